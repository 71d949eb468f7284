import { createHmac } from "node:crypto";
import { z } from "#domain/zod.ts";
import { ExpiringMap } from "#server/http/expiring-map.ts";
import {
  detailOf,
  isFresh,
  malformed,
  notJson,
  parseJson,
  reportedAddress,
  sameSecret,
  SIGNATURE_TOLERANCE_MS,
  stale,
  unauthorized,
  type MailEventProvider,
  type ReportedSuppression,
} from "./request.ts";

/**
 * A token is kept past the longest a signature with it stays fresh: a timestamp may be up to the
 * tolerance ahead of the clock, and is taken until the tolerance after it.
 */
const TOKEN_KEPT_MS = 2 * SIGNATURE_TOLERANCE_MS;
/** Tokens remembered at most; only requests Mailgun signed add one, a few minutes' worth of events. */
const TOKEN_CAPACITY = 100_000;

/** A Mailgun webhook (documentation.mailgun.com, "Webhooks"): its signature and one event, in a JSON body. */
const envelope = z.object({ signature: z.unknown().optional(), "event-data": z.unknown().optional() });
const signature = z.object({
  timestamp: z.union([z.string().regex(/^\d{1,12}$/), z.int().nonnegative()]).transform(String),
  token: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/i),
});
const eventData = z.object({
  event: z.string(),
  severity: z.string().nullish(),
  reason: z.string().nullish(),
  recipient: z.unknown().optional(),
  // Only words for the audit entry: a status shaped otherwise than documented loses them, not the event.
  "delivery-status": z
    .looseObject({ code: z.unknown().optional(), message: z.unknown().optional(), description: z.unknown().optional() })
    .nullish()
    .catch(null),
});

/**
 * Mailgun signs each request: HMAC-SHA256 of its timestamp and a random token with the webhook signing
 * key (MAIL_WEBHOOK_MAILGUN_SIGNING_KEY). A timestamp more than five minutes from the clock is refused,
 * and so is a token already taken, so a request seen on the wire cannot be sent again.
 */
export function mailgunEvents(signingKey: string): MailEventProvider {
  const tokens = new ExpiringMap<true>(TOKEN_CAPACITY);
  return {
    name: "mailgun",
    read({ body, now }) {
      const json = parseJson(body);
      if (json === undefined) return notJson;
      const request = envelope.safeParse(json);
      if (!request.success) return malformed("a Mailgun webhook");
      const signed = signature.safeParse(request.data.signature);
      if (!signed.success) return unauthorized;
      const { timestamp, token } = signed.data;
      const expected = createHmac("sha256", signingKey)
        .update(timestamp + token)
        .digest("hex");
      if (!sameSecret(signed.data.signature.toLowerCase(), expected)) return unauthorized;
      if (!isFresh(Number(timestamp), now)) return stale;
      if (tokens.get(token, now.getTime())) return { status: 401, error: "This request was already received." };
      tokens.set(token, true, now.getTime() + TOKEN_KEPT_MS, now.getTime());
      const event = eventData.safeParse(request.data["event-data"]);
      if (!event.success) return malformed("a Mailgun event");
      const suppression = suppressionOf(event.data);
      return {
        status: 200,
        suppressions: suppression ? [suppression] : [],
        ignored: suppression ? 0 : 1,
        release: () => tokens.delete(token),
      };
    },
  };
}

/**
 * A permanent failure suppresses, as the recipient's server refused the address for good; a temporary
 * one Mailgun retries itself. Two permanent reasons are not about the address: "espblock" (the
 * recipient's provider refused the sender) and "suppress-unsubscribe" (Mailgun's own unsubscribe list,
 * which the site's list does not follow). "suppress-complaint" is a complaint Mailgun already held.
 */
function suppressionOf(event: z.output<typeof eventData>): ReportedSuppression | null {
  const permanent = event.event === "failed" && event.severity === "permanent";
  if (permanent && (event.reason === "espblock" || event.reason === "suppress-unsubscribe")) return null;
  const complaint = event.event === "complained" || (permanent && event.reason === "suppress-complaint");
  if (!complaint && !permanent) return null;
  const email = reportedAddress(event.recipient);
  if (!email) return null;
  const status = event["delivery-status"];
  return {
    email,
    reason: complaint ? "complaint" : "bounce",
    detail: detailOf("mailgun", event.event, event.reason, status?.code, status?.description || status?.message),
  };
}
