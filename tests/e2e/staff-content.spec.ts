import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pauseClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import {
  AUTOSAVE_IDLE_MS,
  TUESDAY,
  autosaved,
  draftBackToPublished,
  openDocument,
  saveStatus,
  signInAs,
} from "./support/content-editor.ts";
import { expect, test } from "./support/fixtures.ts";
import { holdingDocument } from "./support/document-lock.ts";
import { stubImages } from "./support/images.ts";
import { pageOnOwnBrowser } from "./support/staff.ts";

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test("a manager finds the Christmas lights page, corrects and confirms its facts, publishes, and restores the version before", async ({
  page,
}) => {
  test.slow();
  await holdingDocument("christmas-lights", async () => {
    const email = await signInAs(page, "manager");
    await page.clock.install({ time: TUESDAY });
    await page.goto("/staff/content");
    await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();

    await page.getByLabel("Show", { exact: true }).selectOption("Needs confirming");
    await page.getByLabel("Search titles").fill("christmas");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(/[?&]show=unconfirmed/);
    const documents = page.getByRole("list", { name: "Documents" });
    await expect(documents.getByRole("link", { name: /^Christmas lights page/ })).toContainText("facts to confirm");
    await expect(documents.getByRole("link", { name: /Kayak rentals card/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await documents.getByRole("link", { name: /^Christmas lights page/ }).click();
    await expect(page.getByRole("heading", { name: "Christmas lights page", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/[?&]doc=christmas-lights/);
    await expectNoAxeViolations(page);
    await pauseClock(page);

    // A text changed is saved once typing settles; its mark stays until it is confirmed.
    const santa = page.getByRole("group", { name: "Extras card 2" });
    const santaText = santa.getByRole("textbox", { name: "Text" });
    await santaText.fill("Visit Santa on weekend nights for photos by the fire.");
    await autosaved(page);
    await expect(santa.getByText("Draft: confirm or correct this.")).toHaveCount(2);

    // An alt text too short to describe the photo: the problem shows beside it, and nothing publishes.
    const heroAlt = page.getByRole("group", { name: "Hero photo" }).getByRole("textbox", { name: "Alt text" });
    const alt = await heroAlt.inputValue();
    await heroAlt.fill("ab");
    await expect(heroAlt).toHaveAttribute("aria-invalid", "true");
    await expect(heroAlt).toHaveAccessibleDescription(/^Use at least 3 characters\.$/);
    const problems = page.getByRole("region", { name: /problem to fix before publishing/ });
    await expect(problems.getByRole("link", { name: /Hero photo › Alt text/ })).toBeVisible();
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await expect(publish).toBeDisabled();
    await expect(
      page.getByText("This draft cannot be published until the highlighted fields are fixed."),
    ).toBeVisible();
    await heroAlt.fill(alt);
    await expect(heroAlt).not.toHaveAttribute("aria-invalid", "true");
    await expect(problems).toHaveCount(0);
    await autosaved(page);

    // Confirming keeps the value and removes its mark.
    const tip = page.getByRole("textbox", { name: "Tip 4" });
    await expect(tip).toHaveAccessibleDescription("Draft: confirm or correct this.");
    await page.getByRole("button", { name: "Confirm Tip 4" }).click();
    await expect(page.getByRole("button", { name: "Confirm Tip 4" })).toHaveCount(0);
    await expect(tip).toHaveValue("Groups of 10 or more can ask about group rates.");
    await expect(saveStatus(page)).toHaveText(/^Saved /);

    const changes = page.getByRole("list", { name: "What will change" });
    await expect(changes).toContainText("Extras cards › 2 › Text");
    await expect(changes).toContainText("Plan your visit › 4");
    await publish.click();
    const outcome = page.getByRole("status").filter({ hasText: /^Published version/ });
    await expect(outcome).toHaveText(/^Published version \d+\. The site shows it now\.$/);
    const version = Number(/version (\d+)/.exec((await outcome.textContent()) ?? "")?.[1]);
    await expect(page.getByText("The draft is what the site shows.")).toBeVisible();

    const versions = page.getByRole("list", { name: "Published versions, newest first" });
    const latest = versions.getByRole("listitem", { name: `Version ${version}`, exact: true });
    await expect(latest).toContainText(email);
    await expect(latest.getByRole("list", { name: `Changes in version ${version}` })).toContainText(
      "Extras cards › 2 › Text",
    );

    // Restoring makes a draft; the site keeps the published version until that draft is published.
    await versions.getByRole("button", { name: `Restore version ${version - 1} into draft` }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `Version ${version - 1} is now the draft. The site changes only when you publish it.` }),
    ).toBeVisible();
    await expect(santaText).toHaveValue("Visit Santa on weekend nights for photos.");
    await expect(changes).toContainText("Extras cards › 2 › Text");
    await publish.click();
    await expect(page.getByRole("status").filter({ hasText: /^Published version/ })).toHaveText(
      `Published version ${version + 1}. The site shows it now.`,
    );
  });
});

test("the front desk sees a document read-only, with nothing to confirm, publish or restore", async ({ page }) => {
  await holdingDocument("christmas-lights", async () => {
    await signInAs(page, "front_desk");
    // Nothing saves on its own here, so the page's clock runs free (axe waits on its timers).
    await page.goto("/staff/content?doc=christmas-lights");
    await expect(page.getByRole("heading", { name: "Christmas lights page", level: 1 })).toBeVisible();
    await expect(page.getByText("Read only: your role may look, not change.")).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Hero photo" }).getByRole("textbox", { name: "Alt text" }),
    ).not.toBeEditable();
    await expect(page.getByRole("textbox", { name: "Tip 4" })).toHaveAccessibleDescription(
      "Draft: confirm or correct this.",
    );
    await expect(page.getByRole("region", { name: "Versions" })).toContainText("Version 1");
    await expect(page.getByRole("button", { name: /^(Publish|Confirm|Restore)/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

async function managerOnOwnBrowser(browser: Browser): Promise<Page> {
  const manager = await pageOnOwnBrowser(browser, TUESDAY);
  await stubImages(manager);
  await signInAs(manager, "manager");
  return manager;
}

test("two managers edit one document: each keeps both sets of changes, or theirs, and loses nothing unseen", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  await holdingDocument("kayak-rentals", async () => {
    const first = page;
    await signInAs(first, "manager");
    const second = await managerOnOwnBrowser(browser);
    await openDocument(first, "kayak-rentals", "Kayak rentals card");
    await openDocument(second, "kayak-rentals", "Kayak rentals card");
    const field = (editor: Page, name: string) => editor.getByRole("textbox", { name, exact: true });
    const conflictOn = (editor: Page) => editor.getByRole("region", { name: "Someone else saved this document" });

    await field(first, "Title").fill("Kayak and Canoe Rentals");
    await autosaved(first);

    // Different fields: the second keeps both, the first one's title with its own description.
    await field(second, "Description").fill(
      "Explore the Coosa River by kayak or canoe. Call the front desk to reserve yours.",
    );
    await second.clock.runFor(AUTOSAVE_IDLE_MS);
    const conflict = conflictOn(second);
    await expect(conflict.getByRole("alert")).toHaveText(
      "Someone saved this document after you opened it. Their changes are shown; yours are not saved yet.",
    );
    await expect(conflict.getByRole("list", { name: "Their changes" })).toContainText(
      "Title: “Kayak Rentals” → “Kayak and Canoe Rentals”",
    );
    await expect(conflict.getByRole("list", { name: "Your unsaved changes" })).toContainText("Description");
    await expect(conflict.getByRole("list", { name: "Changed by both of you" })).toHaveCount(0);
    await expect(saveStatus(second)).toHaveText("Not saved: someone else saved first.");
    await conflict.getByRole("button", { name: "Keep both (theirs with my changes)" }).click();
    await expect(conflict).toHaveCount(0);
    await expect(saveStatus(second)).toHaveText(/^Saved /);
    await expect(field(second, "Title")).toHaveValue("Kayak and Canoe Rentals");
    await expect(field(second, "Description")).toHaveValue(/kayak or canoe/);

    // The same field: the first sees both values; what it types meanwhile is neither saved nor overwritten.
    await field(first, "Description").fill("Paddle the Coosa from our own dock.");
    await first.clock.runFor(AUTOSAVE_IDLE_MS);
    const clash = conflictOn(first);
    await expect(clash.getByRole("list", { name: "Changed by both of you" })).toHaveText(
      "Description: theirs “Explore the Coosa River by kayak or canoe. Call the front desk to reserve yours.”, yours “Paddle the Coosa from our own dock.”",
    );
    await field(first, "Button text").fill("Call to Book");
    await first.clock.runFor(AUTOSAVE_IDLE_MS * 2);
    await expect(saveStatus(first)).toHaveText("Not saved: someone else saved first.");
    await expect(field(first, "Button text")).toHaveValue("Call to Book");
    await clash.getByRole("button", { name: "Keep both (mine on the fields we both changed)" }).click();
    await expect(clash).toHaveCount(0);
    await expect(saveStatus(first)).toHaveText(/^Saved /);
    await expect(field(first, "Description")).toHaveValue("Paddle the Coosa from our own dock.");
    await expect(field(first, "Title")).toHaveValue("Kayak and Canoe Rentals");
    await expect(field(first, "Button text")).toHaveValue("Call to Book");

    // The second drops its own change for the first one's.
    await field(second, "Button text").fill("Reserve");
    await second.clock.runFor(AUTOSAVE_IDLE_MS);
    const back = conflictOn(second);
    await expect(back.getByRole("list", { name: "Changed by both of you" })).toContainText(
      "Button text: theirs “Call to Book”, yours “Reserve”",
    );
    await back.getByRole("button", { name: "Keep theirs (drop my changes)" }).click();
    await expect(back).toHaveCount(0);
    await expect(field(second, "Button text")).toHaveValue("Call to Book");
    await expect(field(second, "Description")).toHaveValue("Paddle the Coosa from our own dock.");

    // The first manager's refused save, which its browser logs as a failed request.
    expect(forgiveFailedRequests(consoleErrors, [409])).toBe(1);
    await draftBackToPublished(first.request, "kayak-rentals");
    await second.context().close();
  });
});
