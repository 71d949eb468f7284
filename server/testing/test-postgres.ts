import { randomBytes } from "node:crypto";

/** Set by `npm test`: there the PostgreSQL suites must run, never skip. */
export const POSTGRES_REQUIRED_ENV = "TEST_POSTGRES_REQUIRED";

/**
 * The PostgreSQL server the PostgreSQL suites run against (TEST_POSTGRES_URL). A bare `vitest run`
 * without one skips those suites; inside `npm test` a missing URL fails the run instead.
 */
export function testPostgresUrl(): string | undefined {
  const url = process.env.TEST_POSTGRES_URL || undefined;
  if (!url && process.env[POSTGRES_REQUIRED_ENV]) {
    throw new Error(
      `TEST_POSTGRES_URL is not set, and ${POSTGRES_REQUIRED_ENV} asks for the PostgreSQL suites to run.`,
    );
  }
  return url;
}

/** The databases a suite runs on: SQLite always, PostgreSQL when TEST_POSTGRES_URL names one. */
export function testDatabases(): { name: string; url: string | undefined }[] {
  const url = testPostgresUrl();
  return [{ name: "SQLite", url: undefined }, ...(url ? [{ name: "PostgreSQL", url }] : [])];
}

/**
 * Creates an empty database on the PostgreSQL at `baseUrl` and answers its URL. The cluster is
 * shared, so the test drops it with dropPostgresDatabase once every app using it is closed.
 */
export async function createPostgresDatabase(baseUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await administer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops a database createPostgresDatabase made, from the cluster's maintenance database. */
export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  await administer(url.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function administer(connectionString: string, statement: string): Promise<void> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
