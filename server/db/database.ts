import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
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

/**
 * Bounds on every PostgreSQL wait, so an unreachable or stuck database turns into an error (and a
 * 503) in seconds instead of requests and health checks that hang. The statement timeout is the
 * server's; the query timeout is the client's own, for a database that stopped answering at all.
 */
const POSTGRES_LIMITS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  idle_in_transaction_session_timeout: 30_000,
  keepAlive: true,
};

/**
 * SQLite transactions begin IMMEDIATE. A deferred one that reads and then writes fails at once
 * with "database is locked" when another process (`npm run staff`, a backup) wrote in between,
 * whatever the busy timeout; an immediate one takes the write lock first, waiting for it as long
 * as the busy timeout allows. Inside the server, one connection runs one transaction at a time, so
 * nothing there waits longer than before.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  private readonly config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
  }
}

interface OpenOptions {
  /** Told about connections the database dropped on its own (a restart, an idle timeout). */
  onConnectionError?: (error: Error) => void;
}

export function openDatabase(url: string, options: OpenOptions = {}): OpenedDatabase {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    return {
      db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: openNodeSqlite(path) }) }),
      kind: "sqlite",
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POSTGRES_LIMITS });
  // node-postgres emits `error` when the server ends a connection; unheard, that event would end
  // the process. The pool drops the connection and opens a new one when it is next needed.
  const onError = (error: Error) => options.onConnectionError?.(error);
  pool.on("error", onError);
  // A connection lent out (in a transaction, between queries) is outside the pool's own listener.
  pool.on("connect", (client) => client.on("error", onError));
  const dialect: Dialect = new PostgresDialect({ pool });
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
