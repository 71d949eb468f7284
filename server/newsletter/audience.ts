import { sql } from "kysely";
import type { Audience } from "#domain/newsletter/sending.ts";
import type { Db } from "#server/db/database.ts";

/**
 * The subscribers an audience holds now: confirmed, not unsubscribed, not suppressed, and for a
 * segment also known to the resort as a ticket buyer of the event, a guest with an account, or the
 * sender of an inquiry of the kind. Addresses are compared in lower case, as subscribers' are kept.
 * The caller selects what it needs of them (`s.id`, `s.email`).
 */
export function audienceSubscribers(db: Db, audience: Audience) {
  const subscribers = db
    .selectFrom("newsletter_subscribers as s")
    .where("s.unsubscribed_at", "is", null)
    .where("s.confirmed_at", "is not", null)
    .where("s.suppressed_at", "is", null);
  switch (audience.kind) {
    case "all":
      return subscribers;
    case "ticket-buyers":
      return subscribers.where("s.email", "in", (eb) =>
        eb
          .selectFrom("ticket_orders")
          .select(sql<string>`lower(customer_email)`.as("email"))
          .where("event_id", "=", audience.eventId),
      );
    case "guests":
      return subscribers.where("s.email", "in", (eb) =>
        eb.selectFrom("users").select(sql<string>`lower(email)`.as("email")),
      );
    case "leads":
      return subscribers.where("s.email", "in", (eb) =>
        eb
          .selectFrom("leads")
          .select(sql<string>`lower(email)`.as("email"))
          .where("kind", "=", audience.leadKind),
      );
  }
}

export async function audienceCount(db: Db, audience: Audience): Promise<number> {
  const row = await db
    .selectFrom(audienceSubscribers(db, audience).select("s.id").as("audience"))
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
