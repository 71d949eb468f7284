import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";

const PUBLISHED_COLUMNS = ["published_json", "published_version", "published_at"] as const;

/**
 * A document staff create (a new event, its nights) is a draft until its first publish: it has no
 * published value, version or time yet, and the site shows nothing of it.
 */
export const unpublishedDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await publishedColumns(db, "nullable");
  },
  async down(db: Kysely<unknown>) {
    await publishedColumns(db, "required");
  },
};

async function publishedColumns(db: Kysely<unknown>, rule: "nullable" | "required"): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (const column of PUBLISHED_COLUMNS)
      await db.schema
        .alterTable("content_documents")
        .alterColumn(column, (col) => (rule === "nullable" ? col.dropNotNull() : col.setNotNull()))
        .execute();
    return;
  }
  // SQLite changes a column's NOT NULL only by copying the table. Its drafts and versions refer to
  // it, so foreign keys are off while the copy takes its place (SQLite's own recipe for this), and
  // checked before they are back on. The migrator runs SQLite's migrations outside a transaction,
  // on its one connection, where that pragma takes effect.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const published = (col: ColumnDefinitionBuilder) => (rule === "required" ? col.notNull() : col);
      await trx.schema
        .createTable("content_documents_next")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("draft_json", "text", (col) => col.notNull())
        .addColumn("draft_revision", "integer", (col) => col.notNull())
        .addColumn("draft_saved_at", "text", (col) => col.notNull())
        .addColumn("draft_saved_by", "text")
        .addColumn("published_json", "text", published)
        .addColumn("published_version", "integer", published)
        .addColumn("published_at", "text", published)
        .addColumn("published_by", "text")
        .execute();
      await sql`INSERT INTO content_documents_next SELECT key, kind, draft_json, draft_revision, draft_saved_at,
        draft_saved_by, published_json, published_version, published_at, published_by FROM content_documents`.execute(
        trx,
      );
      await trx.schema.dropTable("content_documents").execute();
      await trx.schema.alterTable("content_documents_next").renameTo("content_documents").execute();
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("content documents: a draft or version lost its document");
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
