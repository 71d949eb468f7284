import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  // The map is an outside page the closed test network cannot reach; axe checks our own page.
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang=en><title>Map</title><body></body></html>",
    }),
  );
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the open lightbox has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "View Full Gallery" }).click();
  await expect(page.getByRole("dialog", { name: "Resort Gallery" })).toBeVisible();
  await expectNoAxeViolations(page);
});
