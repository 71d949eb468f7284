import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/** A random token for a cookie or a link: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: enough to find it, never enough to use it. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Keys derived from APP_SECRET, one per use: the TOTP secrets are encrypted with one, recovery codes
 * and sign-in challenges keyed with the others, so a copy of the database alone opens nothing.
 */
export class StaffSecrets {
  private readonly encryptionKey: Buffer;
  private readonly codeKey: Buffer;
  private readonly challengeKey: Buffer;

  constructor(appSecret: string) {
    const derive = (info: string) => Buffer.from(hkdfSync("sha256", appSecret, "staff", info, 32));
    this.encryptionKey = derive("totp-secret-encryption");
    this.codeKey = derive("recovery-code-hash");
    this.challengeKey = derive("sign-in-challenge");
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.encryptionKey, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split(".");
    if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("unknown secret format");
    const decipher = createDecipheriv("aes-256-gcm", this.encryptionKey, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  }

  recoveryCodeHash(code: string): string {
    return createHmac("sha256", this.codeKey).update(code.replace("-", "").toLowerCase()).digest("base64url");
  }

  /** A token saying "this account passed its password", good until `expiresAt`. */
  signChallenge(staffId: number, expiresAt: Date): string {
    const payload = `${staffId}.${expiresAt.getTime()}`;
    return `${payload}.${createHmac("sha256", this.challengeKey).update(payload).digest("base64url")}`;
  }

  /** The account a challenge names, or null when it is forged or past its time. */
  readChallenge(challenge: string, now: Date): number | null {
    const [id, expires, signature] = challenge.split(".");
    if (!id || !expires || !signature) return null;
    const expected = createHmac("sha256", this.challengeKey).update(`${id}.${expires}`).digest("base64url");
    if (!safeEqual(signature, expected)) return null;
    if (Number(expires) <= now.getTime()) return null;
    const staffId = Number(id);
    return Number.isSafeInteger(staffId) ? staffId : null;
  }
}

function safeEqual(a: string, b: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
