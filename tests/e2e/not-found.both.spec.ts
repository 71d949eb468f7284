import { resort } from "#content/resort.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test("an unknown path answers 404 with the page and a way home", async ({ page }) => {
  const response = await page.goto("/somewhere/that/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: resort.name })).toBeVisible();
});

test("the not-found page keeps the site's navigation and footer", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("banner").getByRole("link", { name: resort.name })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
