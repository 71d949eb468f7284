import { policies, policyDraftNotice } from "#content/policies.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

for (const policy of policies) {
  test(`the footer's ${policy.title} link opens a draft page marked for review`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: policy.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${policy.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: policy.title })).toBeVisible();
    const notice = page.getByRole("complementary", { name: "Draft notice" });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(policyDraftNotice);
    await expect(page).toHaveTitle(new RegExp(`^${policy.title} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", policy.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${policy.slug}$`));
  });
}

test("a policy page loaded directly is prerendered with its own text", async ({ request }) => {
  const response = await request.get("/cancellation-policy");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Cancellation Policy | ");
  expect(html).toContain("Draft for review");
});

test("a policy page has no accessibility violations", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expectNoAxeViolations(page);
});
