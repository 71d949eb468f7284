import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

export const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("outbox"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("to_address", "text", (col) => col.notNull())
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("text_body", "text", (col) => col.notNull())
      .addColumn("html_body", "text")
      .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("sent_at", "text")
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("outbox").execute();
  },
};
