import type { Kysely, Migration } from "kysely";
import { boxOfficeOf } from "#content/box-office.ts";
import { findEvent } from "#content/events.ts";
import { newOrderReference, ticketsFor } from "#server/box-office/tickets.ts";
import type { Database } from "#server/db/schema.ts";
import { addIdColumn } from "./id-column.ts";

/**
 * Tickets: one per person on a night (a pass is one ticket), each with a short code unique across
 * the box office; an order gains the reference its ticket link is made from, and the moment its
 * buyer accepted the event's terms. Mail can carry attachments (a ticket's QR code, shown inline).
 * Orders paid before tickets existed get their reference and tickets here.
 */
export const tickets: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("tickets"))
      .addColumn("order_id", "integer", (col) => col.notNull().references("ticket_orders.id").onDelete("cascade"))
      .addColumn("code", "text", (col) => col.notNull().unique())
      .addColumn("ticket_type", "text")
      .addColumn("label", "text", (col) => col.notNull())
      .addColumn("night_date", "text")
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("tickets_order").on("tickets").column("order_id").execute();
    await db.schema.alterTable("ticket_orders").addColumn("reference", "text").execute();
    await db.schema.createIndex("ticket_orders_reference").unique().on("ticket_orders").column("reference").execute();
    await db.schema
      .createIndex("ticket_orders_customer")
      .on("ticket_orders")
      .columns(["customer_email", "created_at"])
      .execute();
    await db.schema.alterTable("ticket_orders").addColumn("terms_accepted_at", "text").execute();
    await db.schema.alterTable("test_checkouts").addColumn("terms_accepted_at", "text").execute();
    await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
    await ticketEarlierOrders(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("outbox").dropColumn("attachments").execute();
    await db.schema.alterTable("test_checkouts").dropColumn("terms_accepted_at").execute();
    await db.schema.alterTable("ticket_orders").dropColumn("terms_accepted_at").execute();
    await db.schema.dropIndex("ticket_orders_customer").execute();
    await db.schema.dropIndex("ticket_orders_reference").execute();
    await db.schema.alterTable("ticket_orders").dropColumn("reference").execute();
    await db.schema.dropTable("tickets").execute();
  },
};

async function ticketEarlierOrders(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  const orders = await db.selectFrom("ticket_orders").select(["id", "event_id", "night_date"]).execute();
  for (const order of orders) {
    const lines = await db
      .selectFrom("ticket_order_lines")
      .select(["ticket_id as ticketId", "label", "quantity", "amount_total_cents as amountTotalCents"])
      .where("order_id", "=", order.id)
      .execute();
    // The content folder's facts: these orders were paid before the content lived in the database.
    const event = findEvent(order.event_id);
    const sale = event && {
      dates: event.dates,
      perNightTickets: boxOfficeOf(order.event_id)?.perNightTickets ?? [],
    };
    // Only the columns tickets had then; later migrations fill in the rest.
    const tickets = ticketsFor(sale, order.night_date, lines, new Date(now)).map(
      ({ code, ticket_type, label, night_date }) => ({
        code,
        ticket_type,
        label,
        night_date,
        order_id: order.id,
        status: "valid" as const,
        created_at: now,
      }),
    );
    if (tickets.length > 0) await db.insertInto("tickets").values(tickets).execute();
    await db.updateTable("ticket_orders").set({ reference: newOrderReference() }).where("id", "=", order.id).execute();
  }
}
