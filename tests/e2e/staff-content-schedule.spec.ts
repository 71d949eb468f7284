import { autosaved, openDocument, signInAs } from "./support/content-editor.ts";
import { holdingDocument } from "./support/document-lock.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";

/** The server looks for publishes that are due this often (server/boot.ts), then renders the page. */
const SCHEDULE_CHECK_MS = 10_000;

test("a manager sets a publish for a time in the resort's clock, and it reaches the page when due; one can be taken back", async ({
  page,
}) => {
  test.slow();
  await stubImages(page);
  await holdingDocument("christmas-lights", async () => {
    const email = await signInAs(page, "manager");
    await openDocument(page, "christmas-lights", "Christmas lights page");
    const santa = page.getByRole("group", { name: "Extras card 2" }).getByRole("textbox", { name: "Text" });
    const before = await santa.inputValue();
    await santa.fill("Visit Santa by the fire on weekend nights.");
    await autosaved(page);

    // Far ahead first: it waits, and is taken back.
    const publishing = page.getByRole("region", { name: "Publish" });
    await publishing.getByLabel("Day").fill("2026-12-01");
    await publishing.getByLabel("Time (Central Time)").fill("06:00");
    await publishing.getByRole("button", { name: "Schedule publish" }).click();
    await expect(publishing.getByRole("status").filter({ hasText: /^Set to publish/ })).toHaveText(
      "Set to publish Tue, Dec 1, 2026, 6:00 AM CST.",
    );
    await expect(publishing).toContainText(
      `Set to publish Tue, Dec 1, 2026, 6:00 AM CST by ${email}, with the draft as it is then.`,
    );
    await publishing.getByRole("button", { name: "Cancel the scheduled publish" }).click();
    await expect(publishing.getByRole("status").filter({ hasText: /cancelled/ })).toHaveText(
      "The scheduled publish is cancelled.",
    );
    await expect(publishing.getByRole("button", { name: "Cancel the scheduled publish" })).toHaveCount(0);

    // An hour after the console's (pinned) morning: the server's own clock has passed it, so it is due now.
    await publishing.getByLabel("Day").fill("2026-11-24");
    await publishing.getByLabel("Time (Central Time)").fill("10:00");
    await publishing.getByRole("button", { name: "Schedule publish" }).click();
    await expect(publishing).toContainText("Set to publish Tue, Nov 24, 2026, 10:00 AM CST by");
    await expect
      .poll(
        async () => (await (await page.request.get("/christmas-lights")).text()).includes("by the fire on weekend"),
        {
          timeout: SCHEDULE_CHECK_MS + 5_000,
          intervals: [250],
        },
      )
      .toBe(true);

    await santa.fill(before);
    await autosaved(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Published version/ })).toBeVisible();
  });
});

test("a manager sets a published event to leave the site at a time, and it leaves the events list when due", async ({
  page,
}) => {
  test.slow();
  await stubImages(page);
  const event = "event:fall-fest-2025";
  const listed = async () => (await (await page.request.get("/events")).text()).includes("Fall Fest &amp; Haunted");
  await holdingDocument(event, async () => {
    const email = await signInAs(page, "manager");
    await openDocument(page, event, "Event: fall-fest-2025");
    expect(await listed()).toBe(true);

    const publishing = page.getByRole("region", { name: "Publish" });
    await publishing.getByRole("radio", { name: "Take this event off the site" }).check();
    await publishing.getByLabel("Day").fill("2026-11-24");
    await publishing.getByLabel("Time (Central Time)").fill("10:00");
    await publishing.getByRole("button", { name: "Schedule taking it off the site" }).click();
    await expect(publishing.getByRole("status").filter({ hasText: /^Set to take/ })).toHaveText(
      "Set to take off the site Tue, Nov 24, 2026, 10:00 AM CST.",
    );
    await expect(publishing).toContainText(`Set to take off the site Tue, Nov 24, 2026, 10:00 AM CST by ${email}.`);
    await expect.poll(listed, { timeout: SCHEDULE_CHECK_MS + 5_000, intervals: [250] }).toBe(false);

    // The draft was hidden with it: showing the event again is a publish of the draft without it.
    await page.getByRole("link", { name: "Back to the list" }).click();
    await page.getByRole("link", { name: /^Event: fall-fest-2025/ }).click();
    await expect(page.getByRole("heading", { name: "Event: fall-fest-2025", level: 1 })).toBeVisible();
    const hidden = page.getByRole("checkbox", { name: "Hidden" });
    await expect(hidden).toBeChecked();
    await hidden.uncheck();
    await autosaved(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Published version/ })).toBeVisible();
    await expect.poll(listed, { timeout: 5_000, intervals: [250] }).toBe(true);
  });
});
