import type { Kysely, Migration } from "kysely";
import { addIdColumn } from "./id-column.ts";

/**
 * The console's inbox: one lead per contact message or inquiry (the submission itself stays as it
 * was sent), with its status, assignee, each staff member's read mark, internal notes and replies.
 * `search_text` holds the lead's names, emails and message text in lower case for the inbox search.
 * Existing submissions become leads.
 */
export const inbox: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable("leads"))
      .addColumn("source", "text", (col) => col.notNull())
      .addColumn("source_id", "integer", (col) => col.notNull())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("subject", "text")
      .addColumn("snippet", "text", (col) => col.notNull())
      .addColumn("search_text", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("assignee_id", "integer", (col) => col.references("staff_accounts.id"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addUniqueConstraint("leads_source_unique", ["source", "source_id"])
      .execute();
    await db.schema.createIndex("leads_updated").on("leads").column("updated_at").execute();
    await db.schema.createIndex("leads_assignee").on("leads").columns(["assignee_id", "id"]).execute();

    await db.schema
      .createTable("lead_reads")
      .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id"))
      .addColumn("staff_id", "integer", (col) => col.notNull().references("staff_accounts.id"))
      .addColumn("read_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("lead_reads_pk", ["lead_id", "staff_id"])
      .execute();

    await addIdColumn(db, db.schema.createTable("lead_notes"))
      .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id"))
      .addColumn("staff_id", "integer", (col) => col.references("staff_accounts.id"))
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("lead_notes_lead").on("lead_notes").column("lead_id").execute();

    await addIdColumn(db, db.schema.createTable("lead_replies"))
      .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id"))
      .addColumn("staff_id", "integer", (col) => col.references("staff_accounts.id"))
      .addColumn("outbox_id", "integer", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("lead_replies_lead").on("lead_replies").column("lead_id").execute();

    await backfill(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["lead_replies", "lead_notes", "lead_reads", "leads"])
      await db.schema.dropTable(table).execute();
  },
};

interface OldTables {
  contact_messages: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    created_at: string;
  };
  inquiries: {
    id: number;
    inquiry_type: string;
    name: string;
    email: string;
    fields: string;
    created_at: string;
  };
  leads: {
    source: string;
    source_id: number;
    kind: string;
    name: string;
    email: string;
    subject: string | null;
    snippet: string;
    search_text: string;
    status: string;
    created_at: string;
    updated_at: string;
  };
}

/** Written out here, not imported, so this migration means the same thing whatever the code becomes. */
async function backfill(db: Kysely<OldTables>): Promise<void> {
  const snippet = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 160);
  const contacts = await db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
  const inquiries = await db.selectFrom("inquiries").selectAll().orderBy("id").execute();
  const rows = [
    ...contacts.map((row) => ({
      source: "contact",
      source_id: row.id,
      kind: "contact",
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      subject: row.subject,
      snippet: snippet(row.message),
      search_text: [row.first_name, row.last_name, row.email, row.phone ?? "", row.subject, row.message]
        .join("\n")
        .toLowerCase(),
      status: "new",
      created_at: row.created_at,
      updated_at: row.created_at,
    })),
    ...inquiries.map((row) => {
      const fields = JSON.parse(row.fields) as { id: string; value: string }[];
      const message = fields.find((field) => field.id === "message")?.value ?? "";
      return {
        source: "inquiry",
        source_id: row.id,
        kind: row.inquiry_type,
        name: row.name,
        email: row.email,
        subject: null,
        snippet: snippet(message),
        search_text: [row.name, row.email, ...fields.map((field) => field.value)].join("\n").toLowerCase(),
        status: "new",
        created_at: row.created_at,
        updated_at: row.created_at,
      };
    }),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto("leads")
      .values(rows.slice(start, start + 200))
      .execute();
}
