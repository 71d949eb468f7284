import { z } from "./zod.ts";

/**
 * Field rules shared by the contact form, the newsletter and the inquiry dialogs, in the browser
 * and on the server alike.
 */

export const EMAIL_MAX = 254;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const emailInvalidMessage = "Please enter a valid email address.";
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

/**
 * A field people never see (hidden from sight and from assistive technology) that form-filling
 * bots tend to complete. The server answers such submissions as if they succeeded and drops them.
 */
export const HONEYPOT_FIELD = "website";
export const honeypotSchema = z.string().max(500).optional();

export function isBot(value: string | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}
