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
