import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { baseURL } from "./browser.ts";
import { setServerClock } from "./clock.ts";
import { expect, test } from "./fixtures.ts";
import { testServerDatabaseUrl } from "./staff.ts";

/** Inside the Christmas Lights season, on the resort's calendar and the browser's. */
export const IN_SEASON = new Date("2026-12-05T18:00:00Z");
export const EVENT_PATH = "/events/christmas-lights";

/** Pins both clocks in season for every test of the file that calls it. */
export function pinClocksInSeason(on: Pick<typeof test, "beforeEach" | "afterEach"> = test) {
  on.beforeEach(async ({ page }) => {
    await setServerClock(page, IN_SEASON);
    await page.clock.install({ time: IN_SEASON });
  });
  on.afterEach(async ({ page }) => {
    await setServerClock(page, null);
  });
}

export function panel(page: Page) {
  return page.getByRole("region", { name: "Buy Tickets" });
}

/** Every create-checkout-session request the page makes. */
export function checkoutRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/create-checkout-session")) seen.push(request);
  });
  return seen;
}

export async function openPanel(page: Page) {
  await page.goto(EVENT_PATH);
  await expect(panel(page).getByRole("button", { name: "Continue to Checkout" })).toBeVisible();
  // The live form replaces the prerendered one once the panel comes near, and the nights follow:
  // tests that time what a control does start after both.
  await panel(page).scrollIntoViewIfNeeded();
  await expect(panel(page).locator('[data-form="live"]')).toBeAttached();
  await expect(panel(page).getByRole("radiogroup", { name: "Choose a night" })).toBeVisible();
}

/**
 * Rests the mouse on a stepper's add button, first brought to the middle of the screen: the chat
 * prompt rises over the lower right corner 3 s after the chat button arrives, and a button beneath it
 * would lose the pointer to it.
 */
export async function hoverAddButton(page: Page, label: string): Promise<void> {
  const add = panel(page).getByRole("button", { name: `Add one ${label} ticket` });
  await add.evaluate((button) => button.scrollIntoView({ block: "center" }));
  await add.hover();
}

export async function choose(page: Page, label: string, times: number) {
  for (let i = 0; i < times; i++)
    await panel(page)
      .getByRole("button", { name: `Add one ${label} ticket` })
      .click();
}

/** The night picker's radio for a date as it names it ("Saturday, December 12"), whatever its state. */
export function night(page: Page, date: string) {
  return panel(page)
    .getByRole("radiogroup", { name: "Choose a night" })
    .getByRole("radio", { name: new RegExp(`^${date} — `) });
}

/** The night the journeys buy for; the tests that change nights leave it alone. */
export const JOURNEY_NIGHT = "Saturday, December 12";

export async function chooseNight(page: Page, date = JOURNEY_NIGHT) {
  await night(page, date).check();
}

/** Takes `adults` adult tickets for the journey night from the event's ticket panel to the test checkout's page. */
export async function checkoutFromPanel(page: Page, { adults, email }: { adults: number; email: string }) {
  await openPanel(page);
  await chooseNight(page);
  await choose(page, "Adult", adults);
  await panel(page).getByLabel("Email for your receipt").fill(email);
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();
  await expect(page.getByText("Test mode — no charge")).toBeVisible();
}

/** Completes the test checkout's purchase, back on the event's page with its confirmation. */
export async function completeTestCheckout(page: Page) {
  await page.getByRole("button", { name: "Complete test purchase" }).click();
  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your tickets are booked." })).toBeVisible();
}

/** The test server's database, for what only staff or past buyers could do to a night. */
function withServerDatabase(change: (database: DatabaseSync) => void): void {
  const database = new DatabaseSync(testServerDatabaseUrl().replace(/^file:/, ""));
  try {
    database.exec("PRAGMA busy_timeout = 5000;");
    change(database);
  } finally {
    database.close();
  }
}

/**
 * Sets a Christmas Lights night's capacity and whether it is on sale (`YYYY-MM-DD`), as staff
 * would. Every test shares the server: change only nights no other test buys for.
 */
export function setNight(date: string, { capacity = 400, status = "on_sale" }: { capacity?: number; status?: string }) {
  withServerDatabase((database) =>
    database
      .prepare(
        `INSERT INTO event_nights (event_id, date, capacity, status, updated_at) VALUES ('christmas-lights', ?, ?, ?, ?)
         ON CONFLICT (event_id, date) DO UPDATE SET capacity = excluded.capacity, status = excluded.status, updated_at = excluded.updated_at`,
      )
      .run(date, capacity, status, new Date().toISOString()),
  );
}

/** Places sold on a Christmas Lights night as one paid order; the same night and count sell once however often it runs. */
export function sellPlaces(date: string, people: number) {
  withServerDatabase((database) =>
    database
      .prepare(
        `INSERT INTO ticket_holds (event_id, night_date, people, checkout_id, status, created_at, expires_at)
         VALUES ('christmas-lights', ?, ?, ?, 'sold', ?, ?) ON CONFLICT (checkout_id) DO NOTHING`,
      )
      .run(date, people, `e2e_sold_${date}_${people}`, new Date().toISOString(), new Date().toISOString()),
  );
}

/** The receipt queued for a buyer (the browser tests' server has no mail server), newest first. */
function queuedReceipt(to: string): { text: string; html: string; attachments: string } | undefined {
  let receipt: { text: string; html: string; attachments: string } | undefined;
  withServerDatabase((database) => {
    receipt = database
      .prepare(
        `SELECT text_body AS text, html_body AS html, attachments FROM outbox
         WHERE kind = 'ticket-receipt' AND to_address = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(to) as typeof receipt;
  });
  return receipt;
}

/** Buys tickets through the test checkout, as a visitor would, and answers the receipt's QR images by ticket code. */
export async function buyThroughTestCheckout(
  request: APIRequestContext,
  { email, adults, nightDate }: { email: string; adults: number; nightDate: string },
): Promise<Map<string, Buffer>> {
  const opened = await request.post("/api/create-checkout-session", {
    data: {
      items: [{ priceId: "test_price_christmas-adult", quantity: adults }],
      customerEmail: email,
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: `${baseURL}${EVENT_PATH}?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${baseURL}${EVENT_PATH}?canceled=true`,
      nightDate,
    },
  });
  expect(opened.status()).toBe(200);
  const { url } = (await opened.json()) as { url: string };
  const completed = await request.post(`${new URL(url).pathname}/complete`, { maxRedirects: 0 });
  expect(completed.status()).toBe(303);
  const attachments = JSON.parse(queuedReceipt(email)?.attachments ?? "[]") as {
    filename: string;
    contentBase64: string;
  }[];
  return new Map(
    attachments.map((image) => [
      /ticket-(\w{4})-(\w{4})\.png$/.exec(image.filename)?.slice(1).join("") ?? "",
      Buffer.from(image.contentBase64, "base64"),
    ]),
  );
}

/** Marks a ticket refunded, as the box office will when its order is refunded. */
export function voidTicket(code: string) {
  withServerDatabase((database) => database.prepare("UPDATE tickets SET status = 'void' WHERE code = ?").run(code));
}
