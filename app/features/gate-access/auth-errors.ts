import { ClientResponseError } from "pocketbase";
import { authMessages } from "#domain/auth.ts";

interface FieldError {
  code?: string;
  message?: string;
}

function fieldErrors(error: unknown): Record<string, FieldError> {
  if (!(error instanceof ClientResponseError)) return {};
  const data = (error.response as { data?: unknown }).data;
  return data && typeof data === "object" ? (data as Record<string, FieldError>) : {};
}

/** Sign-in: a 400 answer means wrong credentials; any other failure shows the server's message, else the fallback. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    if (error.status === 400) return authMessages.loginInvalid;
    if (error.message) return error.message;
  }
  return authMessages.loginFailed;
}

/**
 * Registration, first match wins: a taken email, a taken username, the password field's error, any
 * other field's error (each with its own fallback), else the general failure.
 */
export function registrationErrorMessage(error: unknown): string {
  const data = fieldErrors(error);
  if (data.email?.code === "validation_not_unique") return authMessages.duplicateEmail;
  if (data.username?.code === "validation_not_unique") return authMessages.duplicateUsername;
  if (data.password) return data.password.message || authMessages.passwordFieldFailed;
  const other = Object.values(data)[0];
  if (other) return other.message || authMessages.registrationFieldFailed;
  return authMessages.registrationFailed;
}

/** A 4xx answer means the server refused the session (unlike a network failure, which proves nothing). */
export function isRefusal(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status >= 400 && error.status < 500;
}
