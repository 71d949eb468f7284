import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

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
