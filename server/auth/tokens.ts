import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** PocketBase's id of the built-in `users` collection; tokens and records carry it. */
export const USERS_COLLECTION_ID = "_pb_users_auth_";
export const USERS_COLLECTION_NAME = "users";

export type TokenType = "auth" | "passwordReset" | "verification";

/** PocketBase's default lifetimes. */
const TOKEN_TTL_S: Record<TokenType, number> = {
  auth: 7 * 24 * 3600,
  passwordReset: 30 * 60,
  verification: 3 * 24 * 3600,
};

export interface TokenClaims {
  id: string;
  type: TokenType;
  collectionId: string;
  exp: number;
  refreshable?: boolean;
  email?: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const HEADER = encode({ alg: "HS256", typ: "JWT" });

/**
 * Each token is signed with the app secret, the account's token key and the token's type, so a
 * reset or password change (new token key) kills every earlier token of that account, and one
 * type of token can never pass for another.
 */
function signature(input: string, secret: string, tokenKey: string, type: TokenType): Buffer {
  return createHmac("sha256", `${secret}.${type}.${tokenKey}`).update(input).digest();
}

export function newTokenKey(): string {
  return randomBytes(32).toString("base64url");
}

export function signToken(
  claims: Omit<TokenClaims, "exp" | "collectionId">,
  { secret, tokenKey, now }: { secret: string; tokenKey: string; now: Date },
): string {
  const payload: TokenClaims = {
    ...claims,
    collectionId: USERS_COLLECTION_ID,
    exp: Math.floor(now.getTime() / 1000) + TOKEN_TTL_S[claims.type],
  };
  const body = `${HEADER}.${encode(payload)}`;
  return `${body}.${signature(body, secret, tokenKey, claims.type).toString("base64url")}`;
}

/** The claims of a well-formed token, before its signature is checked (that needs the account's key). */
export function readClaims(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1] ?? "", "base64url").toString("utf8")) as Partial<TokenClaims>;
    if (typeof claims.id !== "string" || typeof claims.exp !== "number" || typeof claims.type !== "string") return null;
    if (!(claims.type in TOKEN_TTL_S) || claims.collectionId !== USERS_COLLECTION_ID) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

export function verifySignature(
  token: string,
  claims: TokenClaims,
  { secret, tokenKey, now }: { secret: string; tokenKey: string; now: Date },
): boolean {
  const dot = token.lastIndexOf(".");
  const expected = signature(token.slice(0, dot), secret, tokenKey, claims.type);
  const given = Buffer.from(token.slice(dot + 1), "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return claims.exp > now.getTime() / 1000;
}

/** The SDK sends the raw token in Authorization; other clients send "Bearer <token>". */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return token || null;
}
