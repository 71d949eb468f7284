import { createHmac } from "node:crypto";
import { sql } from "kysely";
import type { PersonRecords, Subscriber, SubscribersQuery } from "#domain/staff/people-schemas.ts";
import { peopleMessages } from "#domain/staff/people-schemas.ts";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/database.ts";
import { contains } from "#server/db/like.ts";
import { newestFirst } from "#server/db/newest-first.ts";
import { csvDocument } from "#server/http/csv.ts";
import { StaffError } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";

function toSubscriber(row: {
  id: number;
  email: string;
  created_at: string;
  unsubscribed_at: string | null;
}): Subscriber {
  return { id: row.id, email: row.email, subscribedAt: row.created_at, unsubscribedAt: row.unsubscribed_at };
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
    if (query.status === "subscribed") select = select.where("unsubscribed_at", "is", null);
    if (query.status === "unsubscribed") select = select.where("unsubscribed_at", "is not", null);
    if (query.before) select = select.where("id", "<", query.before);
    const { rows, nextBefore } = await newestFirst(select, "id", query.limit);
    return { subscribers: rows.map(toSubscriber), nextBefore };
  }

  async counts(): Promise<{ subscribed: number; unsubscribed: number }> {
    const row = await this.db
      .selectFrom("newsletter_subscribers")
      .select((eb) => [
        eb.fn.countAll<number | string>().as("total"),
        eb.fn.count<number | string>("unsubscribed_at").as("unsubscribed"),
      ])
      .executeTakeFirstOrThrow();
    const unsubscribed = Number(row.unsubscribed);
    return { subscribed: Number(row.total) - unsubscribed, unsubscribed };
  }

  /** Addresses that subscribed from `since` on and are still subscribed. */
  async subscribedSince(since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("newsletter_subscribers")
      .where("created_at", ">=", since.toISOString())
      .where("unsubscribed_at", "is", null)
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

  /** Every subscriber as CSV, oldest first; the export itself goes in the audit log. */
  async exportCsv(actor: Actor): Promise<string> {
    const rows = await this.db.selectFrom("newsletter_subscribers").selectAll().orderBy("id").execute();
    await record(this.db, actor, { action: "subscribers.export", after: { rows: rows.length } }, this.clock.now());
    return csvDocument([
      ["email", "status", "subscribed_at", "unsubscribed_at"],
      ...rows.map((row) => [
        row.email,
        row.unsubscribed_at ? "unsubscribed" : "subscribed",
        row.created_at,
        row.unsubscribed_at ?? "",
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
