import { setTimeout as sleep } from "node:timers/promises";
import type { AppDeps } from "#server/app.ts";
import { isDatabaseUnavailable } from "#server/db/faults.ts";
import { WorkerLease } from "#server/db/worker-lease.ts";
import { markup } from "#server/mail/templates/html.ts";
import { LEASE_MS, RETRY_FOR_MS, retryDelayMs, SEND_DEADLINE_MS, type MailTransport } from "#server/mail/outbox.ts";
import { UNSUBSCRIBE_PLACEHOLDER, type CampaignSending } from "./campaign-sending.ts";
import { suppressAddress } from "./suppression.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

type Deps = Pick<AppDeps, "db" | "dbKind" | "clock" | "env" | "log" | "outbox">;

/** Deliveries under way at once: as many SMTP sessions as the outbox's own pool. */
const CONCURRENCY = 4;
/** The most recipients claimed at once; a batch is also at most a second of sending at the rate. */
const BATCH_MAX = 50;
/** The sending instance renews its lease each tick; another takes over this long after it stops. */
const SENDER_LEASE_MS = 30_000;
/** How often a pause or cancel staff made is looked for while a batch goes out. */
const STATUS_FRESH_MS = 250;
/** After the mail server could not be reached, sending waits this long, doubling to the cap. */
const OUTAGE_WAIT_MS = 2_000;
const OUTAGE_WAIT_MAX_MS = 60_000;

interface Claimed {
  id: number;
  campaign_id: number;
  subscriber_id: number;
  email: string;
  attempts: number;
}

/** A campaign's mail as drawn when it started, with each recipient's unsubscribe address still to put in. */
interface Drawn {
  subject: string;
  html: string;
  text: string;
  startedAt: number;
}

interface SmtpFailure {
  responseCode?: number;
  command?: string;
}

/**
 * A refusal the receiving server means for good, for this address or this mail (a 5xx answer to RCPT
 * TO or to the message). A 5xx to anything else (the sign-in, MAIL FROM) is the sender's setup, not
 * the recipient's, and is retried like an outage rather than held against the address.
 */
function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as SmtpFailure;
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === "RCPT TO" || command === "DATA")
  );
}

/** No answer from a server at all: the mail server is down or unreachable, not refusing this mail. */
function isOutage(error: unknown): boolean {
  return typeof (error as SmtpFailure | undefined)?.responseCode !== "number";
}

/**
 * Delivers the campaigns that are sending, one recipient at a time, through the mail server at the
 * configured rate (NEWSLETTER_PER_SECOND, and NEWSLETTER_PER_HOUR counted over every instance's
 * deliveries), and only while no receipt, reset or other mail of the site's is waiting. One instance
 * at a time sends (a lease in the database); each recipient's row is claimed with a lease of its own
 * before it is sent and marked once the server has taken it, so a restart, an outage or a second
 * instance sends no one twice. A recipient who left the list or was suppressed before their turn is
 * skipped; a permanent refusal suppresses the address. Every instance starts campaigns that are due.
 */
export class CampaignSender {
  private readonly deps: Deps;
  private readonly transport: MailTransport | null;
  private readonly sending: CampaignSending;
  private readonly lease: WorkerLease;
  /** The site's host name, which names the list and each mail's Message-ID. */
  private readonly host: string;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  /** When the next mail may start, in performance.now() time: the per-second pacing. */
  private nextSlot = 0;
  private outageWaitMs = 0;
  private resumeAt = 0;
  private readonly drawn = new Map<number, Drawn>();
  private statuses: { at: number; sending: Promise<Set<number>> } | undefined;

  constructor(deps: Deps, transport: MailTransport | null, sending: CampaignSending) {
    this.deps = deps;
    this.transport = transport;
    this.sending = sending;
    this.lease = new WorkerLease(deps.db, "newsletter-sender", SENDER_LEASE_MS);
    this.host = new URL(deps.env.PUBLIC_ORIGIN).hostname;
  }

  start(intervalMs = 1_000): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.poll(), intervalMs);
    this.timer.unref();
    void this.poll();
  }

  /** Lets the mails under way finish, gives back the rows claimed and not sent, and the lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
    await this.lease.release().catch(() => undefined);
  }

  /** Starts what is due and sends what can go now, unless a run is under way already. */
  private poll(): Promise<void> {
    this.ticking ??= this.run().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** A run that begins after this call (once any under way has ended): what was due when called is started and sent. */
  async tick(): Promise<void> {
    while (this.ticking) await this.ticking;
    await this.poll();
  }

  private async run(): Promise<void> {
    const { log, clock } = this.deps;
    try {
      await this.sending.startDue();
      if (!this.transport || this.stopped || performance.now() < this.resumeAt) return;
      if (!(await this.lease.hold(clock.now()))) return;
      while (!this.stopped && performance.now() >= this.resumeAt) {
        const sent = await this.sendBatch();
        await this.finishDone();
        if (sent === 0) break;
      }
    } catch (error) {
      if (isDatabaseUnavailable(error)) log.warn({ err: error }, "newsletter: sending paused, database unavailable");
      else log.error({ err: error }, "newsletter: sending stopped; retried on the next tick");
    }
  }

  /** Claims and sends one batch; answers how many rows it claimed (0: nothing can go now). */
  private async sendBatch(): Promise<number> {
    const { outbox, clock } = this.deps;
    if (await outbox.hasDueMail()) return 0;
    if (!(await this.lease.hold(clock.now()))) return 0;
    const room = Math.min(BATCH_MAX, Math.ceil(this.deps.env.NEWSLETTER_PER_SECOND), await this.roomThisHour());
    if (room <= 0) return 0;
    const claimed = await this.claim(room);
    if (claimed.length === 0) {
      // Nothing to send: the mails of campaigns done with are not kept for the life of the process.
      this.drawn.clear();
      return 0;
    }
    const deliverable = await this.dropLeavers(claimed);
    let next = 0;
    const worker = async () => {
      while (next < deliverable.length) {
        const row = deliverable[next++];
        if (!row) return;
        if (this.stopped || performance.now() < this.resumeAt || !(await this.stillSending(row.campaign_id))) {
          await this.giveBack(row);
          continue;
        }
        await this.pace();
        await this.deliver(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, deliverable.length) }, worker));
    return claimed.length;
  }

  /** How many more may go before the last hour's deliveries, every instance's, reach NEWSLETTER_PER_HOUR. */
  private async roomThisHour(): Promise<number> {
    const now = this.deps.clock.now();
    const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
    const row = await this.deps.db
      .selectFrom("newsletter_deliveries")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("sent_at", ">", hourAgo)
      .where("sent_at", "<=", now.toISOString())
      .executeTakeFirstOrThrow();
    return this.deps.env.NEWSLETTER_PER_HOUR - Number(row.count);
  }

  /**
   * Waits for this mail's turn at NEWSLETTER_PER_SECOND. Turns missed while the sender was busy
   * (claiming, marking) are made up within a second, as a token bucket of a second's mail would.
   */
  private async pace(): Promise<void> {
    const now = performance.now();
    const slot = Math.max(this.nextSlot, now - 1000);
    this.nextSlot = slot + 1000 / this.deps.env.NEWSLETTER_PER_SECOND;
    if (slot > now) await sleep(slot - now);
  }

  /**
   * Leases the oldest due recipients of campaigns that are sending. The rows are chosen, then leased,
   * in one transaction: on PostgreSQL those another instance is choosing are skipped, not waited for
   * (chosen in a subquery of the update, a LIMIT with SKIP LOCKED can be run more than once and lease
   * more rows than asked); SQLite runs one writer at a time anyway.
   */
  private async claim(limit: number): Promise<Claimed[]> {
    const { db, clock, dbKind } = this.deps;
    const now = clock.now();
    const nowIso = now.toISOString();
    return db.transaction().execute(async (trx) => {
      const chosen = await trx
        .selectFrom("newsletter_deliveries")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", nowIso)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
        .where("campaign_id", "in", (eb) =>
          eb.selectFrom("newsletter_campaigns").select("id").where("status", "=", "sending"),
        )
        .orderBy("id")
        .limit(limit)
        .$if(dbKind === "postgres", (query) => query.forUpdate().skipLocked())
        .execute();
      if (chosen.length === 0) return [];
      return trx
        .updateTable("newsletter_deliveries")
        .set({ locked_until: new Date(now.getTime() + LEASE_MS).toISOString() })
        .where(
          "id",
          "in",
          chosen.map((row) => row.id),
        )
        .returning(["id", "campaign_id", "subscriber_id", "email", "attempts"])
        .execute();
    });
  }

  /** Skips the recipients who unsubscribed, or were suppressed, since the campaign started; answers the rest. */
  private async dropLeavers(claimed: Claimed[]): Promise<Claimed[]> {
    const { db } = this.deps;
    const staying = new Set(
      (
        await db
          .selectFrom("newsletter_subscribers")
          .select("id")
          .where(
            "id",
            "in",
            claimed.map((row) => row.subscriber_id),
          )
          .where("unsubscribed_at", "is", null)
          .where("suppressed_at", "is", null)
          .where("confirmed_at", "is not", null)
          .execute()
      ).map((row) => row.id),
    );
    const leaving = claimed.filter((row) => !staying.has(row.subscriber_id)).map((row) => row.id);
    if (leaving.length > 0)
      await db
        .updateTable("newsletter_deliveries")
        .set({ status: "skipped", locked_until: null })
        .where("id", "in", leaving)
        .execute();
    return claimed.filter((row) => staying.has(row.subscriber_id));
  }

  /** Whether the campaign is still sending (not paused or cancelled since), read at most every STATUS_FRESH_MS. */
  private async stillSending(campaignId: number): Promise<boolean> {
    const now = performance.now();
    if (!this.statuses || now - this.statuses.at > STATUS_FRESH_MS) {
      const sending = this.deps.db
        .selectFrom("newsletter_campaigns")
        .select("id")
        .where("status", "=", "sending")
        .execute()
        .then((rows) => new Set(rows.map((row) => row.id)));
      this.statuses = { at: now, sending };
    }
    return (await this.statuses.sending).has(campaignId);
  }

  private async giveBack(row: Claimed): Promise<void> {
    await this.deps.db
      .updateTable("newsletter_deliveries")
      .set({ locked_until: null })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .execute();
  }

  private async drawnMail(campaignId: number): Promise<Drawn> {
    const cached = this.drawn.get(campaignId);
    if (cached) return cached;
    const row = await this.deps.db
      .selectFrom("newsletter_campaigns")
      .select(["sent_subject", "sent_html", "sent_text", "started_at"])
      .where("id", "=", campaignId)
      .executeTakeFirstOrThrow();
    const drawn = {
      subject: row.sent_subject ?? "",
      html: row.sent_html ?? "",
      text: row.sent_text ?? "",
      startedAt: Date.parse(row.started_at ?? ""),
    };
    this.drawn.set(campaignId, drawn);
    return drawn;
  }

  private async deliver(row: Claimed): Promise<void> {
    const { db, clock, env } = this.deps;
    const transport = this.transport;
    if (!transport) return;
    const drawn = await this.drawnMail(row.campaign_id);
    const unsubscribeUrl = `${env.PUBLIC_ORIGIN}/api/unsubscribe?${new URLSearchParams({
      token: unsubscribeToken(env.APP_SECRET, row.email),
      campaign: String(row.campaign_id),
    })}`;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error("delivery took too long")), SEND_DEADLINE_MS);
    try {
      await transport.send(
        {
          kind: "newsletter-campaign",
          from: env.MAIL_FROM,
          to: row.email,
          subject: drawn.subject,
          html: drawn.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, String(markup`${unsubscribeUrl}`)),
          text: drawn.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
          headers: {
            "List-Unsubscribe": `<${unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            "List-Id": `<newsletter.${this.host}>`,
          },
          // Sent again after a crash, it is known as the same mail to servers that drop duplicates.
          messageId: `<campaign-${row.campaign_id}.recipient-${row.subscriber_id}@${this.host}>`,
        },
        deadline.signal,
      );
    } catch (error) {
      await this.failed(row, drawn, error);
      return;
    } finally {
      clearTimeout(timer);
    }
    this.outageWaitMs = 0;
    await db
      .updateTable("newsletter_deliveries")
      .set({
        status: "sent",
        sent_at: clock.now().toISOString(),
        attempts: row.attempts + 1,
        locked_until: null,
        last_error: null,
      })
      .where("id", "=", row.id)
      .execute();
  }

  private async failed(row: Claimed, drawn: Drawn, error: unknown): Promise<void> {
    const { db, clock, log } = this.deps;
    const now = clock.now();
    const attempts = row.attempts + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (isPermanentRefusal(error)) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("newsletter_deliveries")
          .set({ status: "bounced", attempts, locked_until: null, last_error: message })
          .where("id", "=", row.id)
          .execute();
        await suppressAddress(trx, row.email, "bounce", message, now);
      });
      log.info({ campaign: row.campaign_id, delivery: row.id }, "newsletter: address refused for good; suppressed");
      return;
    }
    if (isOutage(error)) {
      this.outageWaitMs = Math.min(Math.max(OUTAGE_WAIT_MS, this.outageWaitMs * 2), OUTAGE_WAIT_MAX_MS);
      this.resumeAt = performance.now() + this.outageWaitMs;
    }
    const givenUp = now.getTime() - drawn.startedAt >= RETRY_FOR_MS;
    await db
      .updateTable("newsletter_deliveries")
      .set({
        status: givenUp ? "failed" : "pending",
        attempts,
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        locked_until: null,
        last_error: message,
      })
      .where("id", "=", row.id)
      .execute();
    log.warn(
      { campaign: row.campaign_id, delivery: row.id, attempts, err: message },
      givenUp ? "newsletter: delivery given up" : "newsletter: delivery failed; will retry",
    );
  }

  /** Campaigns with no recipient left to mail have been sent. */
  private async finishDone(): Promise<void> {
    const { db, clock } = this.deps;
    await db
      .updateTable("newsletter_campaigns")
      .set({ status: "sent", finished_at: clock.now().toISOString() })
      .where("status", "=", "sending")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("newsletter_deliveries")
              .select("newsletter_deliveries.id")
              .whereRef("newsletter_deliveries.campaign_id", "=", "newsletter_campaigns.id")
              .where("newsletter_deliveries.status", "=", "pending"),
          ),
        ),
      )
      .execute();
  }
}
