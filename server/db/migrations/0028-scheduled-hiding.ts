import type { Kysely, Migration } from "kysely";

/** A schedule may take a published event off the site instead of publishing the draft. */
export const scheduledHiding: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("content_schedules")
      .addColumn("action", "text", (col) => col.notNull().defaultTo("publish"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("content_schedules").dropColumn("action").execute();
  },
};
