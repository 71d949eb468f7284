import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * Failed sign-ins on each staff account (when, from which address, at which step), so its owner
 * sees them in the console: the backoff that once locked the account against them is per device now.
 */
export const staffSignInFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("staff_sign_in_failures"))
      .addColumn("staff_id", "integer", (col) => col.notNull().references("staff_accounts.id"))
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("address", "text", (col) => col.notNull())
      .addColumn("step", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("staff_sign_in_failures_staff")
      .on("staff_sign_in_failures")
      .columns(["staff_id", "at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("staff_sign_in_failures").execute();
  },
};
