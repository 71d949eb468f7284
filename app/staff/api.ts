import { getJson, postJson } from "#app/lib/api-client.ts";
import type { z } from "#domain/zod.ts";

/** The console's calls to /api/staff, each answer parsed with the schema the server answers with. */
export function staffGet<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  return getJson(`/api/staff${path}`, schema);
}

export async function staffPost<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
  return schema.parse(await postJson(`/api/staff${path}`, body));
}

/** A write whose answer carries nothing (204). */
export async function staffAction(path: string, body: unknown = {}): Promise<void> {
  await postJson(`/api/staff${path}`, body);
}
