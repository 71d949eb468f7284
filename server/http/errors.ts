import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "#domain/api.ts";
import type { z } from "#domain/zod.ts";

export class ApiError extends HTTPException {
  readonly body: ApiErrorBody;

  constructor(status: ContentfulStatusCode, body: ApiErrorBody) {
    super(status, { message: body.error });
    this.body = body;
  }
}

export const MAX_JSON_BYTES = 16 * 1024;

/** The door's sync of up to 500 scans, each at its longest. */
export const DOOR_SYNC_MAX_BYTES = 192 * 1024;

/**
 * Reads a JSON body and parses it with the shared schema. Wrong content type, malformed JSON,
 * and schema failures become 4xx answers naming what is wrong; raw input is never echoed.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, { error: "Send the request as application/json." });
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, { error: "The request body is not valid JSON." });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(400, { error: "Please check the highlighted fields.", fields: fieldErrors(parsed.error) });
  }
  return parsed.data;
}

/** The request's query parsed with `schema`; a 400 with `message` and the fields at fault when it does not fit. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S, message: string): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(400, { error: message, fields: fieldErrors(parsed.error) });
  return parsed.data;
}

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] = "Unknown field.";
      continue;
    }
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function jsonError(c: Context, status: ContentfulStatusCode, error: string) {
  return c.json({ error } satisfies ApiErrorBody, status);
}
