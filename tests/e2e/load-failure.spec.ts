import type { Page } from "@playwright/test";
import { fullGallery } from "#content/home.ts";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";
import { stubImages } from "./support/images.ts";

/** Refuses a chunk's requests, as a dropped connection would, until the returned function is called. */
async function refuse(page: Page, chunk: RegExp): Promise<{ count: () => number; allow: () => Promise<void> }> {
  let refused = 0;
  await page.route(chunk, (route) => {
    refused += 1;
    return route.abort("internetdisconnected");
  });
  return { count: () => refused, allow: () => page.unroute(chunk) };
}

/** Removes the console lines of the refused fetch and the failed import it causes; any other error still fails the test. */
function forgiveRefusedChunk(consoleErrors: string[]) {
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter(
      (message) => !message.includes("ERR_INTERNET_DISCONNECTED") && !message.includes("dynamically imported module"),
    ),
  );
}

test("when an inquiry dialog's code fails to load the page says so, and Try Again opens the dialog", async ({
  page,
  consoleErrors,
}) => {
  await stubImages(page);
  const chunk = await refuse(page, /\/inquiry-dialog-content-[\w-]+\.js(\?.*)?$/);
  await page.goto("/christmas-lights");
  const trigger = page.getByRole("button", { name: "Inquire About Group Rates" });
  await untilHydrated(trigger);
  await trigger.click();

  const failure = page.getByRole("alert");
  await expect(failure).toContainText("The inquiry form could not load. Check your connection and try again.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(chunk.count()).toBeGreaterThan(0);

  await chunk.allow();
  await failure.getByRole("button", { name: "Try Again" }).click();
  const dialog = page.getByRole("dialog", { name: "Group Rates Inquiry" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Organization")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(trigger).toBeFocused();
  forgiveRefusedChunk(consoleErrors);
});

test("when the guide video dialog's code fails to load the page says so, and Try Again opens the video", async ({
  page,
  consoleErrors,
}) => {
  await stubImages(page);
  const chunk = await refuse(page, /\/guide-video-dialog-content-[\w-]+\.js(\?.*)?$/);
  await page.goto("/pique-nique");
  const trigger = page.getByRole("button", { name: "Watch Video Instructions" });
  await untilHydrated(trigger);
  await trigger.click();

  const failure = page
    .getByRole("alert")
    .filter({ hasText: "The video instructions could not load. Check your connection and try again." });
  await expect(failure).toBeInViewport();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(chunk.count()).toBeGreaterThan(0);

  await chunk.allow();
  await failure.getByRole("button", { name: "Try Again" }).click();
  const dialog = page.getByRole("dialog", { name: "How to find Pique Nique and use the gate" });
  await expect(dialog.locator("video source")).toHaveAttribute("src", "/media/pique-nique-guide.mp4");
  await expect(failure).toHaveCount(0);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(trigger).toBeFocused();
  forgiveRefusedChunk(consoleErrors);
});

test("when the photo viewer's code fails to load the page says so where the visitor looks, and Try Again opens that photo", async ({
  page,
  consoleErrors,
}) => {
  await stubImages(page);
  const chunk = await refuse(page, /\/lightbox-[\w-]+\.js(\?.*)?$/);
  await page.goto("/gallery");
  const photo = fullGallery[2]!;
  const tile = page.getByRole("button", { name: `View larger: ${photo.alt}` });
  await untilHydrated(tile);
  await tile.click();

  const failure = page.getByRole("alert");
  await expect(failure).toContainText("The photo viewer could not load. Check your connection and try again.");
  await expect(failure).toBeInViewport();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(chunk.count()).toBeGreaterThan(0);

  await failure.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await tile.click();
  await expect(page.getByRole("alert")).toContainText("The photo viewer could not load.");

  await chunk.allow();
  await page.getByRole("alert").getByRole("button", { name: "Try Again" }).click();
  const dialog = page.getByRole("dialog", { name: "Resort Gallery" });
  await expect(dialog.getByText(`Photo 3 of ${fullGallery.length}`)).toBeVisible();
  await expect(dialog.getByRole("img", { name: photo.alt })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  forgiveRefusedChunk(consoleErrors);
});
