import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PbFieldError } from "#domain/pocketbase.ts";

/** PocketBase's error body: `{status, message, data: {field: {code, message}}}`. */
export interface PbErrorBody {
  status: number;
  message: string;
  data: Record<string, PbFieldError>;
}

export class PbError extends Error {
  readonly status: ContentfulStatusCode;
  readonly data: Record<string, PbFieldError>;

  constructor(status: ContentfulStatusCode, message: string, data: Record<string, PbFieldError> = {}) {
    super(message);
    this.status = status;
    this.data = data;
  }

  get body(): PbErrorBody {
    return { status: this.status, message: this.message, data: this.data };
  }
}

export function pbErrorBody(status: number, message: string): PbErrorBody {
  return { status, message, data: {} };
}

export function respondPbError(c: Context, error: PbError) {
  return c.json(error.body, error.status);
}

export const pbMessages = {
  loadData: "An error occurred while loading the submitted data.",
  validateData: "An error occurred while validating the submitted data.",
  createFailed: "Failed to create record.",
  updateFailed: "Failed to update record.",
  authFailed: "Failed to authenticate.",
  authRequired: "The request requires valid record authorization token.",
  notFound: "The requested resource wasn't found.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  busy: "Too many sign-ins at once. Please try again in a moment.",
} as const;
