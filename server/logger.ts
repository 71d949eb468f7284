import { pino, type DestinationStream, type Logger } from "pino";
import { redactUrlTokens } from "./http/url-tokens.ts";

export type { Logger };

/** Nested records are followed this deep; a log line's fields are a few levels at most. */
const MAX_DEPTH = 4;

/** The line's text fields with every token in them redacted (server/http/url-tokens.ts): logs are read by more people than staff. */
function redacted(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactUrlTokens(value);
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  // Errors and other instances keep their own serialisers (pino's err): only plain records are rewritten.
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, redacted(field, depth + 1)]));
  }
  return value;
}

/** JSON lines to standard output, or to `destination` (a test reads what was logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { log: (line) => redacted(line) as Record<string, unknown> },
    },
    destination,
  );
}
