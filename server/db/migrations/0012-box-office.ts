import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * The box office: a row per event night staff changed or someone bought for (its capacity and
 * whether it is on sale; a night without a row has the content's capacity and is on sale), and the
 * places each checkout holds on its night until it is paid (sold), or expires or is abandoned
 * (released). An order remembers its night.
 */
export const boxOffice: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("event_nights")
      .addColumn("event_id", "text", (col) => col.notNull())
      .addColumn("date", "text", (col) => col.notNull())
      .addColumn("capacity", "integer", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("event_nights_pk", ["event_id", "date"])
      .execute();
    await addIdColumn(db, db.schema.createTable("ticket_holds"))
      .addColumn("event_id", "text", (col) => col.notNull())
      .addColumn("night_date", "text", (col) => col.notNull())
      .addColumn("people", "integer", (col) => col.notNull())
      .addColumn("checkout_id", "text", (col) => col.unique())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("ticket_holds_night")
      .on("ticket_holds")
      .columns(["event_id", "night_date", "status"])
      .execute();
    await db.schema.alterTable("ticket_orders").addColumn("night_date", "text").execute();
    await db.schema.alterTable("test_checkouts").addColumn("night_date", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("test_checkouts").dropColumn("night_date").execute();
    await db.schema.alterTable("ticket_orders").dropColumn("night_date").execute();
    await db.schema.dropTable("ticket_holds").execute();
    await db.schema.dropTable("event_nights").execute();
  },
};
