import { expectNoAxeViolations } from "./support/axe.ts";
import { pauseClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";
import {
  EVENT_PATH,
  JOURNEY_NIGHT,
  checkoutRequests,
  choose,
  chooseNight,
  hoverAddButton,
  night,
  openPanel,
  panel,
  pinClocksInSeason,
  sellPlaces,
  setNight,
} from "./support/tickets.ts";
import { expectToast } from "./support/toasts.ts";

pinClocksInSeason();

// Nights no journey buys for, set as staff and past buyers would have left them.
test.beforeAll(() => {
  setNight("2026-12-17", { capacity: 100 });
  sellPlaces("2026-12-17", 92);
  setNight("2026-12-19", { capacity: 0 });
  setNight("2026-12-20", { status: "closed" });
  setNight("2026-12-30", { status: "cancelled" });
});

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
  await hoverAddButton(page, "Child");
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

  await hoverAddButton(page, "Adult");
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
    await hoverAddButton(page, "Season Pass");
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

test("invalid orders get their toasts and send nothing", async ({ page }) => {
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
  await chooseNight(page);
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
  await chooseNight(page);
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
  await chooseNight(page);
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

test("the night picker shows each night of the season with its state; only nights on sale can be chosen", async ({
  page,
}) => {
  await openPanel(page);
  const nights = panel(page).getByRole("radiogroup", { name: "Choose a night" });
  await expect(nights).toHaveAccessibleDescription(
    "Each Adult and Child ticket is for one night. The Season Pass needs none.",
  );
  // November 21 to January 4.
  await expect(nights.getByRole("radio")).toHaveCount(45);
  for (const [name, onSale] of [
    ["Saturday, November 21 — Past", false],
    ["Saturday, December 12 — Available", true],
    ["Thursday, December 17 — Few left (8 places)", true],
    ["Saturday, December 19 — Sold out", false],
    ["Sunday, December 20 — Not on sale", false],
    ["Wednesday, December 30 — Cancelled", false],
    ["Monday, January 4 — Available", true],
  ] as const) {
    const radio = nights.getByRole("radio", { name, exact: true });
    await expect(radio).toBeVisible();
    await expect(radio).not.toBeChecked();
    await (onSale ? expect(radio).toBeEnabled() : expect(radio).toBeDisabled());
  }

  const soldOut = night(page, "Saturday, December 19");
  await soldOut.click({ force: true });
  await expect(soldOut).not.toBeChecked();
  await expect(panel(page).getByText("Your night:")).toHaveCount(0);

  await chooseNight(page, "Thursday, December 17");
  await expect(panel(page).getByText("Your night: Thursday, December 17")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the night picker works from the keyboard: arrows go from night to night on sale, up and down by a week", async ({
  page,
}) => {
  await openPanel(page);
  await night(page, JOURNEY_NIGHT).focus();
  await page.keyboard.press("Space");
  await expect(night(page, JOURNEY_NIGHT)).toBeChecked();
  for (const [key, reached] of [
    ["ArrowRight", "Sunday, December 13"],
    // The 20th is not on sale: the week after it.
    ["ArrowDown", "Sunday, December 27"],
    ["ArrowUp", "Sunday, December 13"],
    ["ArrowLeft", JOURNEY_NIGHT],
    // The 19th is sold out.
    ["ArrowDown", "Saturday, December 26"],
    ["ArrowUp", JOURNEY_NIGHT],
  ] as const) {
    await page.keyboard.press(key);
    await expect(night(page, reached)).toBeFocused();
    await expect(night(page, reached)).toBeChecked();
  }

  await night(page, "Friday, December 18").focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(night(page, "Monday, December 21")).toBeChecked();
  await expect(panel(page).getByText("Your night: Monday, December 21")).toBeVisible();
  // The group is one stop of the tab order, which comes back to the night chosen.
  await page.keyboard.press("Tab");
  await expect(panel(page).getByLabel("Adult quantity")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(night(page, "Monday, December 21")).toBeFocused();
});

test("a ticket for one night without a night shows 'Please choose a night.' on the picker and sends nothing", async ({
  page,
}) => {
  const requests = checkoutRequests(page);
  await openPanel(page);
  await expect(night(page, JOURNEY_NIGHT)).toBeEnabled();
  await choose(page, "Child", 1);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();

  const nights = panel(page).getByRole("radiogroup", { name: "Choose a night" });
  await expect(panel(page).getByText("Please choose a night.")).toBeVisible();
  await expect(nights).toHaveAccessibleDescription(/ Please choose a night\.$/);
  await expect(nights).toHaveAttribute("aria-invalid", "true");
  // The picker is the first field in error: its first night on sale takes the focus.
  await expect(nights.getByRole("radio", { disabled: false }).first()).toBeFocused();
  expect(requests).toEqual([]);

  await chooseNight(page);
  await expect(panel(page).getByText("Please choose a night.")).toHaveCount(0);
  await expect(nights).not.toHaveAttribute("aria-invalid");
});

test("an order of season passes alone needs no night and sends none", async ({ page }) => {
  await openPanel(page);
  // Chosen, then left: passes are for no night in particular.
  await chooseNight(page);
  await choose(page, "Season Pass", 2);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  const sent = page.waitForRequest("**/api/create-checkout-session");
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();
  expect((await sent).postDataJSON()).not.toHaveProperty("nightDate");
  await expect(page.getByText("Test mode — no charge")).toBeVisible();
  await expect(page.getByRole("row", { name: /Season Pass 2 \$60\.00/ })).toBeVisible();
});

test("a night with too few places left answers in 'Checkout failed' with the server's words, and the nights reload", async ({
  page,
  consoleErrors,
}) => {
  await openPanel(page);
  await chooseNight(page, "Thursday, December 17");
  await choose(page, "Adult", 9);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  const reloaded = page.waitForResponse("**/api/events/christmas-lights/nights");
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();
  await expectToast(page, "Checkout failed", "Only 8 places are left that night.");
  await reloaded;
  await expect(page).toHaveURL(EVENT_PATH);
  await expect(night(page, "Thursday, December 17")).toBeChecked();
  expect(forgiveFailedRequests(consoleErrors, [409])).toBe(1);
});

test("a night that sells out before the order is sent shows as sold out and is chosen no more", async ({
  page,
  consoleErrors,
}, testInfo) => {
  // A night of its own for each repeat of this test, from the 22nd on, which the other tests leave
  // alone: repeats may run at once on the one server.
  const date = `2026-12-${22 + testInfo.repeatEachIndex}`;
  const name = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
  await openPanel(page);
  await chooseNight(page, name);
  await choose(page, "Child", 1);
  await panel(page).getByLabel("Email for your receipt").fill("guest@example.com");
  setNight(date, { capacity: 0 });
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();

  await expectToast(page, "Checkout failed", "That night is sold out. Please choose another night.");
  await expect(night(page, name)).toHaveAccessibleName(`${name} — Sold out`);
  await expect(night(page, name)).toBeDisabled();
  await expect(night(page, name)).not.toBeChecked();
  await expect(panel(page).getByText("Your night:")).toHaveCount(0);
  expect(forgiveFailedRequests(consoleErrors, [409])).toBe(1);
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
