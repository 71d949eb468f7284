/**
 * Field limits and names shared by the contact form, the newsletter and the inquiry dialogs, in
 * the browser and on the server alike (their zod rules are in form-schemas.ts).
 */

export const EMAIL_MAX = 254;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const emailInvalidMessage = "Please enter a valid email address.";

/** Addresses are kept trimmed and lower-cased: one person is one subscriber, one account, one buyer. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A field people never see (hidden from sight and from assistive technology) that form-filling
 * bots tend to complete. The server answers such submissions as if they succeeded and drops them.
 */
export const HONEYPOT_FIELD = "website";

export function isBot(value: string | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}
