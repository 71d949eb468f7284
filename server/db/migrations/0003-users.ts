import type { Kysely, Migration } from "kysely";

/** The PocketBase-style `users` auth collection; ids are PocketBase's 15-character text ids. */
export const users: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("users")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("email_visibility", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("verified", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("username", "text", (col) => col.notNull().unique())
      .addColumn("first_name", "text", (col) => col.notNull())
      .addColumn("last_name", "text", (col) => col.notNull())
      .addColumn("phone_number", "text", (col) => col.notNull())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("token_key", "text", (col) => col.notNull())
      .addColumn("reset_sent_at", "text")
      .addColumn("verification_sent_at", "text")
      .addColumn("created", "text", (col) => col.notNull())
      .addColumn("updated", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("users").execute();
  },
};
