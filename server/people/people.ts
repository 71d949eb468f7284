import { createHmac } from "node:crypto";
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from "kysely";
import type { PersonRecords, Subscriber, SubscriberStatus, SubscribersQuery } from "#domain/staff/people-schemas.ts";
import { peopleMessages, subscriberStatus } from "#domain/staff/people-schemas.ts";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/database.ts";
import type { Database } from "#server/db/schema.ts";
import { contains } from "#server/db/like.ts";
import { newestFirst } from "#server/db/newest-first.ts";
import { csvDocument } from "#server/http/csv.ts";
import { StaffError } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";

type SubscriberRow = Selectable<Database["newsletter_subscribers"]>;

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.created_at,
    unsubscribedAt: row.unsubscribed_at,
    sourcePage: row.source_page,
    optIn: row.opt_in,
    confirmedAt: row.confirmed_at,
    suppressedAt: row.suppressed_at,
    suppressedReason: row.suppressed_reason,
  };
}

/** The rows of one status, as subscriberStatus tells them apart. */
function withStatus(
  eb: ExpressionBuilder<Database, "newsletter_subscribers">,
  status: SubscriberStatus,
): Expression<SqlBool> {
  const listed = eb("unsubscribed_at", "is", null);
  switch (status) {
    case "unsubscribed":
      return eb("unsubscribed_at", "is not", null);
    case "suppressed":
      return eb.and([listed, eb("suppressed_at", "is not", null)]);
    case "awaiting_confirmation":
      return eb.and([listed, eb("suppressed_at", "is", null), eb("confirmed_at", "is", null)]);
    case "subscribed":
      return eb.and([listed, eb("suppressed_at", "is", null), eb("confirmed_at", "is not", null)]);
  }
}

/** Newsletter subscribers as staff see them, and the erasure of everything the site holds about a person. */
export class People {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly secret: string;

  constructor(deps: { db: Db; clock: Clock; appSecret: string }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.secret = deps.appSecret;
  }

  async subscribers(query: SubscribersQuery): Promise<{ subscribers: Subscriber[]; nextBefore: number | null }> {
    let select = this.db.selectFrom("newsletter_subscribers").selectAll();
    for (const word of (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean))
      select = select.where(contains(sql.ref("email"), word));
    const { status } = query;
    if (status) select = select.where((eb) => withStatus(eb, status));
    if (query.before) select = select.where("id", "<", query.before);
    const { rows, nextBefore } = await newestFirst(select, "id", query.limit);
    return { subscribers: rows.map(toSubscriber), nextBefore };
  }

  async counts(): Promise<Record<"subscribed" | "awaitingConfirmation" | "suppressed" | "unsubscribed", number>> {
    const row = await this.db
      .selectFrom("newsletter_subscribers")
      .select((eb) => {
        const countOf = (status: SubscriberStatus) =>
          eb.fn.sum<number | string | null>(eb.case().when(withStatus(eb, status)).then(1).else(0).end());
        return [
          countOf("subscribed").as("subscribed"),
          countOf("awaiting_confirmation").as("awaiting"),
          countOf("suppressed").as("suppressed"),
          eb.fn.count<number | string>("unsubscribed_at").as("unsubscribed"),
        ];
      })
      .executeTakeFirstOrThrow();
    return {
      subscribed: Number(row.subscribed ?? 0),
      awaitingConfirmation: Number(row.awaiting ?? 0),
      suppressed: Number(row.suppressed ?? 0),
      unsubscribed: Number(row.unsubscribed),
    };
  }

  /** Addresses whose consent took effect from `since` on and that campaigns still mail. */
  async subscribedSince(since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("newsletter_subscribers")
      .where("confirmed_at", ">=", since.toISOString())
      .where((eb) => withStatus(eb, "subscribed"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Stops the newsletter to one subscriber, as their own unsubscribe link would. */
  async unsubscribe(actor: Actor, id: number): Promise<Subscriber> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new StaffError(404, peopleMessages.notFound);
      if (row.unsubscribed_at) return toSubscriber(row);
      const updated = await trx
        .updateTable("newsletter_subscribers")
        .set({ unsubscribed_at: now.toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await record(
        trx,
        actor,
        { action: "subscriber.unsubscribe", target: `subscriber:${id}`, before: { unsubscribedAt: null } },
        now,
      );
      return toSubscriber(updated);
    });
  }

  /**
   * Every subscriber as CSV, oldest first, with their consent; the export itself goes in the audit
   * log. The first four columns are the ones exported before the consent was kept, in their order.
   */
  async exportCsv(actor: Actor): Promise<string> {
    const rows = await this.db.selectFrom("newsletter_subscribers").selectAll().orderBy("id").execute();
    await record(this.db, actor, { action: "subscribers.export", after: { rows: rows.length } }, this.clock.now());
    return csvDocument([
      [
        "email",
        "status",
        "subscribed_at",
        "unsubscribed_at",
        "source_page",
        "opt_in",
        "confirmed_at",
        "suppressed_at",
        "suppressed_reason",
      ],
      ...rows
        .map(toSubscriber)
        .map((subscriber) => [
          subscriber.email,
          subscriberStatus(subscriber),
          subscriber.subscribedAt,
          subscriber.unsubscribedAt ?? "",
          subscriber.sourcePage ?? "",
          subscriber.optIn,
          subscriber.confirmedAt ?? "",
          subscriber.suppressedAt ?? "",
          subscriber.suppressedReason ?? "",
        ]),
    ]);
  }

  /** What the site holds about an address: the subscription, messages, inquiries, account and orders. */
  async records(email: string, db: Db = this.db): Promise<PersonRecords> {
    const count = async (table: "contact_messages" | "inquiries" | "ticket_orders", column: string) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where(sql<boolean>`lower(${sql.ref(column)}) = ${email}`)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const [subscriber, contactMessages, inquiries, account, ordersKept] = await Promise.all([
      db.selectFrom("newsletter_subscribers").select("id").where("email", "=", email).executeTakeFirst(),
      count("contact_messages", "email"),
      count("inquiries", "email"),
      db
        .selectFrom("users")
        .select("id")
        .where(sql<boolean>`lower(email) = ${email}`)
        .executeTakeFirst(),
      count("ticket_orders", "customer_email"),
    ]);
    return { email, subscriber: !!subscriber, contactMessages, inquiries, account: !!account, ordersKept };
  }

  /**
   * Erases a person on request: their subscription, contact messages, inquiries (and the leads,
   * notes and replies made of them), guest account and the mail to or about them. Ticket orders
   * stay for the resort's accounts. The audit log records the erasure by a keyed hash of the
   * address, so the resort can later confirm an erasure without the log keeping the address.
   */
  async erase(actor: Actor, email: string): Promise<PersonRecords> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const held = await this.records(email, trx);
      const matches = sql<boolean>`lower(email) = ${email}`;
      const leadIds = (await trx.selectFrom("leads").select("id").where(matches).execute()).map((row) => row.id);
      if (leadIds.length > 0) {
        for (const table of ["lead_reads", "lead_notes", "lead_replies"] as const)
          await trx.deleteFrom(table).where("lead_id", "in", leadIds).execute();
        await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
      }
      await trx.deleteFrom("contact_messages").where(matches).execute();
      await trx.deleteFrom("inquiries").where(matches).execute();
      await trx.deleteFrom("newsletter_subscribers").where("email", "=", email).execute();
      await trx.deleteFrom("users").where(matches).execute();
      await trx
        .deleteFrom("outbox")
        .where((eb) =>
          eb.or([
            sql<boolean>`lower(to_address) = ${email}`,
            sql<boolean>`lower(reply_to) = ${email}`,
            contains(sql`lower(reply_to)`, `<${email}>`),
          ]),
        )
        .execute();
      await record(
        trx,
        actor,
        {
          action: "person.erase",
          target: `person:${this.addressHash(email)}`,
          before: {
            subscriber: held.subscriber,
            contactMessages: held.contactMessages,
            inquiries: held.inquiries,
            account: held.account,
          },
          after: { ordersKept: held.ordersKept },
        },
        now,
      );
      return held;
    });
  }

  /** The audit log's name for an address: the same address always gives the same name. */
  addressHash(email: string): string {
    return createHmac("sha256", `${this.secret}:person-erase`).update(email).digest("base64url").slice(0, 22);
  }
}
