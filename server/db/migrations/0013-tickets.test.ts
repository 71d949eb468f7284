import { Migrator, sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { temporaryDatabase } from "#server/testing/test-server.ts";
import { migrations } from "./index.ts";

const database = temporaryDatabase();
afterEach(() => database.remove());

it("gives orders paid before tickets existed their reference and tickets, then each ticket its price and each pass its season", async () => {
  const { db } = openDatabase(database.url);
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  expect((await migrator.migrateTo("0012-box-office")).error).toBeUndefined();
  // Written as the schema of the time had it: no reference yet.
  await sql`INSERT INTO ticket_orders (session_id, mode, event_id, event_name, customer_email, amount_total_cents,
    currency, created_at, mails_queued_at, night_date) VALUES ('cs_before_tickets', 'test', 'christmas-lights',
    'Christmas Lights Drive-Through', 'early@example.com', 4600, 'usd', '2026-11-22T18:00:00.000Z',
    '2026-11-22T18:00:00.000Z', '2026-11-28')`.execute(db);
  const order = await db.selectFrom("ticket_orders").select("id").executeTakeFirstOrThrow();
  const line = (ticketId: string, label: string, quantity: number, cents: number) => ({
    order_id: order.id,
    price_id: `test_price_${ticketId}`,
    ticket_id: ticketId,
    label,
    quantity,
    unit_amount_cents: cents,
    amount_total_cents: cents * quantity,
  });
  await db
    .insertInto("ticket_order_lines")
    .values([line("christmas-adult", "Adult", 2, 800), line("christmas-season-pass", "Season Pass", 1, 3000)])
    .execute();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const migrated = await db.selectFrom("ticket_orders").select("reference").executeTakeFirstOrThrow();
  expect(migrated.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  const tickets = await db
    .selectFrom("tickets")
    .select(["label", "night_date", "status", "price_cents", "valid_from", "valid_until"])
    .orderBy("id")
    .execute();
  // Migration 0015 fills in each ticket's share of its line, 0016 the season a pass was bought in.
  const night = { night_date: "2026-11-28", valid_from: null, valid_until: null };
  expect(tickets).toEqual([
    { label: "Adult", status: "valid", price_cents: 800, ...night },
    { label: "Adult", status: "valid", price_cents: 800, ...night },
    {
      label: "Season Pass",
      night_date: null,
      status: "valid",
      price_cents: 3000,
      valid_from: "2026-11-21",
      valid_until: "2027-01-04",
    },
  ]);
  await db.destroy();
});
