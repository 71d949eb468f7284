import type { Kysely, Migration } from "kysely";

/**
 * Who holds each hold: the client address (as the rate limits key it), the browser's buyer cookie
 * and the receipt address, and whether that buyer had no paid order yet; what one buyer may hold at
 * once is counted from them (docs/decisions/040-ticket-hold-caps.md). Holds taken before have none.
 */
export const holdClients: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("ticket_holds").addColumn("client_address", "text").execute();
    await db.schema.alterTable("ticket_holds").addColumn("client_browser", "text").execute();
    await db.schema.alterTable("ticket_holds").addColumn("client_email", "text").execute();
    await db.schema
      .alterTable("ticket_holds")
      .addColumn("first_time", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("ticket_holds_client_address")
      .on("ticket_holds")
      .columns(["client_address", "status"])
      .execute();
    await db.schema
      .createIndex("ticket_holds_client_browser")
      .on("ticket_holds")
      .columns(["client_browser", "status"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("ticket_holds_client_browser").execute();
    await db.schema.dropIndex("ticket_holds_client_address").execute();
    for (const column of ["first_time", "client_email", "client_browser", "client_address"])
      await db.schema.alterTable("ticket_holds").dropColumn(column).execute();
  },
};
