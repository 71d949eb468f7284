import type { Kysely, Migration } from "kysely";

/** Staff can block a guest account: it cannot sign in and never sees the gate code while blocked. */
export const guestBlocks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("users").addColumn("blocked_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("users").dropColumn("blocked_at").execute();
  },
};
