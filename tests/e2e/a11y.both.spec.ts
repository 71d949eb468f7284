import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { scrollThrough } from "./support/scroll.ts";
import { publicRoutes, stubOutsideFrames } from "./support/site-routes.ts";

test.beforeEach(async ({ page }) => stubOutsideFrames(page));

for (const route of [...publicRoutes, "/no-such-page"]) {
  test(`axe finds no violation on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
}
