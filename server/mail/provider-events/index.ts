import type { Env } from "#server/env.ts";
import { mailgunEvents } from "./mailgun.ts";
import { postmarkEvents } from "./postmark.ts";
import type { MailEventProvider } from "./request.ts";
import { sendgridEvents } from "./sendgrid.ts";

export type { MailEventProvider, ProviderName, ReportedSuppression } from "./request.ts";

/** The providers whose credentials are configured. */
export function mailEventProviders(env: Env): MailEventProvider[] {
  const providers: MailEventProvider[] = [];
  if (env.MAIL_WEBHOOK_POSTMARK_AUTH) providers.push(postmarkEvents(env.MAIL_WEBHOOK_POSTMARK_AUTH));
  if (env.MAIL_WEBHOOK_MAILGUN_SIGNING_KEY) providers.push(mailgunEvents(env.MAIL_WEBHOOK_MAILGUN_SIGNING_KEY));
  if (env.MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY) providers.push(sendgridEvents(env.MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY));
  return providers;
}
