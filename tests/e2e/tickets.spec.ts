import { expectNoAxeViolations } from "./support/axe.ts";
import { pauseClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";
import { EVENT_PATH, checkoutRequests, choose, openPanel, panel, pinClocksInSeason } from "./support/tickets.ts";
import { expectToast } from "./support/toasts.ts";

pinClocksInSeason();

test("the panel lists each ticket type, starts at zero, stays within bounds and keeps a running total", async ({
  page,
}) => {
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

test("the steppers' tooltips open 700 ms after the pointer rests on them", async ({ page }) => {
  await openPanel(page);
  await pauseClock(page);
  const add = panel(page).getByRole("button", { name: "Add one Child ticket" });
  await add.hover();
  await page.clock.runFor(650);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await page.clock.runFor(60);
  await expect(page.getByRole("tooltip")).toHaveText("Add one Child ticket");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test("a stepper's tooltip opens 700 ms after focus and closes on blur or when the pointer leaves", async ({ page }) => {
  await openPanel(page);
  await pauseClock(page);
  const add = panel(page).getByRole("button", { name: "Add one Adult ticket" });
  await add.focus();
  await page.clock.runFor(699);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole("tooltip")).toHaveText("Add one Adult ticket");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tooltip")).toHaveCount(0);

  await add.hover();
  await page.clock.runFor(700);
  await expect(page.getByRole("tooltip")).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap on a stepper counts and opens no tooltip", async ({ page }) => {
    await openPanel(page);
    await pauseClock(page);
    await panel(page).getByRole("button", { name: "Add one Adult ticket" }).tap();
    await expect(panel(page).getByLabel("Adult quantity")).toHaveValue("1");
    await page.clock.runFor(1000);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});

test.describe("on a small tablet, where the steppers reach the screen's right edge", () => {
  test.use({ viewport: { width: 600, height: 800 } });

  test("the tooltip of the right-most stepper stays inside the screen", async ({ page }) => {
    await openPanel(page);
    await pauseClock(page);
    const add = panel(page).getByRole("button", { name: "Add one Season Pass ticket" });
    await add.hover();
    await page.clock.runFor(700);
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toHaveText("Add one Season Pass ticket");
    const box = await tooltip.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(600);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
  });
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
  await expect(
    panel(page).getByText("Secure payment by Stripe. Have a promotion code? Enter it at checkout."),
  ).toBeVisible();
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
  expect(forgiveFailedRequests(consoleErrors, [429])).toBeGreaterThan(0);
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
  expect(forgiveFailedRequests(consoleErrors, ["ERR_CONNECTION_RESET"])).toBeGreaterThan(0);
});

test("an event whose dates have passed shows that it has ended and sells nothing", async ({ page }) => {
  await page.goto("/events/fall-fest-2025");
  const tickets = panel(page);
  await expect(tickets.getByText("This event has ended. Tickets are no longer on sale.")).toBeVisible();
  await expect(tickets.getByRole("button", { name: "Continue to Checkout" })).toHaveCount(0);
  await expect(tickets.getByRole("spinbutton")).toHaveCount(0);
});

test("a button focused before the code arrived keeps the focus once the form is live", async ({ page }) => {
  const liveTicketForm = /\/ticket-form-live-[\w-]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(liveTicketForm, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto(EVENT_PATH);
  const tickets = panel(page);
  const add = tickets.getByRole("button", { name: "Add one Child ticket" });
  await untilHydrated(add);
  await add.focus();
  await expect.poll(() => requested).toBe(true);
  await add.press("Enter");
  await expect(tickets.getByLabel("Child quantity")).toHaveValue("1");

  release();
  await expect(tickets.locator('[data-form="live"]')).toBeAttached();
  await expect(add).toBeFocused();
  await add.press("Enter");
  await expect(tickets.getByLabel("Child quantity")).toHaveValue("2");
});
