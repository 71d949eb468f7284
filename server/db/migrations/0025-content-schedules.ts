import type { Kysely, Migration } from "kysely";

/**
 * A publish staff set for a time: at most one per document, kept until it has happened, and kept
 * with the reason when it could not, so that staff are told.
 */
export const contentSchedules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_schedules")
      .addColumn("key", "text", (col) => col.primaryKey().references("content_documents.key"))
      .addColumn("due_at", "text", (col) => col.notNull())
      .addColumn("scheduled_at", "text", (col) => col.notNull())
      .addColumn("scheduled_by", "text", (col) => col.notNull())
      .addColumn("scheduled_by_id", "integer")
      .addColumn("failure", "text")
      .addColumn("failed_at", "text")
      .execute();
    await db.schema.createIndex("content_schedules_due").on("content_schedules").column("due_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("content_schedules").execute();
  },
};
