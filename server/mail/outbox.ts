import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { PostgresAdapter, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Db } from "#server/db/database.ts";
import { isDatabaseUnavailable } from "#server/db/faults.ts";
import type { Database, OutboxTable } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Clock } from "#server/clock.ts";
import { DKIM_SIGNED_HEADERS, type DkimKey } from "#server/mail/dkim.ts";

/** Urgent mail (password resets, receipts) goes ahead of a backlog; bulk mail goes after it. */
type MailPriority = "urgent" | "normal" | "bulk";
const PRIORITY: Record<MailPriority, number> = { urgent: 0, normal: 1, bulk: 2 };

/** A file sent with a mail; one with a `cid` is shown inline where the HTML refers to `cid:…`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  contentBase64: string;
}

export interface OutgoingMail {
  /** What the mail is about, for logs and queries (e.g. "contact-staff", "newsletter-welcome"). */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Normal when not given. */
  priority?: MailPriority;
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The Message-ID, when a mail sent again must be known as the same mail; made up by the transport without it. */
  messageId?: string;
  attachments?: MailAttachment[];
}

type OutboxRow = Selectable<OutboxTable>;

export interface MailTransport {
  /** Resolves once the server has accepted the mail; `signal` aborts a delivery that takes too long. */
  send(mail: OutgoingMail & { from: string }, signal: AbortSignal): Promise<void>;
  close(): void;
}

/** Deliveries at once: enough that one stalled SMTP session holds up nothing else. */
export const SEND_CONCURRENCY = 4;
/** How long an SMTP server may take to accept a connection, greet, or answer a command. */
const SMTP_TIMEOUT_MS = 30_000;
/** A delivery still running after this is aborted and retried: the timeouts catch silence, this a trickle. */
export const SEND_DEADLINE_MS = 2 * 60_000;
/** A claimed row belongs to its claimer this long; longer than any delivery may run. */
export const LEASE_MS = SEND_DEADLINE_MS + 3 * 60_000;
/** Delivery is retried this long after a mail was queued (an SMTP outage over a long weekend), then given up. */
export const RETRY_FOR_MS = 3 * 24 * 60 * 60_000;
/** Mail still pending this long after it was queued is reported by /api/health. */
export const LATE_AFTER_MS = 15 * 60_000;
/** Health checks come often; the counts behind them are read at most this often. */
const HEALTH_CACHE_MS = 5_000;

/** Milliseconds before retry n (1-based): 5 s doubling, capped at half an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** (attempt - 1), 30 * 60_000);
}

interface SmtpOptions {
  timeoutMs?: number;
  /** Signs every mail with this key when given. */
  dkim?: DkimKey;
}

/** Pooled connections, so a backlog reuses a few sessions instead of opening one per mail. */
export function smtpTransport(url: string, { timeoutMs = SMTP_TIMEOUT_MS, dkim }: SmtpOptions = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SEND_CONCURRENCY,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dkim: dkim && { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS },
  });
  return {
    async send(mail, signal) {
      // nodemailer aborts a pooled delivery on `signal`; its type definitions do not list the option yet.
      const message: Mail.Options & { signal: AbortSignal } = {
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          cid: attachment.cid,
          content: Buffer.from(attachment.contentBase64, "base64"),
        })),
        signal,
      };
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Mail headers must never carry line breaks from visitor input. */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

function claimable(nowIso: string) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.and([
      eb("status", "=", "pending"),
      eb("next_attempt_at", "<=", nowIso),
      eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]),
    ]);
}

interface MailBacklog {
  /** Pending longer than LATE_AFTER_MS. */
  pendingTooLong: number;
  /** Given up after RETRY_FOR_MS; kept until someone looks at them. */
  failed: number;
}

/**
 * Mail is written to the database (in the same transaction as the record it is about) before any
 * delivery is tried, then sent by up to SEND_CONCURRENCY workers. Each worker claims one row at a
 * time with a lease, so several instances can share one outbox and a crash or an SMTP outage only
 * delays delivery; urgent mail is claimed first.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private active = 0;
  private kickedWhileFull = false;
  private idleWaiters: Array<() => void> = [];
  private backlogCache: { at: number; value: Promise<MailBacklog> } | undefined;

  private readonly db: Db;
  private readonly transport: MailTransport | null;
  private readonly from: string;
  private readonly log: Logger;
  private readonly clock: Clock;
  private readonly postgres: boolean;

  constructor(db: Db, transport: MailTransport | null, from: string, log: Logger, clock: Clock) {
    this.db = db;
    this.transport = transport;
    this.from = from;
    this.log = log;
    this.clock = clock;
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * Queues a mail. Given a transaction (`into`), the mail is stored with that transaction's records
   * or not at all; run it through `transaction()` so the workers wake once it commits.
   */
  async enqueue(mail: OutgoingMail, into: Kysely<Database> = this.db): Promise<number> {
    const now = this.clock.now().toISOString();
    const headers = mail.headers
      ? Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [singleLine(name), singleLine(value)]))
      : null;
    const row = await into
      .insertInto("outbox")
      .values({
        kind: mail.kind,
        to_address: singleLine(mail.to),
        reply_to: mail.replyTo ? singleLine(mail.replyTo) : null,
        subject: singleLine(mail.subject),
        text_body: mail.text,
        html_body: mail.html ?? null,
        headers: headers ? JSON.stringify(headers) : null,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        priority: PRIORITY[mail.priority ?? "normal"],
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
    if (!into.isTransaction) this.kick();
    return row.id;
  }

  /** Runs `work` in one transaction and wakes the workers once it has committed. */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await this.db.transaction().execute(work);
    this.kick();
    return result;
  }

  /** Asks a worker to look at the outbox now, without waiting for it. */
  kick(): void {
    if (!this.transport || this.stopped) return;
    if (this.active >= SEND_CONCURRENCY) {
      this.kickedWhileFull = true;
      return;
    }
    this.startWorker();
  }

  /** Sends everything due now; resolves when no worker is left running. */
  async drain(): Promise<void> {
    this.kick();
    await this.idle();
  }

  start(intervalMs = 5_000): void {
    if (!this.transport) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Lets deliveries under way finish, then closes the SMTP connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
    this.transport?.close();
  }

  /**
   * Whether mail other than bulk is waiting to go now: newsletters give way to it, whatever the
   * rate they were given leaves room for.
   */
  async hasDueMail(): Promise<boolean> {
    const nowIso = this.clock.now().toISOString();
    const row = await this.db
      .selectFrom("outbox")
      .select("id")
      .where(claimable(nowIso))
      .where("priority", "<", PRIORITY.bulk)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How much mail is late or given up, for the health check. */
  async backlog(): Promise<MailBacklog> {
    const now = this.clock.now().getTime();
    if (this.backlogCache && now - this.backlogCache.at < HEALTH_CACHE_MS) return this.backlogCache.value;
    const value = this.countBacklog();
    this.backlogCache = { at: now, value };
    value.catch(() => {
      if (this.backlogCache?.value === value) this.backlogCache = undefined;
    });
    return value;
  }

  private async countBacklog(): Promise<MailBacklog> {
    const lateIso = new Date(this.clock.now().getTime() - LATE_AFTER_MS).toISOString();
    const rows = await this.db
      .selectFrom("outbox")
      .select((eb) => ["status", eb.fn.countAll().as("count")])
      .where((eb) =>
        eb.or([eb("status", "=", "failed"), eb.and([eb("status", "=", "pending"), eb("created_at", "<", lateIso)])]),
      )
      .groupBy("status")
      .execute();
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { pendingTooLong: count("pending"), failed: count("failed") };
  }

  private idle(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private startWorker(): void {
    this.active += 1;
    void this.work().finally(() => {
      this.active -= 1;
      if (this.kickedWhileFull && !this.stopped) {
        this.kickedWhileFull = false;
        this.startWorker();
      }
      if (this.active === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  /** Claims and sends one mail after another until none is due; each claim makes room for one more worker. */
  private async work(): Promise<void> {
    try {
      while (!this.stopped) {
        const mail = await this.claim();
        if (!mail) return;
        if (this.active < SEND_CONCURRENCY) this.startWorker();
        await this.deliver(mail);
      }
    } catch (error) {
      // The timer starts a worker again in a few seconds.
      if (isDatabaseUnavailable(error)) this.log.warn({ err: error }, "outbox paused: database unavailable");
      else this.log.error({ err: error }, "outbox worker stopped");
    }
  }

  /**
   * Leases the most urgent due row from the moment of the claim. On PostgreSQL, rows another
   * instance is claiming are skipped, not waited for; SQLite runs one writer at a time anyway.
   */
  private async claim(): Promise<OutboxRow | undefined> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    return this.db
      .updateTable("outbox")
      .set({ locked_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where("id", "=", (eb) =>
        eb
          .selectFrom("outbox")
          .select("id")
          .where(claimable(nowIso))
          .orderBy("priority")
          .orderBy("id")
          .limit(1)
          .$if(this.postgres, (query) => query.forUpdate().skipLocked()),
      )
      .where(claimable(nowIso))
      .returningAll()
      .executeTakeFirst();
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error("delivery took too long")), SEND_DEADLINE_MS);
    try {
      await transport.send(
        {
          from: this.from,
          to: mail.to_address,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body ?? undefined,
          headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
          attachments: mail.attachments ? (JSON.parse(mail.attachments) as MailAttachment[]) : undefined,
          kind: mail.kind,
        },
        deadline.signal,
      );
    } catch (error) {
      await this.retryLater(mail, error);
      return;
    } finally {
      clearTimeout(timer);
    }
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
  }

  private async retryLater(mail: OutboxRow, error: unknown): Promise<void> {
    const attempts = mail.attempts + 1;
    const now = this.clock.now();
    const givenUp = now.getTime() - Date.parse(mail.created_at) >= RETRY_FOR_MS;
    const message = error instanceof Error ? error.message : String(error);
    await this.db
      .updateTable("outbox")
      .set({
        status: givenUp ? "failed" : "pending",
        attempts,
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        locked_until: null,
        last_error: message.slice(0, 500),
      })
      .where("id", "=", mail.id)
      .execute();
    const context = { mailId: mail.id, kind: mail.kind, attempts, err: message };
    if (givenUp) this.log.error(context, "mail delivery failed for good; kept in the outbox as failed");
    else this.log.warn(context, "mail delivery failed; will retry");
  }
}
