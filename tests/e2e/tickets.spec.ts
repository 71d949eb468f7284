import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, setServerClock, test } from "./support/fixtures.ts";

/** Inside the Christmas Lights season, on the resort's calendar and the browser's. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const EVENT_PATH = "/events/christmas-lights";

test.beforeEach(async ({ page }) => {
  await setServerClock(page, IN_SEASON);
  await page.clock.install({ time: IN_SEASON });
  await page.route("**/images/**", (route) => route.fulfill({ contentType: "image/svg+xml", body: "<svg xmlns='http://www.w3.org/2000/svg'/>" }));
});

test.afterEach(async ({ page }) => {
  await setServerClock(page, null);
});

function panel(page: Page) {
  return page.getByRole("region", { name: "Buy Tickets" });
}

/** Every create-checkout-session request the page makes. */
function checkoutRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/create-checkout-session")) seen.push(request);
  });
  return seen;
}

async function openPanel(page: Page) {
  await page.goto(EVENT_PATH);
  await expect(panel(page).getByRole("button", { name: "Continue to Checkout" })).toBeVisible();
}

async function choose(page: Page, label: string, times: number) {
  for (let i = 0; i < times; i++) await panel(page).getByRole("button", { name: `Add one ${label} ticket` }).click();
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole("listitem").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

/** Removes the browser's own log line for a response the test provoked on purpose. */
function expectedConsoleError(consoleErrors: string[], pattern: RegExp) {
  const index = consoleErrors.findIndex((message) => pattern.test(message));
  expect(index, `expected a console line matching ${pattern}`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

test("the panel lists each ticket type, starts at zero, stays within bounds and keeps a running total", async ({ page }) => {
  await openPanel(page);
  const tickets = panel(page);
  for (const [label, price, description] of [
    ["Adult", "$8.00", "Ages 13 and up, one night"],
    ["Child", "$5.00", "Ages 3 to 12, one night"],
    ["Season Pass", "$30.00", "Unlimited nights all season for one car"],
  ] as const) {
    const row = tickets.getByRole("listitem").filter({ hasText: description });
    await expect(row).toContainText(label);
    await expect(row).toContainText(price);
    await expect(tickets.getByLabel(`${label} quantity`)).toHaveValue("0");
    await expect(tickets.getByRole("button", { name: `Remove one ${label} ticket` })).toBeDisabled();
  }
  await expect(tickets.getByText("$0.00")).toBeVisible();

  await choose(page, "Adult", 2);
  await choose(page, "Child", 1);
  await expect(tickets.getByText("$21.00")).toBeVisible();
  await tickets.getByRole("button", { name: "Remove one Adult ticket" }).click();
  await expect(tickets.getByLabel("Adult quantity")).toHaveValue("1");
  await expect(tickets.getByText("$13.00")).toBeVisible();

  await tickets.getByLabel("Season Pass quantity").fill("25");
  await expect(tickets.getByLabel("Season Pass quantity")).toHaveValue("20");
  await expect(tickets.getByRole("button", { name: "Add one Season Pass ticket" })).toBeDisabled();
  await tickets.getByLabel("Child quantity").fill("-3");
  await expect(tickets.getByLabel("Child quantity")).toHaveValue("0");
  await expect(tickets.getByText("$608.00")).toBeVisible();
  await expect(tickets.getByText("Test mode: the checkout charges nothing.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("invalid orders get the spec's toasts and send nothing", async ({ page }) => {
  const requests = checkoutRequests(page);
  await openPanel(page);
  const submit = panel(page).getByRole("button", { name: "Continue to Checkout" });

  await submit.click();
  await expectToast(page, "No tickets selected", "Please select at least one ticket to continue.");

  await choose(page, "Adult", 1);
  await submit.click();
  await expectToast(page, "Email required", "Please enter a valid email address.");

  await panel(page).getByLabel("Email for your receipt").fill("not-an-email");
  await submit.click();
  await expect(page.getByRole("listitem").filter({ hasText: "Email required" })).toHaveCount(2);
  expect(requests).toEqual([]);
});

test("a chosen ticket without a Stripe price id gives the configuration error and sends nothing", async ({ page }) => {
  const requests = checkoutRequests(page);
  await page.route("**/api/events/christmas-lights/tickets", async (route) => {
    const catalog = await (await route.fetch()).json();
    catalog.mode = "stripe";
    catalog.tickets[2].priceId = null;
    await route.fulfill({ json: catalog });
  });
  await openPanel(page);
  await choose(page, "Adult", 1);
  await choose(page, "Season Pass", 1);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();
  await expectToast(page, "Configuration Error", "Stripe prices not configured. Please contact support.");
  expect(requests).toEqual([]);
  await expect(panel(page).getByText("Secure payment by Stripe. Have a promotion code? Enter it at checkout.")).toBeVisible();
});

test("a refused checkout shows the destructive 'Checkout failed' toast", async ({ page, consoleErrors }) => {
  await openPanel(page);
  // Spend this client's checkout allowance so the real server answers 429.
  for (let i = 0; i < 20; i++) await page.request.post("/api/create-checkout-session", { data: {} });
  await choose(page, "Adult", 1);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  const submit = panel(page).getByRole("button", { name: "Continue to Checkout" });
  await submit.click();
  await expectToast(page, "Checkout failed", "Failed to create checkout session");
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(EVENT_PATH);
  expectedConsoleError(consoleErrors, /status of 429/);
  await page.request.post("/api/test/reset-rate-limits");
});

test("an answer without a url, or no answer at all, shows 'Checkout failed'", async ({ page, consoleErrors }) => {
  await openPanel(page);
  await choose(page, "Child", 2);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  const submit = panel(page).getByRole("button", { name: "Continue to Checkout" });

  await page.route("**/api/create-checkout-session", (route) => route.fulfill({ json: {} }));
  await submit.click();
  await expectToast(page, "Checkout failed", "No checkout URL returned");

  await page.unroute("**/api/create-checkout-session");
  await page.route("**/api/create-checkout-session", (route) => route.abort("connectionreset"));
  await submit.click();
  await expectToast(page, "Checkout failed", "Unable to process checkout. Please try again.");
  expectedConsoleError(consoleErrors, /ERR_CONNECTION_RESET/);
});

test("a full purchase through the test checkout ends on the confirmation banner with the order stored", async ({ page }) => {
  await openPanel(page);
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

test("an event whose dates have passed shows that it has ended and sells nothing", async ({ page }) => {
  await page.goto("/events/fall-fest-2025");
  const tickets = panel(page);
  await expect(tickets.getByText("This event has ended. Tickets are no longer on sale.")).toBeVisible();
  await expect(tickets.getByRole("button", { name: "Continue to Checkout" })).toHaveCount(0);
  await expect(tickets.getByRole("spinbutton")).toHaveCount(0);
});
