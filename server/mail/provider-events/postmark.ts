import { z } from "#domain/zod.ts";
import {
  detailOf,
  malformed,
  notJson,
  parseJson,
  reportedAddress,
  sameSecret,
  unauthorized,
  type MailEventProvider,
  type ReportedSuppression,
} from "./request.ts";

/**
 * Bounce types that say the address itself is no good. Every other type is left alone: Transient,
 * SoftBounce and DnsError pass, Postmark retries them itself; Blocked and DMARCPolicy are about the
 * sender, not the address; AutoResponder, AddressChange and the like are not failures at all.
 */
const ADDRESS_GONE = new Set(["HardBounce", "BadEmailAddress"]);

/** A Postmark bounce or spam complaint webhook: one record a request (postmarkapp.com/developer/webhooks). */
const record = z.object({
  RecordType: z.string(),
  Type: z.string().nullish(),
  Email: z.unknown().optional(),
  Details: z.unknown().optional(),
});

/**
 * Postmark signs nothing: its webhooks carry the HTTP basic auth credentials written into the
 * webhook's settings (MAIL_WEBHOOK_POSTMARK_AUTH, "user:password"), over TLS.
 */
export function postmarkEvents(credentials: string): MailEventProvider {
  return {
    name: "postmark",
    read({ headers, body }) {
      const given = /^Basic +([A-Za-z0-9+/]+=*)$/i.exec(headers.get("authorization")?.trim() ?? "")?.[1];
      if (!given || !sameSecret(Buffer.from(given, "base64").toString("utf8"), credentials)) {
        return { ...unauthorized, challenge: 'Basic realm="mail-events", charset="UTF-8"' };
      }
      const json = parseJson(body);
      if (json === undefined) return notJson;
      const parsed = record.safeParse(json);
      if (!parsed.success) return malformed("a Postmark webhook record");
      const suppression = suppressionOf(parsed.data);
      return { status: 200, suppressions: suppression ? [suppression] : [], ignored: suppression ? 0 : 1 };
    },
  };
}

function suppressionOf(event: z.output<typeof record>): ReportedSuppression | null {
  const complaint = event.RecordType === "SpamComplaint" || event.Type === "SpamComplaint";
  const bounce = event.RecordType === "Bounce" && ADDRESS_GONE.has(event.Type ?? "");
  if (!complaint && !bounce) return null;
  const email = reportedAddress(event.Email);
  if (!email) return null;
  return {
    email,
    reason: complaint ? "complaint" : "bounce",
    detail: detailOf("postmark", event.Type ?? event.RecordType, event.Details),
  };
}
