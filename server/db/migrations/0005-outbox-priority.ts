import type { Kysely, Migration } from "kysely";

/**
 * Urgent mail (password resets, receipts) is claimed ahead of a backlog, and a mail may carry
 * header fields of its own (the newsletter's List-Unsubscribe). The claim walks this index in
 * the order it sends.
 */
export const outboxPriority: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("outbox")
      .addColumn("priority", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
    await db.schema.dropIndex("outbox_due").execute();
    await db.schema.createIndex("outbox_claim").on("outbox").columns(["status", "priority", "id"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("outbox_claim").execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.alterTable("outbox").dropColumn("headers").execute();
    await db.schema.alterTable("outbox").dropColumn("priority").execute();
  },
};
