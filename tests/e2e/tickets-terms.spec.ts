import { setServerClock } from "./support/clock.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { panel } from "./support/tickets.ts";

/** Friday 3 October 2025, noon in Gadsden: the fall festival's first night is on sale. */
const FESTIVAL_OPEN = new Date("2025-10-03T17:00:00Z");

test.beforeEach(async ({ page }) => {
  await setServerClock(page, FESTIVAL_OPEN);
  await page.clock.install({ time: FESTIVAL_OPEN });
});
test.afterEach(async ({ page }) => {
  await setServerClock(page, null);
});
test.slow();

test("a Haunted Forest ticket needs its terms accepted before checkout, and the acceptance reaches the checkout", async ({
  page,
}) => {
  await page.goto("/events/fall-fest-2025");
  const tickets = panel(page);
  await tickets.scrollIntoViewIfNeeded();
  await expect(tickets.locator('[data-form="live"]')).toBeAttached();
  await tickets
    .getByRole("radiogroup", { name: "Choose a night" })
    .getByRole("radio", { name: /^Saturday, October 4 — / })
    .check();
  await tickets.getByRole("button", { name: "Add one Haunted Forest - Adult ticket" }).click();
  await tickets.getByLabel("Email for your receipt").fill("brave@example.com");

  const terms = tickets.getByRole("checkbox", { name: "I accept the Haunted Forest terms" });
  await tickets.getByRole("link", { name: "Read the Haunted Forest terms" }).click();
  const stated = tickets.getByRole("region", { name: "Haunted Forest terms" });
  await expect(stated).toBeInViewport();
  await expect(stated).toContainText("Children under 12 stay with an adult.");

  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/create-checkout-session")) sent.push(request.postData() ?? "");
  });
  await tickets.getByRole("button", { name: "Continue to Checkout" }).click();
  await expect(terms).toHaveAccessibleDescription("Please accept the Haunted Forest terms to continue.");
  await expect(terms).toBeFocused();
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);

  await terms.check();
  await tickets.getByRole("button", { name: "Continue to Checkout" }).click();
  await expect(page.getByText("Test mode — no charge")).toBeVisible();
  expect(JSON.parse(sent[0] ?? "{}")).toMatchObject({ acceptTerms: true, nightDate: "2025-10-04" });
});
