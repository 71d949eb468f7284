import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { z } from "#domain/zod.ts";
import {
  detailOf,
  isFresh,
  malformed,
  notJson,
  parseJson,
  reportedAddress,
  stale,
  unauthorized,
  type MailEventProvider,
  type ReportedSuppression,
} from "./request.ts";

const SIGNATURE_HEADER = "x-twilio-email-event-webhook-signature";
const TIMESTAMP_HEADER = "x-twilio-email-event-webhook-timestamp";

/**
 * The verification key of SendGrid's Signed Event Webhook as its settings show it: base64 of a DER
 * SubjectPublicKeyInfo, an ECDSA P-256 key.
 */
export function sendgridPublicKey(text: string): KeyObject {
  const message = "must be the Signed Event Webhook's verification key as SendGrid shows it (base64, ECDSA P-256)";
  const base64 = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) throw new Error(message);
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(base64, "base64"), format: "der", type: "spki" });
  } catch {
    throw new Error(message);
  }
  if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") throw new Error(message);
  return key;
}

/** One event of the batch SendGrid posts (twilio.com/docs/sendgrid, "Event Webhook Reference"). */
const event = z.object({
  event: z.string(),
  email: z.unknown().optional(),
  type: z.unknown().optional(),
  status: z.unknown().optional(),
  reason: z.unknown().optional(),
});

/**
 * SendGrid's Signed Event Webhook signs the timestamp header followed by the body's raw bytes with
 * ECDSA P-256 and SHA-256 (MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY verifies it). A timestamp more than five
 * minutes from the clock is refused; within them a request sent again only suppresses again what it
 * already suppressed.
 */
export function sendgridEvents(publicKey: KeyObject): MailEventProvider {
  return {
    name: "sendgrid",
    read({ headers, body, now }) {
      const signature = headers.get(SIGNATURE_HEADER) ?? "";
      const timestamp = headers.get(TIMESTAMP_HEADER) ?? "";
      if (!/^[A-Za-z0-9+/]+=*$/.test(signature) || !/^\d{1,12}$/.test(timestamp)) return unauthorized;
      if (!verifies(publicKey, Buffer.concat([Buffer.from(timestamp, "utf8"), body]), signature)) return unauthorized;
      if (!isFresh(Number(timestamp), now)) return stale;
      const json = parseJson(body);
      if (json === undefined) return notJson;
      if (!Array.isArray(json)) return malformed("a SendGrid event list");
      const suppressions: ReportedSuppression[] = [];
      for (const item of json) {
        const parsed = event.safeParse(item);
        const suppression = parsed.success ? suppressionOf(parsed.data) : null;
        if (suppression) suppressions.push(suppression);
      }
      return { status: 200, suppressions, ignored: json.length - suppressions.length };
    },
  };
}

/** Whether `signature` (base64 of a DER ECDSA signature) signs `signed`; a signature that is not DER does not. */
function verifies(publicKey: KeyObject, signed: Buffer, signature: string): boolean {
  try {
    return verify("sha256", signed, publicKey, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

/**
 * A bounce of type "bounce" is SendGrid's permanent refusal of the address; one of type "blocked" is
 * the receiving server turning the message away for now (its content, the sender's reputation), which
 * says nothing against the address. A spam report is a complaint. Drops, deferrals and engagement
 * events are left alone: a drop repeats a bounce or a report SendGrid has posted before.
 */
function suppressionOf(item: z.output<typeof event>): ReportedSuppression | null {
  const complaint = item.event === "spamreport";
  const bounce = item.event === "bounce" && item.type === "bounce";
  if (!complaint && !bounce) return null;
  const email = reportedAddress(item.email);
  if (!email) return null;
  return {
    email,
    reason: complaint ? "complaint" : "bounce",
    detail: detailOf("sendgrid", item.event, item.status, item.reason),
  };
}
