/**
 * Shapes every /api endpoint answers with, for the server and the browser's API client (their
 * zod schemas are in api-schema.ts).
 */

/** A refused or failed request (PocketBase's routes keep their own shape). */
export interface ApiErrorBody {
  error: string;
  /** Problems by field name (dotted paths for nested fields). */
  fields?: Record<string, string>;
}

/** A submission the server accepted (contact, inquiry, newsletter). */
export interface AcceptedAnswer {
  ok: true;
}

export const accepted: AcceptedAnswer = { ok: true };
