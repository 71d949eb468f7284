import type { Kysely, Migration } from "kysely";
import { findEvent } from "#content/events.ts";
import { passSeason } from "#server/box-office/tickets.ts";
import type { Database } from "#server/db/schema.ts";

/**
 * A pass keeps the nights it admits on, its event's run when it was paid for, so an annual event's
 * door does not admit last season's passes. Passes sold before get the run of their order's day.
 */
export const passSeasons: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("tickets").addColumn("valid_from", "text").execute();
    await db.schema.alterTable("tickets").addColumn("valid_until", "text").execute();
    await seasonEarlierPasses(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("tickets").dropColumn("valid_until").execute();
    await db.schema.alterTable("tickets").dropColumn("valid_from").execute();
  },
};

async function seasonEarlierPasses(db: Kysely<Database>): Promise<void> {
  const orders = await db
    .selectFrom("ticket_orders as o")
    .select(["o.id", "o.event_id", "o.created_at"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("tickets as t")
          .select("t.id")
          .whereRef("t.order_id", "=", "o.id")
          .where("t.night_date", "is", null),
      ),
    )
    .execute();
  for (const order of orders) {
    // The content folder's dates: these orders were paid before the content lived in the database.
    const season = passSeason(findEvent(order.event_id)?.dates, new Date(order.created_at));
    if (!season) continue;
    await db
      .updateTable("tickets")
      .set({ valid_from: season.from, valid_until: season.until })
      .where("order_id", "=", order.id)
      .where("night_date", "is", null)
      .execute();
  }
}
