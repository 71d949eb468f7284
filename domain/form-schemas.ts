import { z } from "./zod.ts";
import { EMAIL_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX, emailInvalidMessage } from "./form-fields.ts";

/**
 * The zod rules behind the shared fields, apart from their constants so that a page needing only
 * a constant doesn't load zod.
 */

const lineBreakMessage = "Line breaks are not allowed here.";

/** Single-line text. It may reach a mail header (subject, names), so it never carries a line break. */
export function singleLineText(max: number = SHORT_TEXT_MAX, requiredMessage?: string) {
  const text = z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .refine((value) => !/[\r\n]/.test(value), lineBreakMessage);
  return requiredMessage ? text.refine((value) => value !== "", requiredMessage) : text;
}

export function longText(requiredMessage?: string) {
  const text = z.string().trim().max(LONG_TEXT_MAX, `Please keep this under ${LONG_TEXT_MAX} characters.`);
  return requiredMessage ? text.refine((value) => value !== "", requiredMessage) : text;
}

export function emailAddress(requiredMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX, emailInvalidMessage)
    .refine((value) => z.email().safeParse(value).success, emailInvalidMessage);
}

/** The honeypot's value (see HONEYPOT_FIELD): anything, and the server drops the submission. */
export const honeypotSchema = z.string().max(500).optional();
