import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/** How long a device stays known after its last sign-in there. */
const DEVICE_COOKIE_DAYS = 180;

interface DeviceCookieOptions {
  /** Names the cookie, one per account: `${prefix}_${account}`. */
  prefix: string;
  /** Where the browser sends it: the sign-in endpoints only. */
  path: string;
  secret: string;
}

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): after a
 * successful sign-in the server sets a signed, HttpOnly cookie naming the account, so a later
 * sign-in on that device is told apart from a stranger's and is limited per cookie, not by the
 * account's backoff that anyone typing the address can run up. docs/decisions/041-sign-in-per-device.md.
 */
export class DeviceCookies {
  private readonly options: DeviceCookieOptions;

  constructor(options: DeviceCookieOptions) {
    this.options = options;
  }

  private name(account: string): string {
    return `${this.options.prefix}_${account}`;
  }

  private signature(account: string, nonce: string): Buffer {
    return createHmac("sha256", this.options.secret).update(`${this.options.prefix}:${account}:${nonce}`).digest();
  }

  /** Sets a fresh cookie for `account` after a successful sign-in (a new nonce each time). */
  issue(c: Context, account: string): void {
    const nonce = randomBytes(16).toString("base64url");
    setCookie(c, this.name(account), `${nonce}.${this.signature(account, nonce).toString("base64url")}`, {
      path: this.options.path,
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
  }

  /**
   * The key this request's device is limited under, when it presents a valid cookie for `account`;
   * null for an unknown device (no cookie, another account's, or one not signed with our secret).
   */
  known(c: Context, account: string): string | null {
    const [nonce = "", signature = "", extra] = (getCookie(c, this.name(account)) ?? "").split(".");
    if (!nonce || extra !== undefined) return null;
    const given = Buffer.from(signature, "base64url");
    const expected = this.signature(account, nonce);
    return given.length === expected.length && timingSafeEqual(given, expected) ? `${account}:${nonce}` : null;
  }
}
