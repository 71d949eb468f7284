import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, staffCliValidAt, staffEmail } from "./support/staff.ts";
import { buyThroughTestCheckout, pinClocksInSeason } from "./support/tickets.ts";

pinClocksInSeason();
test.slow();

/** Saturday 5 December 2026, the night the clocks are pinned on. */
const TONIGHT = "2026-12-05";
const TONIGHT_NAMED = "Saturday, December 5, 2026";
const IN_SEASON = new Date("2026-12-05T18:00:00Z");

test("a manager finds an order by the buyer's email, sees its tickets, resends the receipt, and sees tonight's sales", async ({
  page,
}, testInfo) => {
  const email = `orders-${testInfo.project.name}-${testInfo.repeatEachIndex}-${Date.now()}@example.org`;
  const qr = await buyThroughTestCheckout(page.request, { email, adults: 2, nightDate: TONIGHT });
  expect(qr.size).toBe(2);

  await enrolThroughApi(
    page.request,
    staffCliValidAt(IN_SEASON, "add", "--email", staffEmail("manager"), "--role", "manager", "--name", "Mo Ledger"),
    IN_SEASON,
  );
  await page.goto("/staff/orders");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const find = page.getByRole("search", { name: "Find orders" });
  await expect(find.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/staff/orders.csv");
  await find.getByLabel("Search reference, email or name").fill(email);
  await find.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/staff\/orders\?q=/);

  const orders = page.getByRole("table", { name: "Orders, newest first" });
  const row = orders.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Christmas Lights Drive-Through");
  await expect(row).toContainText(TONIGHT_NAMED);
  await expect(row).toContainText("2 · 0 checked in");
  await expect(row).toContainText("$16.00 (test)");
  await expect(row).toContainText("Paid");
  await row.getByRole("link", { name: /^Open order [0-9A-Z]{5}-[0-9A-Z]{5}$/ }).click();

  const order = page.getByRole("region", { name: /^Order [0-9A-Z]{5}-[0-9A-Z]{5}$/ });
  await expect(order).toContainText(email);
  await expect(order).toContainText("$16.00 on");
  await expect(order).toContainText("(test checkout: no card was charged)");
  await expect(order.getByRole("list", { name: "Lines" })).toContainText("2 × Adult at $8.00: $16.00");
  await expect(order.getByRole("heading", { name: "Tickets: 2, 0 checked in", level: 3 })).toBeVisible();
  const tickets = order.getByRole("table", { name: "Tickets of this order" });
  for (const code of qr.keys()) {
    const ticket = tickets.getByRole("row", { name: new RegExp(`${code.slice(0, 4)}-${code.slice(4)}`) });
    await expect(ticket).toContainText("Adult");
    await expect(ticket).toContainText(TONIGHT_NAMED);
    await expect(ticket).toContainText("Valid");
    await expect(ticket).toContainText("Not yet");
  }
  await expect(order.getByRole("link", { name: "Open the buyer's ticket page" })).toHaveAttribute(
    "href",
    /\/tickets\/[0-9a-z]{10}-[A-Za-z0-9_-]{27}$/,
  );
  const mails = order.getByRole("list", { name: "Mails to the buyer about this order" });
  await expect(mails.getByRole("listitem")).toHaveCount(1);
  await expect(mails).toContainText("Receipt: Waiting");
  await expectNoAxeViolations(page);

  await order.getByRole("button", { name: "Resend receipt" }).click();
  await expect(
    order.getByRole("status").filter({ hasText: "The receipt is queued again and goes out in a moment." }),
  ).toBeVisible();
  await expect(mails.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  const sales = page.getByRole("region", { name: "Ticket sales" });
  const table = sales.getByRole("table", {
    name: "Ticket sales by event: tonight, over the run, and tonight's check-ins",
  });
  await expect(table.getByRole("columnheader")).toHaveText(["Event", "Tonight sold", "Run sold", "Tonight checked in"]);
  const christmas = table.getByRole("row", { name: /Christmas Lights Drive-Through/ });
  await expect(christmas).toContainText(TONIGHT_NAMED);
  await expect(christmas.getByRole("cell").nth(0)).toHaveText(/^\d+ tickets · \$[\d,]+\.\d\d$/);
  await expect(christmas.getByRole("cell").nth(1)).toHaveText(/^\d+ tickets · \$[\d,]+\.\d\d$/);
  await expect(christmas.getByRole("cell").nth(2)).toHaveText(/^\d+$/);
  await expectNoAxeViolations(page);
});
