import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface PbFieldError {
  code: string;
  message: string;
}

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

/** PocketBase's field error codes and their English messages. */
export const pbField = {
  required: { code: "validation_required", message: "Cannot be blank." },
  invalidEmail: { code: "validation_is_email", message: "Must be a valid email address." },
  notUnique: { code: "validation_not_unique", message: "Value must be unique." },
  mismatch: { code: "validation_values_mismatch", message: "Values don't match." },
  invalidToken: { code: "validation_invalid_token", message: "Invalid or expired token." },
  invalidFormat: { code: "validation_invalid_format", message: "Invalid value format." },
  invalidType: { code: "validation_invalid_type", message: "Must be a text value." },
  unknownField: { code: "validation_unknown_field", message: "Unknown field." },
  oldPassword: { code: "validation_invalid_old_password", message: "Missing or invalid old password." },
} satisfies Record<string, PbFieldError>;

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
