import { resort } from "#content/resort.ts";
import type { AppDeps } from "#server/app.ts";
import type { OutgoingMail } from "#server/mail/outbox.ts";
import { newsletterConfirmMail, newsletterWelcomeMail } from "#server/mail/templates/newsletter.ts";
import type { Settings } from "#server/settings/settings.ts";
import { CONFIRM_LINK_DAYS, confirmToken } from "./confirm-token.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

/** A new confirmation link goes to an address at most this often, and this many a day. */
const RESEND_AFTER_MS = 2 * 60_000;
const CONFIRMATIONS_A_DAY = 5;

/** A subscribe: on the list at once, asked to confirm by mail, or refused as already on the list. */
type SubscribeOutcome = "subscribed" | "confirmation-sent" | "already-subscribed";

/** A confirmation: taken, taken before, or for an address that left the list (or was erased) since. */
type ConfirmOutcome = "confirmed" | "already-confirmed" | "not-waiting";

/**
 * Signing up for the newsletter and its consent record. With double opt-in off, a subscribe is the
 * consent (confirmed at once, welcome mail); with it on, the address waits unconfirmed, which no
 * campaign mails, until the link mailed to it is confirmed. Each change is stored with its mail in
 * one transaction, or not at all.
 */
export class Subscriptions {
  private readonly deps: Pick<AppDeps, "db" | "clock" | "env" | "outbox">;
  private readonly settings: Settings;

  constructor(deps: Pick<AppDeps, "db" | "clock" | "env" | "outbox">, settings: Settings) {
    this.deps = deps;
    this.settings = settings;
  }

  /** Subscribes a normalised address given on `sourcePage` (the site's path, or null when unknown). */
  async subscribe(email: string, sourcePage: string | null): Promise<SubscribeOutcome> {
    const { db, clock, outbox } = this.deps;
    const existing = await db
      .selectFrom("newsletter_subscribers")
      .select(["id", "unsubscribed_at", "confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing && !existing.unsubscribed_at && existing.confirmed_at) return "already-subscribed";

    const now = clock.now();
    const double = await this.settings.newsletterDoubleOptIn();
    if (double && existing && !existing.unsubscribed_at && (await this.linkHeldBack(email, now)))
      return "confirmation-sent";
    const consent = {
      created_at: now.toISOString(),
      unsubscribed_at: null,
      unsubscribed_campaign_id: null,
      source_page: sourcePage,
      opt_in: double ? ("double" as const) : ("single" as const),
      confirmed_at: double ? null : now.toISOString(),
    };
    return outbox.transaction(async (trx) => {
      // An address that left, or that never confirmed, starts again with this request's consent.
      const stored = existing
        ? await trx
            .updateTable("newsletter_subscribers")
            .set(consent)
            .where("id", "=", existing.id)
            .where((eb) => eb.or([eb("unsubscribed_at", "is not", null), eb("confirmed_at", "is", null)]))
            .executeTakeFirst()
            .then((result) => Number(result.numUpdatedRows))
        : await trx
            .insertInto("newsletter_subscribers")
            .values({ email, ...consent })
            .onConflict((oc) => oc.column("email").doNothing())
            .executeTakeFirst()
            .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0));
      // Two requests for one address at once, or a confirmation in between: the row is taken.
      if (stored === 0) return "already-subscribed";
      await outbox.enqueue(double ? this.confirmMail(email, now) : this.welcomeMail(email), trx);
      return double ? "confirmation-sent" : "subscribed";
    });
  }

  /** Takes the confirmation of an address awaiting it, once: the consent takes effect and the welcome mail goes. */
  async confirm(email: string): Promise<ConfirmOutcome> {
    const { clock, outbox } = this.deps;
    return outbox.transaction(async (trx) => {
      const updated = await trx
        .updateTable("newsletter_subscribers")
        .set({ confirmed_at: clock.now().toISOString(), opt_in: "double" })
        .where("email", "=", email)
        .where("unsubscribed_at", "is", null)
        .where("confirmed_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) {
        await outbox.enqueue(this.welcomeMail(email), trx);
        return "confirmed";
      }
      const row = await trx
        .selectFrom("newsletter_subscribers")
        .select("unsubscribed_at")
        .where("email", "=", email)
        .executeTakeFirst();
      return row && !row.unsubscribed_at ? "already-confirmed" : "not-waiting";
    });
  }

  /**
   * Whether the address is not to get another confirmation link yet: one went in the last
   * RESEND_AFTER_MS (it is likely on its way), or CONFIRMATIONS_A_DAY in a day. Whoever asks, from
   * however many addresses, cannot fill a stranger's mailbox with links.
   */
  private async linkHeldBack(email: string, now: Date): Promise<boolean> {
    const day = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
    const sent = await this.deps.db
      .selectFrom("outbox")
      .select("created_at")
      .where("kind", "=", "newsletter-confirm")
      .where("to_address", "=", email)
      .where("created_at", ">", day)
      .execute();
    const recent = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
    return sent.length >= CONFIRMATIONS_A_DAY || sent.some((mail) => mail.created_at > recent);
  }

  private welcomeMail(email: string): OutgoingMail {
    const { env } = this.deps;
    const unsubscribeUrl = `${env.PUBLIC_ORIGIN}/api/unsubscribe?token=${unsubscribeToken(env.APP_SECRET, email)}`;
    return {
      kind: "newsletter-welcome",
      to: email,
      priority: "bulk",
      ...newsletterWelcomeMail(resort.name, unsubscribeUrl),
    };
  }

  /** Urgent, as an email verification is: the subscriber is waiting for it with the site open. */
  private confirmMail(email: string, issuedAt: Date): OutgoingMail {
    const { env } = this.deps;
    const confirmUrl = `${env.PUBLIC_ORIGIN}/api/newsletter/confirm?token=${confirmToken(env.APP_SECRET, email, issuedAt)}`;
    return {
      kind: "newsletter-confirm",
      to: email,
      priority: "urgent",
      ...newsletterConfirmMail(resort.name, confirmUrl, CONFIRM_LINK_DAYS),
    };
  }
}
