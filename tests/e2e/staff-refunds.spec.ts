import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, pageOnOwnBrowser, staffCliValidAt, staffEmail } from "./support/staff.ts";
import { buyThroughTestCheckout, pinClocksInSeason } from "./support/tickets.ts";

pinClocksInSeason();
test.slow();

/** Saturday 5 December 2026, the night the clocks are pinned on: the door lets in tonight's tickets only. */
const TONIGHT = "2026-12-05";
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
/** When the pinned server clock says things happen, as the console shows it. */
const AT_NOON = "Dec 5, 2026, 12:00 PM";
const dashed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

function buyerEmail(kind: string): string {
  const { project, repeatEachIndex } = test.info();
  return `${kind}-${project.name}-${repeatEachIndex}-${Date.now()}@example.org`;
}

async function signIn(page: Page, role: "manager" | "front_desk", name: string) {
  await enrolThroughApi(
    page.request,
    staffCliValidAt(IN_SEASON, "add", "--email", staffEmail(role), "--role", role, "--name", name),
    IN_SEASON,
  );
}

/** A second member of staff on a browser of their own, its clocks in season like the test's page. */
async function managerOnOwnBrowser(browser: Browser): Promise<Page> {
  const manager = await pageOnOwnBrowser(browser, IN_SEASON, { pageClock: true });
  await signIn(manager, "manager", "Mo Ledger");
  return manager;
}

/** Finds the buyer's order in the Orders screen and opens it. */
async function openOrder(page: Page, email: string): Promise<Locator> {
  await page.goto("/staff/orders");
  const find = page.getByRole("search", { name: "Find orders" });
  await find.getByLabel("Search reference, email or name").fill(email);
  await find.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("table", { name: "Orders, newest first" })
    .getByRole("row")
    .filter({ hasText: email })
    .getByRole("link", { name: /^Open order / })
    .click();
  return page.getByRole("region", { name: /^Order [0-9A-Z]{5}-[0-9A-Z]{5}$/ });
}

async function scanPhoto(page: Page, png: Buffer | undefined) {
  await page
    .getByLabel("Scan a photo")
    .setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: png ?? Buffer.alloc(0) });
}

test("a manager refunds a ticket already used at the door, after a confirmation; the door then finds it void", async ({
  page,
  browser,
}) => {
  const email = buyerEmail("refund-journey");
  const qr = await buyThroughTestCheckout(page.request, { email, adults: 2, nightDate: TONIGHT });
  const [first, second] = [...qr.keys()];
  if (!first || !second) throw new Error("two tickets expected");

  await signIn(page, "front_desk", "Jo Gate");
  await page.goto("/staff/door");
  await expect(page.getByLabel("Night")).toHaveValue(TONIGHT);
  const last = page.getByRole("region", { name: "Last scan" });
  await scanPhoto(page, qr.get(first));
  await expect(last).toContainText("Admit 1");
  await scanPhoto(page, qr.get(first));
  await expect(last).toContainText("Already checked in");

  const manager = await managerOnOwnBrowser(browser);
  const order = await openOrder(manager, email);
  const tickets = order.getByRole("table", { name: "Tickets of this order" });
  await expect(tickets.getByRole("columnheader")).toHaveText([
    "Code",
    "Ticket",
    "Night",
    "Price",
    "State",
    "Checked in",
  ]);
  await expect(tickets.getByRole("row", { name: new RegExp(dashed(first)) })).toContainText("$8.00");
  await expect(order).toContainText("Refunded $0.00 of $16.00");

  const refund = order.getByRole("form", { name: "Refund" });
  await expect(refund).toContainText("$16.00 of this order is left to refund.");
  const choices = refund.getByRole("group", { name: "Tickets to refund" });
  await expect(choices.getByRole("checkbox")).toHaveCount(2);
  const used = choices.getByRole("checkbox", { name: `Adult · ${dashed(first)} · Saturday, December 5 · $8.00` });
  await expect(used).toHaveAccessibleDescription(`Already checked in: ${AT_NOON} by Jo Gate`);
  await used.check();
  await refund.getByLabel("Reason").fill("The car broke down at the gate.");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();

  // Money leaves the resort: the form asks first, with what would go where.
  const question = refund.getByText(`Refund $8.00 to ${email}? This voids 1 ticket.`);
  await expect(question).toBeFocused();
  await expect(refund.getByLabel("Reason")).toBeDisabled();
  await expectNoAxeViolations(manager);
  await refund.getByRole("button", { name: "Confirm refund" }).click();

  await expect(
    order.getByRole("status").filter({ hasText: "Refunded. The tickets are void and the buyer is mailed." }),
  ).toBeVisible();
  await expect(order.getByText("Partially refunded", { exact: true })).toBeVisible();
  await expect(order).toContainText("Refunded $8.00 of $16.00");
  const refunds = order.getByRole("list", { name: "Refunds" });
  await expect(refunds.getByRole("listitem")).toHaveCount(1);
  await expect(refunds).toContainText(`$8.00 · Refunded · from the console by Mo Ledger, ${AT_NOON}`);
  await expect(refunds).toContainText("Reason: The car broke down at the gate.");
  await expect(refunds).toContainText(`Voided: ${dashed(first)}`);
  await expect(tickets.getByRole("row", { name: new RegExp(dashed(first)) })).toContainText("Void: refunded");
  await expect(tickets.getByRole("row", { name: new RegExp(dashed(second)) })).toContainText("Valid");
  // Only the ticket still valid can be refunded now.
  await expect(choices.getByRole("checkbox")).toHaveCount(1);
  await expect(refund).toContainText("$8.00 of this order is left to refund.");
  await expect(order.getByRole("list", { name: "Mails to the buyer about this order" })).toContainText(
    "Refund notice: Waiting",
  );
  await expectNoAxeViolations(manager);
  await manager.context().close();

  await scanPhoto(page, qr.get(first));
  await expect(last).toContainText("Void: refunded or cancelled");

  // The front desk sees what was refunded, but refunds are for managers.
  const seen = await openOrder(page, email);
  await expect(seen.getByText("Partially refunded", { exact: true })).toBeVisible();
  await expect(seen.getByRole("list", { name: "Refunds" })).toContainText(`Voided: ${dashed(first)}`);
  await expect(seen.getByRole("form", { name: "Refund" })).toHaveCount(0);
  await expect(seen.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
  await expect(seen.getByRole("button", { name: "Resend receipt" })).toBeVisible();
});

test("a refund checks its fields, answers with the server's limit, and a refund of everything left ends the receipts", async ({
  page,
  consoleErrors,
}) => {
  const email = buyerEmail("refund-limits");
  const qr = await buyThroughTestCheckout(page.request, { email, adults: 2, nightDate: TONIGHT });
  const [first, second] = [...qr.keys()];
  if (!first || !second) throw new Error("two tickets expected");
  await signIn(page, "manager", "Mo Ledger");
  const order = await openOrder(page, email);
  const refund = order.getByRole("form", { name: "Refund" });
  const send = refund.getByRole("button", { name: "Refund", exact: true });
  const amount = refund.getByLabel("Amount in dollars");
  const choices = refund.getByRole("group", { name: "Tickets to refund" });

  await send.click();
  await expect(choices).toContainText("Choose the tickets to refund, or enter an amount.");
  await expect(choices.getByRole("checkbox").first()).toBeFocused();
  await expectNoAxeViolations(page);
  await amount.fill("five");
  await send.click();
  await expect(amount).toHaveAccessibleDescription(
    "Leave empty to refund what the chosen tickets cost. Enter an amount in dollars, like 15 or 15.50.",
  );
  await expect(amount).toBeFocused();

  // Money back without a ticket: every ticket stays valid. Going back changes nothing.
  await amount.fill("5");
  await send.click();
  await expect(refund.getByText(`Refund $5.00 to ${email}? Every ticket stays valid.`)).toBeFocused();
  await refund.getByRole("button", { name: "Back" }).click();
  await expect(send).toBeFocused();
  await expect(amount).toBeEnabled();
  await send.click();
  await refund.getByRole("button", { name: "Confirm refund" }).click();
  await expect(order.getByRole("status").filter({ hasText: "Refunded. The buyer is mailed." })).toBeVisible();
  await expect(order).toContainText("Refunded $5.00 of $16.00");
  await expect(order.getByText("Partially refunded", { exact: true })).toBeVisible();
  await expect(amount).toHaveValue("");

  await amount.fill("12");
  await send.click();
  await refund.getByRole("button", { name: "Confirm refund" }).click();
  await expect(
    order.getByRole("status").filter({ hasText: "At most $11.00 of this order is left to refund." }),
  ).toBeVisible();
  await expect(amount).toHaveAccessibleDescription(
    "Leave empty to refund what the chosen tickets cost. At most $11.00 of this order is left to refund.",
  );
  await expect(order.getByRole("list", { name: "Refunds" }).getByRole("listitem")).toHaveCount(1);
  expect(forgiveFailedRequests(consoleErrors, [409])).toBe(1);

  // Both tickets, no amount: what they cost, up to what is left.
  await amount.fill("");
  await choices.getByRole("checkbox", { name: new RegExp(dashed(first)) }).check();
  await choices.getByRole("checkbox", { name: new RegExp(dashed(second)) }).check();
  await send.click();
  await expect(refund.getByText(`Refund $11.00 to ${email}? This voids 2 tickets.`)).toBeFocused();
  await refund.getByRole("button", { name: "Confirm refund" }).click();
  await expect(
    order.getByRole("status").filter({ hasText: "Refunded. The tickets are void and the buyer is mailed." }),
  ).toBeVisible();
  await expect(order.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(order).toContainText("Refunded $16.00 of $16.00");
  await expect(order.getByRole("list", { name: "Refunds" }).getByRole("listitem")).toHaveCount(2);
  await expect(order.getByRole("form", { name: "Refund" })).toHaveCount(0);
  await expect(order.getByRole("button", { name: "Resend receipt" })).toHaveCount(0);
  await expect(order).toContainText("Every ticket of this order is refunded: there is no receipt to send again.");
  await expect(
    page.getByRole("table", { name: "Orders, newest first" }).getByRole("row").filter({ hasText: email }),
  ).toContainText("Refunded");
  await expectNoAxeViolations(page);
});
