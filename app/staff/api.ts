import { getJson, postJson } from "#app/lib/api-client.ts";
import { z } from "#domain/zod.ts";

/** The console's calls to /api/staff, each answer parsed with the schema the server answers with. */
export function staffGet<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return getJson(`/api/staff${path}`, schema);
}

export function staffPost<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return postJson(`/api/staff${path}`, body, schema);
}

export function staffPatch<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return postJson(`/api/staff${path}`, body, schema, { method: "PATCH" });
}

export function staffPut<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return postJson(`/api/staff${path}`, body, schema, { method: "PUT" });
}

/** A write whose answer carries nothing (204). */
export async function staffAction(path: string, body: unknown = {}): Promise<void> {
  await postJson(`/api/staff${path}`, body, z.unknown());
}
