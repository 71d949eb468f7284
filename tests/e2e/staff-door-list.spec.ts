import type { Page } from "@playwright/test";
import { uniqueEmail } from "./support/addresses.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, staffCliValidAt, staffEmail } from "./support/staff.ts";
import { buyThroughTestCheckout } from "./support/tickets.ts";

test.slow();

/** Friday 18 December 2026, a night no other browser test buys for. */
const TONIGHT = "2026-12-18";
/** Noon at the resort that day, where both clocks start. */
const NOON = new Date("2026-12-18T18:00:00Z");

test.beforeEach(async ({ page }) => {
  await setServerClock(page, NOON);
  await page.clock.install({ time: NOON });
});
test.afterEach(async ({ page }) => {
  await setServerClock(page, null);
});

async function scanPhoto(page: Page, png: Buffer) {
  await page.getByLabel("Scan a photo").setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: png });
}

const dashed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** Everything the page's origin keeps in localStorage, key and value, as one text. */
const storedText = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(localStorage)));

test("the door's list shows its age, asks before admitting from a list past the sync window, and leaves the device at sign-out", async ({
  page,
  context,
  consoleErrors,
}) => {
  const email = uniqueEmail("doorlist");
  const qr = await buyThroughTestCheckout(page.request, { email, adults: 3, nightDate: TONIGHT });
  const [first, second, third] = [...qr.keys()];
  if (!first || !second || !third) throw new Error("three tickets expected");
  const photo = (code: string) => qr.get(code) ?? Buffer.alloc(0);

  await enrolThroughApi(
    page.request,
    staffCliValidAt(NOON, "add", "--email", staffEmail("front"), "--role", "front_desk", "--name", "Lee List"),
    NOON,
  );
  await page.goto("/staff/door");
  // The front desk opens the door on tonight's night alone.
  await expect(page.getByLabel("Night").getByRole("option")).toHaveText([/^Friday, December 18, 2026 \(tonight\)$/]);
  const connection = page.getByRole("region", { name: "Connection" });
  await expect(connection.getByRole("status")).toHaveText("Online");
  await expect(connection).toContainText("List synced less than a minute ago.");

  // The list on the device finds tonight's tickets, and holds neither the buyer's email nor a signature.
  const stored = await storedText(page);
  expect(stored).toContain(first);
  expect(stored).not.toContain(email);
  expect(stored).not.toContain("signature");
  expect(stored).not.toContain("RT1:");

  const last = page.getByRole("region", { name: "Last scan" });
  const question = page.getByRole("dialog", { name: "Admit from an old list?" });
  // A first scan online, which also loads the QR reader while the connection is there, and a first
  // touch of the page, with which the console's toasts load (app/components/ui/toaster.tsx).
  await scanPhoto(page, photo(third));
  await expect(last).toContainText("Admit 1");
  const toasts = page.waitForResponse((response) => response.url().includes("/assets/sonner-toaster"));
  await page.getByLabel("Code, order, name or email").focus();
  await toasts;
  await context.setOffline(true);
  // Within the sync window, an offline admission needs no question.
  await scanPhoto(page, photo(second));
  await expect(last).toContainText("Admit 1");
  await expect(connection).toContainText("1 check-in waits to sync.");

  // Twelve minutes with no signal: the list has missed its refreshes.
  await page.clock.fastForward("12:00");
  await expect(connection).toContainText("List synced 12 min ago.");
  await scanPhoto(page, photo(first));
  await expect(question).toBeVisible();
  // The question names the ticket it is about; the list has no email, and this order no buyer's name.
  await expect(question).toContainText(
    new RegExp(`^Admit from an old list\\?Adult · ${dashed(first)} · [0-9A-Z]{5}-[0-9A-Z]{5}List`),
  );
  await expect(question).toContainText(
    "List synced 12 min ago: another device may have admitted this ticket since, or it may have been refunded.",
  );
  await expect(question.getByRole("button", { name: "Admit anyway" })).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Don't admit" }).click();
  await expect(question).toBeHidden();
  await expect(connection).toContainText("1 check-in waits to sync.");

  await scanPhoto(page, photo(first));
  await question.getByRole("button", { name: "Admit anyway" }).click();
  await expect(question).toBeHidden();
  await expect(last).toContainText("Admit 1");
  await expect(connection).toContainText("2 check-ins wait to sync.");

  await context.setOffline(false);
  await expect(connection).not.toContainText("wait to sync");
  await expect(connection).toContainText("List synced less than a minute ago.");
  const guests = page.getByRole("region", { name: /^Guest list: / });
  for (const code of [first, second, third])
    await expect(guests.getByRole("row", { name: new RegExp(dashed(code)) })).not.toContainText("☐");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  const afterSignOut = await storedText(page);
  expect(afterSignOut).not.toContain("door:");
  for (const code of [first, second, third]) expect(afterSignOut).not.toContain(code);

  // The list refreshes and scans the page tried while offline.
  expect(forgiveFailedRequests(consoleErrors, ["ERR_INTERNET_DISCONNECTED"])).toBeGreaterThan(0);
});
