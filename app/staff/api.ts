import { getJson, postForm, postJson } from "#app/lib/api-client.ts";
import { PHOTO_FIELD, photoAnswer, type LibraryPhoto } from "#domain/staff/photo-schemas.ts";
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

/** Uploads a photo to the photo library; the answer is the photo as the library keeps it. */
export async function uploadPhoto(file: File): Promise<LibraryPhoto> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  return (await postForm("/api/staff/photos", form, photoAnswer)).photo;
}

/** Deletes a photo from the library; refused while anything shows it, the refusal naming where. */
export async function deletePhoto(id: number): Promise<void> {
  await postJson(`/api/staff/photos/${id}`, {}, z.unknown(), { method: "DELETE" });
}
