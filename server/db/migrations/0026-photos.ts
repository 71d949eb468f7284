import { SqliteAdapter, type Kysely, type Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * The photos staff upload, and each one's variant files, bytes and all: every instance serves them
 * from the database they share, and a backup of the database holds them
 * (docs/decisions/054-uploaded-photos-are-kept-in-the-database.md).
 */
export const photos: Migration = {
  async up(db: Kysely<unknown>) {
    const bytes = db.getExecutor().adapter instanceof SqliteAdapter ? "blob" : "bytea";
    await addIdColumn(db, db.schema.createTable("photos"))
      .addColumn("file", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("width", "integer", (col) => col.notNull())
      .addColumn("height", "integer", (col) => col.notNull())
      .addColumn("hash", "text", (col) => col.notNull())
      .addColumn("color", "text")
      .addColumn("uploaded_by", "text", (col) => col.notNull())
      .addColumn("uploaded_by_id", "integer")
      .addColumn("uploaded_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("photos_uploaded_at").on("photos").column("uploaded_at").execute();
    await db.schema
      .createTable("photo_files")
      .addColumn("path", "text", (col) => col.primaryKey())
      .addColumn("photo_id", "integer", (col) => col.notNull().references("photos.id"))
      .addColumn("content_type", "text", (col) => col.notNull())
      .addColumn("bytes", bytes, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("photo_files_photo").on("photo_files").column("photo_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("photo_files").execute();
    await db.schema.dropTable("photos").execute();
  },
};
