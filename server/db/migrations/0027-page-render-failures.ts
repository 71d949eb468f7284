import type { Kysely, Migration } from "kysely";

/**
 * A page that could not be rendered with a document's published version, and so still shows the
 * version before: kept until a later render of that page succeeds, so that staff are told.
 */
export const pageRenderFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("page_render_failures")
      .addColumn("page", "text", (col) => col.notNull())
      .addColumn("key", "text", (col) => col.notNull().references("content_documents.key"))
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("error", "text", (col) => col.notNull())
      .addColumn("failed_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("page_render_failures_pk", ["page", "key"])
      .execute();
    await db.schema.createIndex("page_render_failures_key").on("page_render_failures").column("key").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("page_render_failures").execute();
  },
};
