import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

export const orders: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("ticket_orders"))
      .addColumn("session_id", "text", (col) => col.notNull().unique())
      .addColumn("stripe_event_id", "text", (col) => col.unique())
      .addColumn("mode", "text", (col) => col.notNull())
      .addColumn("event_id", "text", (col) => col.notNull())
      .addColumn("event_name", "text", (col) => col.notNull())
      .addColumn("customer_email", "text", (col) => col.notNull())
      .addColumn("amount_total_cents", "integer", (col) => col.notNull())
      .addColumn("currency", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("mails_queued_at", "text")
      .execute();
    await addIdColumn(db, db.schema.createTable("ticket_order_lines"))
      .addColumn("order_id", "integer", (col) => col.notNull().references("ticket_orders.id").onDelete("cascade"))
      .addColumn("price_id", "text", (col) => col.notNull())
      .addColumn("ticket_id", "text")
      .addColumn("label", "text", (col) => col.notNull())
      .addColumn("quantity", "integer", (col) => col.notNull())
      .addColumn("unit_amount_cents", "integer", (col) => col.notNull())
      .addColumn("amount_total_cents", "integer", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("ticket_order_lines_order").on("ticket_order_lines").column("order_id").execute();
    await db.schema
      .createTable("test_checkouts")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("event_id", "text", (col) => col.notNull())
      .addColumn("customer_email", "text", (col) => col.notNull())
      .addColumn("lines", "text", (col) => col.notNull())
      .addColumn("success_url", "text", (col) => col.notNull())
      .addColumn("cancel_url", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("test_checkouts").execute();
    await db.schema.dropTable("ticket_order_lines").execute();
    await db.schema.dropTable("ticket_orders").execute();
  },
};
