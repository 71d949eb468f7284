import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * Newsletter campaigns staff write in the console: the subject, the preheader and the blocks as
 * JSON, a revision every save counts up (a save from a stale one is refused), and who made and last
 * changed each. Every campaign is a draft until sending exists.
 */
export const newsletterCampaigns: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("newsletter_campaigns"))
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("preheader", "text", (col) => col.notNull())
      .addColumn("blocks_json", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
      .addColumn("revision", "integer", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("created_by", "text", (col) => col.notNull())
      .addColumn("created_by_id", "integer")
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("updated_by", "text", (col) => col.notNull())
      .addColumn("updated_by_id", "integer")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("newsletter_campaigns").execute();
  },
};
