import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's SQLite dialect expects better-sqlite3's API. Node 24 ships SQLite itself, which needs
 * no native addon build (see docs/decisions/002-sqlite-through-node-sqlite.md); this adapts the one to the other.
 */
/** Prepared statements kept for reuse; Kysely sends the same few texts again and again. */
const STATEMENT_CACHE = 200;

export function openNodeSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path);
  raw.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
  );
  const cache = new Map<string, { statement: StatementSync; reader: boolean }>();
  const prepared = (sql: string) => {
    const hit = cache.get(sql);
    if (hit) {
      // Re-inserted, so the least recently used text is the first one evicted.
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const statement = raw.prepare(sql);
    const entry = { statement, reader: statement.columns().length > 0 };
    cache.set(sql, entry);
    if (cache.size > STATEMENT_CACHE) cache.delete(cache.keys().next().value ?? "");
    return entry;
  };
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const { statement, reader } = prepared(sql);
      return {
        reader,
        all: (parameters) => statement.all(...toInputs(parameters)),
        run: (parameters) => statement.run(...toInputs(parameters)),
        // An iterator holds its statement until it is done: a statement of its own, never a shared one.
        iterate: (parameters) => raw.prepare(sql).iterate(...toInputs(parameters)),
      };
    },
  };
}

function toInputs(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}
