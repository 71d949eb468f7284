import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * The door: a ticket's check-in on a night, at most one per ticket and night (a pass comes once
 * each night), named by the scan that made it so a scan sent again is recognised. An order keeps
 * the buyer's name Stripe collected, for the door's search.
 */
export const checkIns: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("ticket_check_ins"))
      .addColumn("ticket_id", "integer", (col) => col.notNull().references("tickets.id").onDelete("cascade"))
      .addColumn("night_date", "text", (col) => col.notNull())
      .addColumn("scan_id", "text", (col) => col.notNull().unique())
      .addColumn("checked_in_at", "text", (col) => col.notNull())
      .addColumn("staff_id", "integer", (col) => col.notNull().references("staff_accounts.id"))
      .addColumn("recorded_at", "text", (col) => col.notNull())
      .addUniqueConstraint("ticket_check_ins_ticket_night", ["ticket_id", "night_date"])
      .execute();
    // The door lists a night's tickets; orders had no index by event, tickets none by night.
    await db.schema.createIndex("tickets_night").on("tickets").columns(["night_date", "order_id"]).execute();
    await db.schema.createIndex("ticket_orders_event").on("ticket_orders").column("event_id").execute();
    await db.schema.alterTable("ticket_orders").addColumn("customer_name", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("ticket_orders").dropColumn("customer_name").execute();
    await db.schema.dropIndex("ticket_orders_event").execute();
    await db.schema.dropIndex("tickets_night").execute();
    await db.schema.dropTable("ticket_check_ins").execute();
  },
};
