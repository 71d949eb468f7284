import { sql, type Kysely, type Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

async function addTextColumns(db: Kysely<unknown>, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).addColumn(column, "text").execute();
}

/**
 * What sending a newsletter needs. A subscriber keeps their consent (from which page, single or
 * double opt-in, confirmed when; the addresses already on the list count as confirmed when they
 * subscribed, which is what single opt-in meant) and whether the address is suppressed (a bounce,
 * a complaint) and by which campaign it left. A campaign keeps its audience, when it sends, how its
 * sending went, and the mail as it was drawn when it started. Each recipient of a campaign is one
 * delivery row, unique per campaign and subscriber, claimed with a lease as the outbox's rows are.
 * A lease names the one instance doing a piece of work that must not run twice at once.
 */
export const newsletterSending: Migration = {
  async up(db: Kysely<unknown>) {
    await addTextColumns(db, "newsletter_subscribers", [
      "source_page",
      "confirmed_at",
      "suppressed_at",
      "suppressed_reason",
    ]);
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn("opt_in", "text", (col) => col.notNull().defaultTo("single"))
      .execute();
    await db.schema.alterTable("newsletter_subscribers").addColumn("unsubscribed_campaign_id", "integer").execute();
    await db
      .updateTable("newsletter_subscribers" as never)
      .set({ confirmed_at: sql`created_at` } as never)
      .execute();

    await db.schema
      .alterTable("newsletter_campaigns")
      .addColumn("audience_json", "text", (col) => col.notNull().defaultTo('{"kind":"all"}'))
      .execute();
    await addTextColumns(db, "newsletter_campaigns", [
      "send_at",
      "scheduled_by",
      "started_at",
      "paused_at",
      "finished_at",
      "cancelled_at",
      "sent_subject",
      "sent_html",
      "sent_text",
      "failure",
    ]);
    await db.schema.alterTable("newsletter_campaigns").addColumn("scheduled_by_id", "integer").execute();
    await db.schema
      .createIndex("newsletter_campaigns_due")
      .on("newsletter_campaigns")
      .columns(["status", "send_at"])
      .execute();

    await addIdColumn(db, db.schema.createTable("newsletter_deliveries"))
      .addColumn("campaign_id", "integer", (col) => col.notNull().references("newsletter_campaigns.id"))
      .addColumn("subscriber_id", "integer", (col) => col.notNull().references("newsletter_subscribers.id"))
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .execute();
    await db.schema
      .createIndex("newsletter_deliveries_one_per_recipient")
      .on("newsletter_deliveries")
      .columns(["campaign_id", "subscriber_id"])
      .unique()
      .execute();
    await db.schema
      .createIndex("newsletter_deliveries_due")
      .on("newsletter_deliveries")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema.createIndex("newsletter_deliveries_sent").on("newsletter_deliveries").column("sent_at").execute();

    await db.schema
      .createTable("worker_leases")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("holder", "text", (col) => col.notNull())
      .addColumn("locked_until", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("worker_leases").execute();
    await db.schema.dropTable("newsletter_deliveries").execute();
  },
};
