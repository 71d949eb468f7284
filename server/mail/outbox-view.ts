import { sql } from "kysely";
import { mailMessages, type MailQuery, type MailSummary } from "#domain/staff/mail-schemas.ts";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/database.ts";
import type { OutboxTable } from "#server/db/schema.ts";
import { contains } from "#server/db/like.ts";
import { newestFirst } from "#server/db/newest-first.ts";
import { redactUrlTokens } from "#server/http/url-tokens.ts";
import { StaffError } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { LATE_AFTER_MS, type Outbox } from "./outbox.ts";

const SUMMARY_COLUMNS = [
  "id",
  "kind",
  "to_address",
  "subject",
  "status",
  "attempts",
  "last_error",
  "created_at",
  "sent_at",
  "next_attempt_at",
] as const;

type Row = Pick<Omit<OutboxTable, "id"> & { id: number }, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: Row): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.next_attempt_at,
  };
}

/** The outbox as staff see it: what is waiting, sent or failed and why, each mail as sent (its tokens redacted), and a retry. */
export class OutboxView {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly outbox: Outbox;

  constructor(deps: { db: Db; clock: Clock; outbox: Outbox }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.outbox = deps.outbox;
  }

  async list(query: MailQuery): Promise<{ mails: MailSummary[]; nextBefore: number | null }> {
    // A list needs no bodies or attachments, which a receipt's QR codes make large.
    let select = this.db.selectFrom("outbox").select(SUMMARY_COLUMNS);
    if (query.status) select = select.where("status", "=", query.status);
    if (query.q) select = select.where(contains(sql`lower(to_address)`, query.q.toLowerCase()));
    if (query.before) select = select.where("id", "<", query.before);
    const { rows, nextBefore } = await newestFirst(select, "id", query.limit);
    return { mails: rows.map(toSummary), nextBefore };
  }

  async counts(): Promise<{ pending: number; failed: number; late: number }> {
    const lateIso = new Date(this.clock.now().getTime() - LATE_AFTER_MS).toISOString();
    const row = await this.db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.sum<number | string | null>(eb.case().when("status", "=", "pending").then(1).else(0).end()).as("pending"),
        eb.fn.sum<number | string | null>(eb.case().when("status", "=", "failed").then(1).else(0).end()).as("failed"),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.and([eb("status", "=", "pending"), eb("created_at", "<", lateIso)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("late"),
      ])
      .executeTakeFirstOrThrow();
    return { pending: Number(row.pending ?? 0), failed: Number(row.failed ?? 0), late: Number(row.late ?? 0) };
  }

  async get(id: number) {
    const row = await this.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new StaffError(404, mailMessages.notFound);
    // Staff read a mail as sent, except what opens someone else's account or tickets: a reset or
    // verification link's token, a ticket link, an unsubscribe link, a checkout session's id.
    return {
      ...toSummary(row),
      replyTo: row.reply_to,
      text: redactUrlTokens(row.text_body),
      html: row.html_body === null ? null : redactUrlTokens(row.html_body),
    };
  }

  /** Queues a failed mail again for one more try, now; the outbox's workers pick it up at once. */
  async retry(actor: Actor, id: number) {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("outbox").select(["status", "attempts"]).where("id", "=", id).executeTakeFirst();
      if (!row) throw new StaffError(404, mailMessages.notFound);
      if (row.status !== "failed") throw new StaffError(409, mailMessages.notFailed);
      await trx
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: now.toISOString(), locked_until: null })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .execute();
      await record(trx, actor, { action: "mail.retry", target: `mail:${id}`, before: { status: "failed" } }, now);
    });
    this.outbox.kick();
    return this.get(id);
  }
}
