import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, pageOnOwnBrowser, staffCliValidAt, staffEmail } from "./support/staff.ts";
import { buyThroughTestCheckout, night, openPanel, pinClocksInSeason } from "./support/tickets.ts";

pinClocksInSeason();
test.slow();

/** Saturday 5 December 2026: the nights cancelled here are still ahead. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
/**
 * Nights no other test buys for or changes, two for each repeat of this test (a cancelled night
 * stays cancelled on the server the repeats share): the first is moved, the second refunded.
 */
const CANCELLABLE = ["2026-12-06", "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"];
/** Where the moved orders go; moves only add to it. */
const MOVE_TO = "2026-12-31";

const named = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function managerNights(browser: Browser): Promise<Page> {
  const manager = await pageOnOwnBrowser(browser, IN_SEASON, { pageClock: true });
  await enrolThroughApi(
    manager.request,
    staffCliValidAt(IN_SEASON, "add", "--email", staffEmail("manager"), "--role", "manager", "--name", "Mo Ledger"),
    IN_SEASON,
  );
  await manager.goto("/staff/nights");
  await expect(manager.getByRole("heading", { name: "Nights", level: 1 })).toBeVisible();
  return manager;
}

async function openCancelForm(manager: Page, date: string): Promise<Locator> {
  await manager
    .getByRole("list", { name: "Nights" })
    .getByRole("button", { name: `Cancel ${named(date)}` })
    .click();
  // The form opens above the list; the focus goes to it, so a phone scrolls there.
  await expect(manager.getByRole("heading", { name: `Cancel ${named(date)}`, level: 2 })).toBeFocused();
  return manager.getByRole("form", { name: `Cancel ${named(date)}` });
}

async function orderRow(manager: Page, email: string): Promise<Locator> {
  await manager.goto("/staff/orders");
  const find = manager.getByRole("search", { name: "Find orders" });
  await find.getByLabel("Search reference, email or name").fill(email);
  await find.getByRole("button", { name: "Search" }).click();
  return manager.getByRole("table", { name: "Orders, newest first" }).getByRole("row").filter({ hasText: email });
}

test("a manager cancels a night moving its orders to another, and one refunding them; the ticket panel shows it cancelled", async ({
  page,
  browser,
}) => {
  const { repeatEachIndex, project } = test.info();
  const moved = CANCELLABLE[2 * repeatEachIndex];
  const refunded = CANCELLABLE[2 * repeatEachIndex + 1];
  if (!moved || !refunded) throw new Error("add nights to CANCELLABLE for this many repeats");
  const email = (kind: string) => `cancel-${kind}-${project.name}-${repeatEachIndex}-${Date.now()}@example.org`;
  const [first, second, third] = [email("first"), email("second"), email("third")];
  await buyThroughTestCheckout(page.request, { email: first, adults: 2, nightDate: moved });
  await buyThroughTestCheckout(page.request, { email: second, adults: 1, nightDate: moved });
  await buyThroughTestCheckout(page.request, { email: third, adults: 1, nightDate: refunded });

  const manager = await managerNights(browser);
  const nights = manager.getByRole("list", { name: "Nights" });
  await expect(nights.getByRole("listitem", { name: named(moved) })).toContainText("3 sold");

  let form = await openCancelForm(manager, moved);
  const outcome = form.getByLabel("What happens to the orders");
  await form.getByRole("button", { name: "Cancel night" }).click();
  await expect(outcome).toHaveAccessibleDescription("Choose whether to refund the orders or move them.");
  await outcome.selectOption("Move every order to another night");
  const moveTo = form.getByLabel("Move to");
  // Only nights still ahead, and not the night itself.
  await expect(moveTo.getByRole("option", { name: named(moved), exact: true })).toHaveCount(0);
  await expect(moveTo.getByRole("option", { name: "Friday, December 4", exact: true })).toHaveCount(0);
  await expect(moveTo.getByRole("option", { name: named(refunded), exact: true })).toHaveCount(1);
  await form.getByRole("button", { name: "Cancel night" }).click();
  await expect(moveTo).toHaveAccessibleDescription("Choose the night to move the orders to.");
  await moveTo.selectOption(named(MOVE_TO));
  await form.getByLabel("Note to the buyers").fill("Heavy rain is forecast.");
  await form.getByRole("button", { name: "Cancel night" }).click();
  await expect(
    form.getByText(
      `Cancel ${named(moved)}? 3 places sold: every order moves to ${named(MOVE_TO)} and its buyer is mailed.`,
    ),
  ).toBeFocused();
  await expectNoAxeViolations(manager);
  await form.getByRole("button", { name: "Confirm cancellation" }).click();
  const movedForm = manager.getByRole("region", { name: `Cancel ${named(moved)}` });
  await expect(
    movedForm
      .getByRole("status")
      .filter({ hasText: `The night is cancelled: 2 orders moved to ${named(MOVE_TO)}, and their buyers mailed.` }),
  ).toBeVisible();
  const movedRow = nights.getByRole("listitem", { name: named(moved) });
  await expect(movedRow).toContainText("Cancelled");
  await expect(movedRow.getByRole("button")).toHaveCount(0);
  await movedForm.getByRole("button", { name: "Close" }).click();
  await expect(movedForm).toHaveCount(0);

  form = await openCancelForm(manager, refunded);
  await form.getByLabel("What happens to the orders").selectOption("Move every order to another night");
  // Nor a night called off.
  await expect(form.getByLabel("Move to").getByRole("option", { name: named(moved), exact: true })).toHaveCount(0);
  await form.getByLabel("What happens to the orders").selectOption("Refund every order");
  await expect(form.getByLabel("Move to")).toHaveCount(0);
  await form.getByRole("button", { name: "Cancel night" }).click();
  await expect(
    form.getByText(`Cancel ${named(refunded)}? 1 place sold: every order is refunded and its buyer mailed.`),
  ).toBeFocused();
  await form.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(
    manager
      .getByRole("region", { name: `Cancel ${named(refunded)}` })
      .getByRole("status")
      .filter({ hasText: "The night is cancelled: 1 order refunded ($8.00), and their buyers mailed." }),
  ).toBeVisible();
  await expect(nights.getByRole("listitem", { name: named(refunded) })).toContainText("Cancelled");

  for (const buyer of [first, second]) {
    const row = await orderRow(manager, buyer);
    await expect(row).toContainText(`${named(MOVE_TO)}, 2026`);
    await expect(row).toContainText("Paid");
  }
  const row = await orderRow(manager, third);
  await expect(row).toContainText("Cancelled");
  await row.getByRole("link", { name: /^Open order / }).click();
  const order = manager.getByRole("region", { name: /^Order [0-9A-Z]{5}-[0-9A-Z]{5}$/ });
  await expect(order.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(order.getByRole("table", { name: "Tickets of this order" })).toContainText("Void: night cancelled");
  await expect(order.getByRole("list", { name: "Refunds" })).toContainText(
    "$8.00 · Refunded · for the cancelled night by Mo Ledger",
  );
  await expect(order.getByRole("button", { name: "Resend receipt" })).toHaveCount(0);
  await expect(order).toContainText("This order's night is cancelled: there is no receipt to send again.");
  await manager.context().close();

  await openPanel(page);
  for (const date of [moved, refunded]) {
    await expect(night(page, named(date))).toHaveAccessibleName(`${named(date)} — Cancelled`);
    await expect(night(page, named(date))).toBeDisabled();
  }
});
