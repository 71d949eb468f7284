import { SqliteAdapter, type CreateTableBuilder, type Kysely } from "kysely";

/** An auto-numbered `id` primary key, spelled the way each database wants it. */
export function addIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, "id"> {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    : table.addColumn("id", "serial", (col) => col.primaryKey());
}
