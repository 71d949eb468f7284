import { TUESDAY, autosaved, draftBackToPublished, openDocument, signInAs } from "./support/content-editor.ts";
import { holdingDocument } from "./support/document-lock.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { pageOnOwnBrowser } from "./support/staff.ts";

/** A text a visitor's browser must show as it is typed, never run. */
const SCRIPTED = 'Visit Santa <script>document.title = "ran"</script><img src=x onerror="document.title = \'ran\'">';

test("a manager previews a draft on the real page at a phone's and a desktop's width, and other staff open the preview link", async ({
  page,
  browser,
}) => {
  test.slow();
  await stubImages(page);
  await holdingDocument("christmas-lights", async () => {
    await signInAs(page, "manager");
    await openDocument(page, "christmas-lights", "Christmas lights page");
    const santa = page.getByRole("group", { name: "Extras card 2" }).getByRole("textbox", { name: "Text" });
    await santa.fill(SCRIPTED);
    await autosaved(page);

    const preview = page.getByRole("region", { name: "Preview", exact: true });
    await preview.getByRole("button", { name: "Phone" }).click();
    await expect(preview.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/[?&]preview=phone/);
    const frame = preview.getByTitle("Preview of /christmas-lights with the draft, phone width");
    await expect(frame).toHaveAttribute("width", "390");
    const drawn = frame.contentFrame();
    await expect(drawn.getByRole("heading", { name: "Christmas Lights Drive-Through", level: 1 })).toBeVisible();
    // The draft's text shows as typed; nothing in it runs.
    await expect(drawn.getByText(SCRIPTED)).toBeVisible();
    expect(await drawn.locator("script").count()).toBe(0);
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument?.title)).not.toBe("ran");
    // The preview fits the console's width, however narrow the screen.
    const box = await frame.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    // Visitors still see the published page.
    const published = await (await page.request.get("/christmas-lights")).text();
    expect(published).not.toContain("Visit Santa &lt;script&gt;");

    await preview.getByRole("button", { name: "Desktop" }).click();
    const wide = preview.getByTitle("Preview of /christmas-lights with the draft, desktop width");
    await expect(wide).toHaveAttribute("width", "1280");
    await expect(wide.contentFrame().getByText(SCRIPTED)).toBeVisible();

    // The link opens the same preview for other staff, and for no one else.
    const link = await preview.getByRole("textbox", { name: "Preview link for other staff" }).inputValue();
    expect(link).toMatch(/\/staff\/content\?doc=christmas-lights&preview=desktop$/);
    const desk = await pageOnOwnBrowser(browser, TUESDAY);
    await stubImages(desk);
    await signInAs(desk, "front_desk");
    await desk.goto(link);
    const seen = desk.getByRole("region", { name: "Preview", exact: true });
    await expect(
      seen.getByTitle("Preview of /christmas-lights with the draft, desktop width").contentFrame().getByText(SCRIPTED),
    ).toBeVisible();
    const stranger = await pageOnOwnBrowser(browser, TUESDAY);
    const refused = await stranger.request.get("/api/staff/content/christmas-lights/preview?path=/christmas-lights");
    expect(refused.status()).toBe(401);
    expect(await refused.text()).not.toContain("Visit Santa");
    await stranger.goto(link);
    await expect(stranger.getByRole("heading", { name: "Staff sign-in", level: 1 })).toBeVisible();

    // The way back is to the list alone, without the document's preview.
    await desk.getByRole("link", { name: "Back to the list" }).click();
    await expect(desk).toHaveURL(/\/staff\/content$/);

    await draftBackToPublished(page.request, "christmas-lights");
    await desk.context().close();
    await stranger.context().close();
  });
});
