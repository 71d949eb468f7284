import { sql, type Kysely, type Migration } from "kysely";

/**
 * The site's content as documents staff edit and publish: each document's draft and published
 * value; every draft revision saved, so an editor refused for a stale revision is shown what
 * changed since theirs; every published version with its field changes; and one row every publish
 * counts up, which other instances poll to learn of a publish.
 */
export const contentDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_documents")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("draft_json", "text", (col) => col.notNull())
      .addColumn("draft_revision", "integer", (col) => col.notNull())
      .addColumn("draft_saved_at", "text", (col) => col.notNull())
      .addColumn("draft_saved_by", "text")
      .addColumn("published_json", "text", (col) => col.notNull())
      .addColumn("published_version", "integer", (col) => col.notNull())
      .addColumn("published_at", "text", (col) => col.notNull())
      .addColumn("published_by", "text")
      .execute();
    await db.schema
      .createTable("content_drafts")
      .addColumn("key", "text", (col) => col.notNull().references("content_documents.key"))
      .addColumn("revision", "integer", (col) => col.notNull())
      .addColumn("value_json", "text", (col) => col.notNull())
      .addColumn("saved_at", "text", (col) => col.notNull())
      .addColumn("saved_by", "text")
      .addPrimaryKeyConstraint("content_drafts_pk", ["key", "revision"])
      .execute();
    await db.schema
      .createTable("content_versions")
      .addColumn("key", "text", (col) => col.notNull().references("content_documents.key"))
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("value_json", "text", (col) => col.notNull())
      .addColumn("changes_json", "text", (col) => col.notNull())
      .addColumn("published_at", "text", (col) => col.notNull())
      .addColumn("published_by", "text")
      .addPrimaryKeyConstraint("content_versions_pk", ["key", "version"])
      .execute();
    await db.schema
      .createTable("content_state")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("version", "integer", (col) => col.notNull())
      .execute();
    await sql`INSERT INTO content_state (id, version) VALUES (1, 0)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["content_state", "content_versions", "content_drafts", "content_documents"])
      await db.schema.dropTable(table).execute();
  },
};
