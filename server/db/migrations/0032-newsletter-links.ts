import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * A campaign's links, each counted in aggregate through the site's own redirect (`/r/<campaign>/<position>`),
 * and the campaign a ticket order was bought through. A test checkout keeps its campaign until it is
 * completed, as Stripe's session keeps it in its metadata.
 */
export const newsletterLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("newsletter_links"))
      .addColumn("campaign_id", "integer", (col) => col.notNull().references("newsletter_campaigns.id"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("url", "text", (col) => col.notNull())
      .addColumn("clicks", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("newsletter_links_position")
      .on("newsletter_links")
      .columns(["campaign_id", "position"])
      .unique()
      .execute();

    await db.schema
      .alterTable("ticket_orders")
      .addColumn("campaign_id", "integer", (col) => col.references("newsletter_campaigns.id"))
      .execute();
    await db.schema.createIndex("ticket_orders_campaign").on("ticket_orders").column("campaign_id").execute();
    await db.schema
      .alterTable("test_checkouts")
      .addColumn("campaign_id", "integer", (col) => col.references("newsletter_campaigns.id"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("test_checkouts").dropColumn("campaign_id").execute();
    await db.schema.dropIndex("ticket_orders_campaign").execute();
    await db.schema.alterTable("ticket_orders").dropColumn("campaign_id").execute();
    await db.schema.dropTable("newsletter_links").execute();
  },
};
