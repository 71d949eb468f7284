import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "#domain/zod.ts";
import { EMAIL_MAX, normaliseEmail } from "#domain/form-fields.ts";
import type { SuppressionReason } from "#server/newsletter/suppression.ts";

export type ProviderName = "postmark" | "mailgun" | "sendgrid";

/** An address a provider reports as one never to mail again, and why in its own words. */
export interface ReportedSuppression {
  email: string;
  reason: SuppressionReason;
  detail: string;
}

/** One webhook request as it arrived: the body as raw bytes, as the providers sign them. */
interface ProviderRequest {
  headers: Headers;
  body: Uint8Array;
  now: Date;
}

type ProviderAnswer =
  | {
      status: 200;
      suppressions: ReportedSuppression[];
      /** Events read and left alone: temporary failures, deliveries, opens, types this site does not know. */
      ignored: number;
      /** Forgets the request was seen, so that the provider's retry of one that failed here is taken. */
      release?: () => void;
    }
  | {
      status: 400 | 401;
      error: string;
      /** The WWW-Authenticate challenge of a 401 whose credentials are an HTTP scheme. */
      challenge?: string;
    };

export interface MailEventProvider {
  name: ProviderName;
  /** Authenticates the request and reads from it the events that suppress an address. */
  read(request: ProviderRequest): ProviderAnswer;
}

/** How far a signed timestamp may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export const unauthorized = { status: 401, error: "The request's credentials or signature are not valid." } as const;
export const stale = { status: 401, error: "The request's signature is too old." } as const;
export const notJson = { status: 400, error: "The request body is not valid JSON." } as const;

export function malformed(what: string): { status: 400; error: string } {
  return { status: 400, error: `The request body is not ${what}.` };
}

/** The body parsed as JSON, or undefined when it is not UTF-8 JSON. */
export function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a signed Unix time in seconds is within the tolerance of now. */
export function isFresh(seconds: number, now: Date): boolean {
  return Number.isFinite(seconds) && Math.abs(seconds * 1000 - now.getTime()) <= SIGNATURE_TOLERANCE_MS;
}

/** Compares two secrets in a time that tells nothing of where they differ, nor of their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const address = z.string().max(EMAIL_MAX).transform(normaliseEmail).pipe(z.email());

/**
 * The address an event names, or null when it is not an address at all: such an event can match no
 * subscriber, and what it carries goes nowhere.
 */
export function reportedAddress(value: unknown): string | null {
  const parsed = address.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const DETAIL_MAX = 300;

/**
 * The provider's words for why, on one line, without invisible or direction-changing characters, and
 * bounded: a remote mail server wrote part of them.
 * Parts that are not text or a number (absent, or shaped otherwise than documented) are left out.
 */
export function detailOf(...parts: unknown[]): string {
  return parts
    .filter((part) => (typeof part === "string" && part !== "") || typeof part === "number")
    .join(" ")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, DETAIL_MAX);
}
