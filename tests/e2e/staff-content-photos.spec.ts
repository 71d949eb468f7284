import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { variantPath } from "#domain/content/photo-variants.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { servedWithin2s } from "./support/content.ts";
import {
  AUTOSAVE_IDLE_MS,
  draftBackToPublished,
  openDocument,
  saveStatus,
  signInAs,
} from "./support/content-editor.ts";
import { holdingDocument } from "./support/document-lock.ts";
import { expect, test } from "./support/fixtures.ts";
import { builtImages, stubImages } from "./support/images.ts";
import { jpegPhoto, uploadThroughApi } from "./support/photos.ts";

// The build's photos are stubbed; uploaded ones come from the server, as a visitor gets them.
test.beforeEach(async ({ page }) => {
  await stubImages(page, builtImages);
});

/** Scrolls to an image (a lazy one loads only near the screen) and waits until it has loaded and has pixels. */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Waits for the draft to be saved, whether by the idle timer or by leaving a field. */
async function saved(page: Page): Promise<void> {
  await page.clock.runFor(AUTOSAVE_IDLE_MS);
  await expect(saveStatus(page)).toHaveText(/^Saved \d{1,2}:\d{2} [AP]M$/);
}

test("a manager uploads a hero photo for an event, gives it alt text and a focus point, and publishes: the event's page shows it", async ({
  page,
}) => {
  test.slow();
  const alt = "Hay bales and a harvest moon over the meadow";
  await holdingDocument("event:haunted-harvest", async () => {
    await signInAs(page, "manager");
    await openDocument(page, "event:haunted-harvest", "Event: haunted-harvest");
    const hero = page.getByRole("group", { name: "Hero photo" });
    await hero.getByLabel("Upload a photo for Hero photo").setInputFiles(await jpegPhoto("Haunted meadow.jpg"));

    // A new photo needs its own alt text: the field is emptied, and says so, and nothing publishes.
    const altText = hero.getByRole("textbox", { name: "Alt text" });
    await expect(hero).toContainText(/uploads\/haunted-meadow-[0-9a-f]{6}\.jpg · 1200 × 800/);
    await expect(altText).toHaveValue("");
    await expect(altText).toBeFocused();
    await expect(altText).toHaveAttribute("aria-invalid", "true");
    await expect(altText).toHaveAccessibleDescription("Fill this in.");
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await expect(publish).toBeDisabled();
    const thumbnail = hero.locator("img").first();
    await expect(thumbnail).toHaveAttribute(
      "src",
      /^\/images\/uploads\/haunted-meadow-[0-9a-f]{6}-480\.[0-9a-f]{10}\.webp$/,
    );
    await expectLoaded(thumbnail);

    await altText.fill(alt);
    await expect(altText).not.toHaveAttribute("aria-invalid", "true");

    // The sun sits low and to the left: the crops keep it in view.
    const across = hero.getByRole("slider", { name: "Focus across for Hero photo" });
    await across.press("Home");
    for (let step = 0; step < 3; step += 1) await across.press("PageUp");
    await expect(across).toHaveValue("30");
    const down = hero.getByRole("slider", { name: "Focus down for Hero photo" });
    await down.press("End");
    for (let step = 0; step < 2; step += 1) await down.press("PageDown");
    await expect(down).toHaveValue("80");
    for (const crop of ["Wide crop (16:9)", "Phone crop (9:16)"])
      await expect(hero.getByRole("figure", { name: crop }).locator("img")).toHaveCSS("object-position", "30% 80%");
    await saved(page);
    // Axe waits on the page's timers: with the draft saved, the clock may run again.
    await page.clock.resume();
    await expectNoAxeViolations(page);

    await publish.click();
    await expect(page.getByRole("status").filter({ hasText: /^Published version/ })).toHaveText(
      /^Published version \d+\. The site shows it now\.$/,
    );
    await servedWithin2s(page.request, "/events/haunted-harvest", alt);

    await page.goto("/events/haunted-harvest");
    const shown = page.getByRole("img", { name: alt });
    await expect(shown).toHaveAttribute(
      "src",
      /^\/images\/uploads\/haunted-meadow-[0-9a-f]{6}-1200\.[0-9a-f]{10}\.jpg$/,
    );
    await expect(shown).toHaveCSS("object-position", "30% 80%");
    await expectLoaded(shown);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/uploads\/.+\.avif$/);
    const variant = await page.request.get((await shown.getAttribute("src")) ?? "");
    expect(variant.status()).toBe(200);
    expect(variant.headers()["content-type"]).toBe("image/jpeg");
  });
});

test("a text file named .jpg is refused, with what to upload instead, and the photo stays as it was", async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, "manager");
  await openDocument(page, "kayak-rentals", "Kayak rentals card");
  const image = page.getByRole("group", { name: "Image" });
  const altText = image.getByRole("textbox", { name: "Alt text" });
  const before = await altText.inputValue();
  const upload = image.getByLabel("Upload a photo for Image");
  await upload.setInputFiles({
    name: "meadow.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("Not a photo at all."),
  });

  const notAPhoto = "This file is not a photo the site can show. Upload a JPEG, PNG, WebP or AVIF photo.";
  await expect(image.getByRole("alert")).toHaveText(notAPhoto);
  await expect(upload).toHaveAttribute("aria-invalid", "true");
  await expect(upload).toHaveAccessibleDescription(notAPhoto);
  await expect(upload).toBeFocused();
  await expect(altText).toHaveValue(before);
  await expect(image).toContainText(/kayak[a-z-]*\.jpg · \d+ × \d+/);
  await expect(saveStatus(page)).toHaveText("Changes are saved as you type.");
  expect(forgiveFailedRequests(consoleErrors, [415])).toBe(1);
});

test("a manager chooses a photo uploaded before from the photo library", async ({ page }) => {
  test.slow();
  const name = `Dock at dawn ${test.info().repeatEachIndex}.jpg`;
  await holdingDocument("kayak-rentals", async () => {
    await signInAs(page, "manager");
    const uploaded = await uploadThroughApi(page.request, await jpegPhoto(name, "#d8a048"));
    await openDocument(page, "kayak-rentals", "Kayak rentals card");
    try {
      const image = page.getByRole("group", { name: "Image" });
      await image.getByRole("button", { name: "Choose an uploaded photo for Image" }).click();
      const library = image.getByRole("list", { name: "Uploaded photos for Image" });
      const choice = library.getByRole("button", { name: new RegExp(`^${name.replace(".", "\\.")}`) }).first();
      await expectLoaded(choice.locator("img"));
      await choice.click();

      await expect(library).toHaveCount(0);
      await expect(image).toContainText(`${uploaded.photo.file} · 1200 × 800`);
      const altText = image.getByRole("textbox", { name: "Alt text" });
      await expect(altText).toHaveValue("");
      await expect(altText).toHaveAccessibleDescription("Fill this in.");
      await expectLoaded(image.locator("img").first());
      await altText.fill("Kayaks tied up at the dock at dawn");
      await saved(page);
    } finally {
      await draftBackToPublished(page.request, "kayak-rentals");
    }
  });
});

test("a manager deletes a photo uploaded by mistake from the photo library, after confirming", async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Blurry dock ${randomUUID().slice(0, 8)}.jpg`;
  await holdingDocument("kayak-rentals", async () => {
    await signInAs(page, "manager");
    const uploaded = await uploadThroughApi(page.request, await jpegPhoto(name, "#909090"));
    await openDocument(page, "kayak-rentals", "Kayak rentals card");
    const image = page.getByRole("group", { name: "Image" });
    await image.getByRole("button", { name: "Choose an uploaded photo for Image" }).click();
    const library = image.getByRole("list", { name: "Uploaded photos for Image" });
    const choice = library.getByRole("button", { name: new RegExp(`^${name.replace(".", "\\.")}`) });
    await expectLoaded(choice.locator("img"));

    await library.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
    await expect(library.getByRole("group", { name: "Delete this photo for good?" })).toBeVisible();
    await expect(library.getByRole("button", { name: `Keep ${name}` })).toBeFocused();
    await library.getByRole("button", { name: `Delete ${name} for good` }).click();

    await expect(choice).toHaveCount(0);
    await expect(image.getByRole("group", { name: "Photo library for Image" })).toBeFocused();
    await expect(image.getByText(`Deleted ${name}.`)).toHaveAttribute("role", "status");
    // Asked without the page's pinned clock, which stands still: by the server's own, the cache asks again.
    const thumbnail = `/images/${variantPath(uploaded.photo, 480, "webp")}`;
    await expect.poll(async () => (await request.get(thumbnail)).status(), { timeout: 10_000 }).toBe(404);
  });
});

test("a manager adds a photo to the gallery by uploading it, then names its category and alt text", async ({
  page,
}) => {
  test.slow();
  await holdingDocument("gallery", async () => {
    await signInAs(page, "manager");
    await openDocument(page, "gallery", "Gallery (the first six show on the home page)");
    try {
      const photos = page.getByRole("group", { name: /^Item \d+$/ });
      const count = await photos.count();
      await page.getByLabel(/^Upload a photo to add to Gallery/).setInputFiles(await jpegPhoto("River party.jpg"));

      const added = page.getByRole("group", { name: `Item ${count + 1}`, exact: true });
      await expect(added).toContainText(/uploads\/river-party-[0-9a-f]{6}\.jpg · 1200 × 800/);
      await expectLoaded(added.locator("img").first());
      const altText = added.getByRole("textbox", { name: "Alt text" });
      await expect(altText).toHaveAccessibleDescription("Fill this in.");
      await altText.fill("Guests dancing by the river at a summer party");
      await added.getByRole("combobox", { name: "Category" }).selectOption("Resort");
      await saved(page);
      await expect(page.getByRole("list", { name: "What will change" })).toContainText(`${count + 1}: added`);
    } finally {
      await draftBackToPublished(page.request, "gallery");
    }
  });
});

test("the front desk sees an event's photo and its crops, and nothing to upload or choose", async ({ page }) => {
  await signInAs(page, "front_desk");
  await page.goto("/staff/content?doc=event:haunted-harvest");
  const hero = page.getByRole("group", { name: "Hero photo" });
  await expect(hero.getByRole("textbox", { name: "Alt text" })).not.toBeEditable();
  await expect(hero.getByRole("figure", { name: "Wide crop (16:9)" })).toBeVisible();
  await expect(hero.getByRole("slider", { name: "Focus across for Hero photo" })).toBeDisabled();
  await expect(page.getByLabel(/^Upload a photo/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Choose an uploaded photo/ })).toHaveCount(0);
});
