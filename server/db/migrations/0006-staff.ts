import { SqliteAdapter, sql, type Kysely, type Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * Staff accounts, apart from the guests' `users`; their second factor, enrolment links and
 * server-side sessions; and the append-only audit log of every staff write.
 */
export const staff: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("staff_accounts"))
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull())
      .addColumn("password_hash", "text")
      .addColumn("totp_secret", "text")
      .addColumn("totp_last_step", "integer")
      .addColumn("disabled_at", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await addIdColumn(db, db.schema.createTable("staff_recovery_codes"))
      .addColumn("staff_id", "integer", (col) => col.notNull().references("staff_accounts.id"))
      .addColumn("code_hash", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("staff_recovery_codes_staff").on("staff_recovery_codes").column("staff_id").execute();

    await addIdColumn(db, db.schema.createTable("staff_enrolments"))
      .addColumn("staff_id", "integer", (col) => col.notNull().references("staff_accounts.id"))
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("secret", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();

    await addIdColumn(db, db.schema.createTable("staff_sessions"))
      .addColumn("staff_id", "integer", (col) => col.notNull().references("staff_accounts.id"))
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("last_seen_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("ended_at", "text")
      .addColumn("address", "text")
      .addColumn("user_agent", "text")
      .execute();
    await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

    await addIdColumn(db, db.schema.createTable("audit_log"))
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("staff_id", "integer")
      .addColumn("actor", "text", (col) => col.notNull())
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("target", "text")
      .addColumn("before_json", "text")
      .addColumn("after_json", "text")
      .addColumn("address", "text")
      .execute();
    await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "id"]).execute();
    await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor", "id"]).execute();
    await appendOnly(db, "audit_log");
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter))
      await sql.raw("DROP FUNCTION IF EXISTS audit_log_refuse_change() CASCADE").execute(db);
    for (const table of ["audit_log", "staff_sessions", "staff_enrolments", "staff_recovery_codes", "staff_accounts"])
      await db.schema.dropTable(table).execute();
  },
};

/** The database itself refuses to change or remove a row, whatever code runs against it. */
async function appendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const refusal = `${table} is append-only`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const event of ["UPDATE", "DELETE"])
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, '${refusal}'); END`,
        )
        .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION ${table}_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${refusal}'; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_refuse_change()`,
    )
    .execute(db);
}
