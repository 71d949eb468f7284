import type { Kysely, Migration } from "kysely";

/**
 * The console's counts read only what they count: open leads by status (unread, new), arrivals by
 * date (today, this week), however many leads years have brought.
 */
export const leadIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("leads_status").on("leads").columns(["status", "id"]).execute();
    await db.schema.createIndex("leads_created").on("leads").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("leads_created").execute();
    await db.schema.dropIndex("leads_status").execute();
  },
};
