import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A confirmation token names the address and when it was issued, with an HMAC of both under
 * APP_SECRET: a link works without a stored token, can't be forged for someone else's address,
 * and stops working a week after it was mailed. Its purpose string differs from the unsubscribe
 * token's, so neither kind of token is ever taken for the other.
 */
const PURPOSE = "newsletter-confirm:";

/** How long a confirmation link works after it was mailed. */
export const CONFIRM_LINK_DAYS = 7;
const VALID_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60_000;

function signature(secret: string, email: string, issued: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}${issued}:${email}`).digest();
}

export function confirmToken(secret: string, email: string, issuedAt: Date): string {
  const issued = issuedAt.getTime().toString(36);
  return `${Buffer.from(email).toString("base64url")}.${issued}.${signature(secret, email, issued).toString("base64url")}`;
}

export type ConfirmTokenCheck = { kind: "valid"; email: string } | { kind: "expired" } | { kind: "invalid" };

/** The address a token was made for; expired a week after it was issued; invalid when malformed or forged. */
export function verifyConfirmToken(secret: string, token: string, now: Date): ConfirmTokenCheck {
  const match = /^([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { kind: "invalid" };
  const [, encodedEmail = "", issued = "", given = ""] = match;
  const email = Buffer.from(encodedEmail, "base64url").toString("utf8");
  const expected = signature(secret, email, issued);
  const signed = Buffer.from(given, "base64url");
  if (signed.length !== expected.length || !timingSafeEqual(signed, expected)) return { kind: "invalid" };
  return now.getTime() - parseInt(issued, 36) > VALID_MS ? { kind: "expired" } : { kind: "valid", email };
}
