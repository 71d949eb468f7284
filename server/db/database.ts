import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Dialect } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index.ts";
import { openNodeSqlite } from "./node-sqlite.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

export interface OpenedDatabase {
  db: Db;
  kind: DbKind;
}

export function openDatabase(url: string): OpenedDatabase {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: openNodeSqlite(path) }) }),
      kind: "sqlite",
    };
  }
  const dialect: Dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
  return { db: new Kysely<Database>({ dialect }), kind: "postgres" };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
