import type { Page } from "@playwright/test";
import { baseURL } from "#tests/e2e/support/browser.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, staffCliValidAt, staffEmail } from "./support/staff.ts";
import { buyThroughTestCheckout, pinClocksInSeason, voidTicket } from "./support/tickets.ts";

pinClocksInSeason();
test.slow();

/** Saturday 5 December 2026, the night the clocks are pinned on. */
const TONIGHT = "2026-12-05";
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const dashed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

async function scanPhoto(page: Page, png: Buffer) {
  await page.getByLabel("Scan a photo").setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: png });
}

test("the front desk scans tickets at the door, online and offline, and the first scan wins", async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  const email = `door-${testInfo.project.name}-${testInfo.repeatEachIndex}-${Date.now()}@example.org`;
  const qr = await buyThroughTestCheckout(page.request, { email, adults: 4, nightDate: TONIGHT });
  const [first, second, third, fourth] = [...qr.keys()];
  if (!first || !second || !third || !fourth) throw new Error("four tickets expected");
  const photo = (code: string) => qr.get(code) ?? Buffer.alloc(0);

  await enrolThroughApi(
    page.request,
    staffCliValidAt(IN_SEASON, "add", "--email", staffEmail("front"), "--role", "front_desk", "--name", "Jo Gate"),
    IN_SEASON,
  );
  await page.goto("/staff/door");
  await expect(page.getByRole("heading", { name: "Door", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Night")).toHaveValue(TONIGHT);
  const connection = page.getByRole("region", { name: "Connection" });
  await expect(connection.getByRole("status")).toHaveText("Online");
  await expect(connection).toContainText(/Tonight's list: \d+ tickets, \d+ checked in/);
  const last = page.getByRole("region", { name: "Last scan" });

  await scanPhoto(page, photo(first));
  await expect(last).toContainText("Admit 1");
  await expect(last).toContainText(`Adult · ${dashed(first)} · ${email}`);

  await scanPhoto(page, photo(first));
  await expect(last).toContainText("Already checked in");
  await expect(last).toContainText("Checked in at 12:00 PM by Jo Gate");
  await expectNoAxeViolations(page);

  voidTicket(fourth);
  const find = page.getByRole("search", { name: "Find a ticket" });
  await find.getByLabel("Code, order, name or email").fill(dashed(fourth).toLowerCase());
  await find.getByRole("button", { name: "Find" }).click();
  await page
    .getByRole("list", { name: "Tickets found" })
    .getByRole("button", { name: `Check in ${dashed(fourth)}` })
    .click();
  await expect(last).toContainText("Void: refunded or cancelled");

  // No signal at the gate: the door answers from the list it downloaded.
  await context.setOffline(true);
  await scanPhoto(page, photo(third));
  await expect(last).toContainText("Admit 1");
  await expect(last).toContainText("No connection: judged from the list on this device");
  await expect(connection).toContainText("1 check-in waits to sync.");
  // Meanwhile another device, still online, had checked the second ticket in a minute earlier.
  const otherDevice = await page.request.post("/api/staff/door/check-ins", {
    headers: { Origin: baseURL },
    data: {
      event: "christmas-lights",
      night: TONIGHT,
      scans: [
        { id: `other-${Date.now()}`, code: second, scannedAt: new Date(IN_SEASON.getTime() - 60_000).toISOString() },
      ],
    },
  });
  expect((await otherDevice.json()).results[0].outcome).toBe("admitted");
  await scanPhoto(page, photo(second));
  await expect(last).toContainText("Admit 1");
  await expect(connection).toContainText("2 check-ins wait to sync.");

  await context.setOffline(false);
  // The scans and list refreshes the page tried while offline.
  expect(forgiveFailedRequests(consoleErrors, ["ERR_INTERNET_DISCONNECTED"])).toBeGreaterThan(0);
  const conflicts = page.getByRole("region", { name: "Synced with differences" });
  await expect(conflicts).toContainText(`${dashed(second)} (Adult): Already checked in at 11:59 AM by Jo Gate`);
  await expect(connection).not.toContainText("wait to sync");
  await expect(connection.getByRole("status")).toHaveText("Online");

  const guests = page.getByRole("region", {
    name: /^Guest list: Christmas Lights Drive-Through, Saturday, December 5, 2026/,
  });
  for (const code of [first, second, third])
    await expect(guests.getByRole("row", { name: new RegExp(dashed(code)) })).not.toContainText("☐");
  await expect(guests.getByRole("row", { name: new RegExp(dashed(fourth)) })).toContainText("VOID");
  await expectNoAxeViolations(page);

  const csv = await page.request.get(
    guests.getByRole("link", { name: "Download CSV" })
      ? `/api/staff/door/guest-list.csv?event=christmas-lights&night=${TONIGHT}`
      : "",
  );
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).split(/\r?\n/);
  expect(lines[0]).toBe("Code,Ticket,Night,Buyer,Email,Order,Status,Checked in at,Checked in by");
  expect(lines.filter((line) => line.includes(email))).toHaveLength(4);
});
