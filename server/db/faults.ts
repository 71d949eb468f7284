import type { Context } from "hono";
import type { Logger } from "#server/logger.ts";

/** What a visitor reads while the database is away; the request changed nothing and may be sent again. */
export const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

/** Seconds a client should wait before trying again. */
const RETRY_AFTER_S = 5;

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": connection exceptions (class 08), the server shutting down
 * or starting up (57P01-57P03), and a statement cancelled by its timeout (57014).
 */
function isTransientSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "57014"].includes(code);
}

/** node-postgres reports these without a code. */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout)/;

/** SQLite's busy and locked results: another writer held the file past the busy timeout. */
const SQLITE_BUSY_CODES = new Set([5, 6]);

/**
 * Whether `error` means the database cannot be reached or cannot answer right now (as opposed to a
 * query or a request that is wrong), so the answer is 503 and the request can be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const { code, errcode } = cause as Error & { code?: unknown; errcode?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || isTransientSqlState(code))) return true;
    if (typeof errcode === "number" && SQLITE_BUSY_CODES.has(errcode)) return true;
    if (PG_MESSAGES.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** 503 with Retry-After; `body` in the caller's error shape (the API's own unless given). */
export function databaseUnavailable(
  c: Context,
  log: Logger,
  error: unknown,
  body: object = { error: DATABASE_UNAVAILABLE },
) {
  log.warn({ err: error, path: c.req.path }, "database unavailable: answered 503");
  c.header("Retry-After", String(RETRY_AFTER_S));
  return c.json(body, 503);
}
