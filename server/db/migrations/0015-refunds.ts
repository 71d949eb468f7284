import { sql, type Kysely, type Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * Refunds: each one an order's, asked for in the console, made in Stripe's dashboard, or made when
 * a night was called off; a ticket names the refund that voided it, and keeps what was paid for it
 * (its line's amount shared among the line's tickets, so a discount is shared too). An order keeps
 * its Stripe payment, which refunds are made against and reported by, and when its night was
 * cancelled.
 */
export const refunds: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("ticket_refunds"))
      .addColumn("order_id", "integer", (col) => col.notNull().references("ticket_orders.id").onDelete("cascade"))
      .addColumn("stripe_refund_id", "text", (col) => col.unique())
      .addColumn("amount_cents", "integer", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("source", "text", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      .addColumn("staff_id", "integer", (col) => col.references("staff_accounts.id"))
      .addColumn("actor", "text", (col) => col.notNull())
      .addColumn("failure", "text")
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("ticket_refunds_order").on("ticket_refunds").column("order_id").execute();
    await db.schema
      .createIndex("ticket_refunds_status")
      .on("ticket_refunds")
      .columns(["status", "stripe_refund_id"])
      .execute();
    await db.schema.alterTable("tickets").addColumn("refund_id", "integer").execute();
    await db.schema
      .alterTable("tickets")
      .addColumn("price_cents", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("ticket_orders").addColumn("payment_intent_id", "text").execute();
    await db.schema.alterTable("ticket_orders").addColumn("cancelled_at", "text").execute();
    await db.schema
      .createIndex("ticket_orders_payment_intent")
      .on("ticket_orders")
      .column("payment_intent_id")
      .execute();
    // Each earlier ticket gets its line's amount divided among the line's tickets, to the cent.
    await sql`
      UPDATE tickets SET price_cents = (
        SELECT l.amount_total_cents / l.quantity FROM ticket_order_lines l
        WHERE l.order_id = tickets.order_id AND l.label = tickets.label AND l.quantity > 0
        ORDER BY l.id LIMIT 1
      )
      WHERE EXISTS (
        SELECT 1 FROM ticket_order_lines l
        WHERE l.order_id = tickets.order_id AND l.label = tickets.label AND l.quantity > 0
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("ticket_orders_payment_intent").execute();
    await db.schema.alterTable("ticket_orders").dropColumn("cancelled_at").execute();
    await db.schema.alterTable("ticket_orders").dropColumn("payment_intent_id").execute();
    await db.schema.alterTable("tickets").dropColumn("price_cents").execute();
    await db.schema.alterTable("tickets").dropColumn("refund_id").execute();
    await db.schema.dropTable("ticket_refunds").execute();
  },
};
