import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * An unsubscribe token names the address and carries an HMAC of it under APP_SECRET, so a link
 * works without a stored token and can't be forged for someone else's address.
 */
const PURPOSE = "newsletter-unsubscribe:";

function signature(secret: string, email: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + email)
    .digest();
}

export function unsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(email).toString("base64url")}.${signature(secret, email).toString("base64url")}`;
}

/** The address a token was made for, or null when the token is malformed or forged. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1] ?? "", "base64url").toString("utf8");
  const given = Buffer.from(match[2] ?? "", "base64url");
  const expected = signature(secret, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
