import type { Kysely, Migration } from "kysely";

/**
 * What staff change while the site runs: the gate code, the restaurant's week and whether the gate
 * code needs a verified email, one JSON value per key (absent until first changed, when content/
 * and GATE_CODE still give it); and the restaurant's dated exceptions, one row per calendar day.
 */
export const settings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("value_json", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("updated_by", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("restaurant_hours_exceptions")
      .addColumn("date", "text", (col) => col.primaryKey())
      .addColumn("open_hour", "integer")
      .addColumn("close_hour", "integer")
      .addColumn("note", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("updated_by", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("restaurant_hours_exceptions").execute();
    await db.schema.dropTable("settings").execute();
  },
};
