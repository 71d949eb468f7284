import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  EVENT_PATH,
  JOURNEY_NIGHT,
  choose,
  chooseNight,
  night,
  openPanel,
  panel,
  pinClocksInSeason,
} from "./support/tickets.ts";

pinClocksInSeason();
// Three page loads and two accessibility scans per journey.
test.slow();

test("a full purchase through the test checkout ends on the confirmation banner with the order stored", async ({
  page,
}) => {
  await openPanel(page);
  await chooseNight(page);
  await choose(page, "Adult", 2);
  await choose(page, "Child", 1);
  await panel(page).getByLabel("Email for your receipt").fill("Guest@Example.com");

  // Hold the request to see the processing state.
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route("**/api/create-checkout-session", async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest("**/api/create-checkout-session");
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();
  const processing = panel(page).getByRole("button", { name: "Processing…" });
  await expect(processing).toBeDisabled();
  await expect(panel(page).getByLabel("Email for your receipt")).toBeDisabled();
  await expect(panel(page).getByLabel("Adult quantity")).toBeDisabled();
  await expect(night(page, JOURNEY_NIGHT)).toBeDisabled();

  const origin = new URL(page.url()).origin;
  expect((await sent).postDataJSON()).toEqual({
    items: [
      { priceId: "test_price_christmas-adult", quantity: 2 },
      { priceId: "test_price_christmas-child", quantity: 1 },
    ],
    customerEmail: "Guest@Example.com",
    eventId: "christmas-lights",
    eventName: "Christmas Lights Drive-Through",
    successUrl: `${origin}${EVENT_PATH}?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}${EVENT_PATH}?canceled=true`,
    nightDate: "2026-12-12",
  });
  release();

  await expect(page).toHaveURL(/\/api\/test-checkout\/cs_test_local_/);
  const sessionId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(page.getByText("Test mode — no charge")).toBeVisible();
  await expect(page.getByRole("row", { name: /Adult 2 \$16\.00/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Child 1 \$5\.00/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Total \$21\.00/ })).toBeVisible();
  await expect(page.getByText("guest@example.com")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Complete test purchase" }).click();

  await expect(page).toHaveURL(`${origin}${EVENT_PATH}`);
  const banner = page.getByRole("status").filter({ hasText: "Thank you! Your tickets are booked." });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("2 × Adult ($16.00)");
  await expect(banner).toContainText("1 × Child ($5.00)");
  await expect(banner).toContainText("Total paid: $21.00");
  await expect(banner).toContainText("A receipt is on its way to your email.");
  await expectNoAxeViolations(page);

  const order = await page.request.get(`/api/orders/${sessionId}`);
  expect(order.status()).toBe(200);
  expect(await order.json()).toEqual({
    eventId: "christmas-lights",
    eventName: "Christmas Lights Drive-Through",
    lines: [
      { label: "Adult", quantity: 2, amountTotalCents: 1600 },
      { label: "Child", quantity: 1, amountTotalCents: 500 },
    ],
    amountTotalCents: 2100,
    currency: "usd",
    ticketsPath: expect.stringMatching(/^\/tickets\/[0-9a-z]{10}-[\w-]{27}$/),
  });

  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(panel(page).getByRole("button", { name: "Continue to Checkout" })).toBeVisible();
  await expect(page.getByText("Thank you! Your tickets are booked.")).toBeHidden();
});

test("canceling the test checkout returns to a banner saying nothing was charged", async ({ page }) => {
  await openPanel(page);
  await choose(page, "Season Pass", 1);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();
  await expect(page.getByText("Test mode — no charge")).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));
  const banner = page.getByRole("status").filter({ hasText: "Checkout canceled" });
  await expect(banner).toContainText("Nothing was charged.");
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toBeHidden();
  expect((await page.request.get(`/api/orders/${sessionId}`)).status()).toBe(404);
});
