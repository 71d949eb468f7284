import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { Clock } from "../clock.ts";

export interface OutgoingMail {
  /** What the mail is about, for logs and queries (e.g. "contact-staff", "newsletter-welcome"). */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

const MAX_ATTEMPTS = 12;
const LOCK_MS = 60_000;
const BATCH = 20;

/** Seconds before retry n (1-based): 5 s doubling, capped at one hour. */
function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);
}

/** Mail headers must never carry line breaks from visitor input. */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * Mail is written to the database before any delivery is tried, then sent by a worker that
 * claims rows with a lease, so several instances can share one outbox and a crash or an SMTP
 * outage only delays delivery.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private kicked = false;

  private readonly db: Db;
  private readonly transport: MailTransport | null;
  private readonly from: string;
  private readonly log: Logger;
  private readonly clock: Clock;

  constructor(db: Db, transport: MailTransport | null, from: string, log: Logger, clock: Clock) {
    this.db = db;
    this.transport = transport;
    this.from = from;
    this.log = log;
    this.clock = clock;
  }

  async enqueue(mail: OutgoingMail): Promise<number> {
    const now = this.clock.now().toISOString();
    const row = await this.db
      .insertInto("outbox")
      .values({
        kind: mail.kind,
        to_address: singleLine(mail.to),
        reply_to: mail.replyTo ? singleLine(mail.replyTo) : null,
        subject: singleLine(mail.subject),
        text_body: mail.text,
        html_body: mail.html ?? null,
        status: "pending",
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!this.transport) {
      this.log.info(
        { mail: { id: row.id, kind: mail.kind, to: mail.to, subject: mail.subject } },
        "mail queued (no SMTP_URL: kept in outbox)",
      );
    }
    this.kick();
    return row.id;
  }

  /** Ask the worker to look at the outbox soon, without waiting for it. */
  kick(): void {
    if (!this.transport) return;
    this.kicked = true;
    setImmediate(() => void this.drain());
  }

  /** Sends everything due now; resolves when this pass is done. */
  async drain(): Promise<void> {
    if (!this.transport) return;
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        do {
          this.kicked = false;
          while ((await this.sendBatch()) > 0 && !this.stopped) {
            /* keep going while full batches are due */
          }
        } while (this.kicked && !this.stopped);
      } catch (error) {
        this.log.error({ err: error }, "outbox pass failed");
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private stopped = false;

  start(intervalMs = 5_000): void {
    if (!this.transport) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.drain(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async sendBatch(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const due = await this.db
      .selectFrom("outbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
      .orderBy("id")
      .limit(BATCH)
      .execute();
    let sent = 0;
    for (const mail of due) {
      const leaseUntil = new Date(now.getTime() + LOCK_MS).toISOString();
      const claim = await this.db
        .updateTable("outbox")
        .set({ locked_until: leaseUntil })
        .where("id", "=", mail.id)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      try {
        await transport.send({
          from: this.from,
          to: mail.to_address,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body ?? undefined,
          kind: mail.kind,
        });
        await this.db
          .updateTable("outbox")
          .set({
            status: "sent",
            sent_at: this.clock.now().toISOString(),
            attempts: mail.attempts + 1,
            locked_until: null,
            last_error: null,
          })
          .where("id", "=", mail.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await this.db
          .updateTable("outbox")
          .set({
            status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
            attempts,
            next_attempt_at: new Date(this.clock.now().getTime() + retryDelayMs(attempts)).toISOString(),
            locked_until: null,
            last_error: message.slice(0, 500),
          })
          .where("id", "=", mail.id)
          .execute();
        this.log.warn({ mailId: mail.id, attempts, err: message }, "mail delivery failed; will retry");
      }
    }
    return due.length === BATCH ? sent : 0;
  }
}
