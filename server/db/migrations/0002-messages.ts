import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/** Every contact message, inquiry and subscriber is kept here before any mail is sent. */
export const messages: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("contact_messages"))
      .addColumn("first_name", "text", (col) => col.notNull())
      .addColumn("last_name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text")
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await addIdColumn(db, db.schema.createTable("inquiries"))
      .addColumn("inquiry_type", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("fields", "text", (col) => col.notNull())
      .addColumn("page_url", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await addIdColumn(db, db.schema.createTable("newsletter_subscribers"))
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("unsubscribed_at", "text")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("newsletter_subscribers").execute();
    await db.schema.dropTable("inquiries").execute();
    await db.schema.dropTable("contact_messages").execute();
  },
};
