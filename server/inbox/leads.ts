import { sql, type Transaction } from "kysely";
import { resort, resortTimeZone } from "#content/resort.ts";
import { calendarDateIn, isoDate } from "#domain/event-dates.ts";
import { addIsoDays, dayStartIn, nextIsoDate, WEEK_DAYS } from "#domain/staff/days.ts";
import type { LeadDetail, LeadsQuery, LeadSummary } from "#domain/staff/inbox-schemas.ts";
import { inboxMessages, leadInbox, UNREAD_COUNT_CAP, type LeadStatus } from "#domain/staff/inbox.ts";
import type { AppDeps } from "#server/app.ts";
import type { Clock } from "#server/clock.ts";
import type { Db, DbKind } from "#server/db/database.ts";
import { contains } from "#server/db/like.ts";
import { newestFirst } from "#server/db/newest-first.ts";
import type { Database, LeadsTable } from "#server/db/schema.ts";
import type { Outbox } from "#server/mail/outbox.ts";
import { leadReplyMail } from "#server/mail/templates/lead-reply.ts";
import { StaffError, type StaffRow } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";

/** What a stored contact message or inquiry tells the inbox about itself. */
export interface NewLead {
  source: LeadsTable["source"];
  sourceId: number;
  kind: string;
  name: string;
  email: string;
  subject: string | null;
  /** The visitor's message, for the list's preview. */
  message: string;
  /** Every value the visitor typed, for the search. */
  searchable: readonly string[];
}

const SNIPPET_MAX = 160;

/** Writes the lead of a submission, in the submission's own transaction, so neither lands alone. */
export async function recordLead(trx: Transaction<Database>, lead: NewLead, now: Date): Promise<void> {
  await trx
    .insertInto("leads")
    .values({
      source: lead.source,
      source_id: lead.sourceId,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      subject: lead.subject,
      snippet: lead.message.replace(/\s+/g, " ").trim().slice(0, SNIPPET_MAX),
      search_text: [lead.name, lead.email, ...lead.searchable].join("\n").toLowerCase(),
      status: "new",
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
}

/** The inbox of a running app, with the resort's time zone, inboxes and name. */
export function createInbox(deps: Pick<AppDeps, "db" | "dbKind" | "clock" | "outbox" | "env">): Inbox {
  return new Inbox({
    db: deps.db,
    dbKind: deps.dbKind,
    clock: deps.clock,
    outbox: deps.outbox,
    timeZone: resortTimeZone,
    inboxes: { "front-desk": deps.env.FRONT_DESK_EMAIL, sales: deps.env.SALES_EMAIL },
    resort: { name: resort.name, phone: resort.phone.display },
  });
}

export interface InboxDeps {
  db: Db;
  dbKind: DbKind;
  clock: Clock;
  outbox: Outbox;
  timeZone: string;
  inboxes: { "front-desk": string; sales: string };
  resort: { name: string; phone: string };
}

type Person = { id: number; name: string } | null;

/** The console's inbox: leads listed, read, moved through the pipeline, annotated and answered. */
export class Inbox {
  private readonly deps: InboxDeps;

  constructor(deps: InboxDeps) {
    this.deps = deps;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private summaries(db: Db, staffId: number) {
    return db
      .selectFrom("leads")
      .leftJoin("staff_accounts as assignee", "assignee.id", "leads.assignee_id")
      .leftJoin("lead_reads", (join) =>
        join.onRef("lead_reads.lead_id", "=", "leads.id").on("lead_reads.staff_id", "=", staffId),
      )
      .select([
        "leads.id",
        "leads.source",
        "leads.source_id",
        "leads.kind",
        "leads.name",
        "leads.email",
        "leads.subject",
        "leads.snippet",
        "leads.status",
        "leads.assignee_id",
        "leads.created_at",
        "leads.updated_at",
        "assignee.name as assignee_name",
        "lead_reads.read_at",
      ]);
  }

  /**
   * A page of leads, newest first, with this staff member's unread marks. On SQLite a search for
   * words of three letters or more walks the trigram index newest first (migration 0011), so both a
   * rare word and a common one take a millisecond; shorter words, and PostgreSQL (whose pg_trgm
   * index serves LIKE itself), filter with LIKE.
   */
  async list(staffId: number, query: LeadsQuery): Promise<{ leads: LeadSummary[]; nextBefore: number | null }> {
    let select = this.summaries(this.deps.db, staffId);
    const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const indexed = this.deps.dbKind === "sqlite" ? words.filter((word) => word.length >= 3) : [];
    let idColumn = "leads.id";
    if (indexed.length > 0) {
      // Each word a quoted phrase: the trigram index then finds it anywhere, as LIKE '%word%' does.
      const match = indexed.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
      select = select
        .innerJoin("leads_search", "leads_search.rowid", "leads.id")
        .where(sql<boolean>`leads_search match ${match}`);
      idColumn = "leads_search.rowid";
    }
    for (const word of words.filter((candidate) => !indexed.includes(candidate)))
      select = select.where(contains(sql.ref("leads.search_text"), word));
    if (query.kind) select = select.where("leads.kind", "=", query.kind);
    if (query.status) select = select.where("leads.status", "=", query.status);
    if (query.assignee === "none") select = select.where("leads.assignee_id", "is", null);
    else if (query.assignee !== undefined)
      select = select.where("leads.assignee_id", "=", query.assignee === "me" ? staffId : query.assignee);
    if (query.unread) select = select.where("lead_reads.read_at", "is", null);
    if (query.from)
      select = select.where("leads.created_at", ">=", dayStartIn(query.from, this.deps.timeZone).toISOString());
    if (query.to)
      select = select.where(
        "leads.created_at",
        "<",
        dayStartIn(nextIsoDate(query.to), this.deps.timeZone).toISOString(),
      );
    if (query.before) select = select.where(sql.ref(idColumn), "<", query.before);
    const { rows, nextBefore } = await newestFirst(select, idColumn, query.limit);
    return { leads: rows.map(toSummary), nextBefore };
  }

  /**
   * How many leads are new (nobody has acted), and how many arrived today and this week at the
   * resort: three counts the indexes on status and arrival answer without reading every lead.
   */
  async pipelineCounts(): Promise<{ new: number; today: number; week: number }> {
    const todayIso = calendarIso(this.now(), this.deps.timeZone);
    const today = dayStartIn(todayIso, this.deps.timeZone).toISOString();
    const week = dayStartIn(addIsoDays(todayIso, 1 - WEEK_DAYS), this.deps.timeZone).toISOString();
    const leads = this.deps.db.selectFrom("leads").select((eb) => eb.fn.countAll<number | string>().as("count"));
    const [fresh, arrivedToday, arrivedThisWeek] = (
      await Promise.all([
        leads.where("status", "=", "new").executeTakeFirstOrThrow(),
        leads.where("created_at", ">=", today).executeTakeFirstOrThrow(),
        leads.where("created_at", ">=", week).executeTakeFirstOrThrow(),
      ])
    ).map((row) => Number(row.count));
    return { new: fresh ?? 0, today: arrivedToday ?? 0, week: arrivedThisWeek ?? 0 };
  }

  /** Leads this staff member has not opened yet, of those still open (new or in progress), up to the cap. */
  async unreadCount(staffId: number): Promise<number> {
    const unread = this.deps.db
      .selectFrom("leads")
      .leftJoin("lead_reads", (join) =>
        join.onRef("lead_reads.lead_id", "=", "leads.id").on("lead_reads.staff_id", "=", staffId),
      )
      .where("lead_reads.read_at", "is", null)
      .where("leads.status", "in", ["new", "in_progress"])
      .select("leads.id")
      .limit(UNREAD_COUNT_CAP);
    const row = await this.deps.db
      .selectFrom(unread.as("unread"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** One lead with everything the visitor sent, its notes and replies; opening it marks it read. */
  async open(staffId: number, id: number): Promise<LeadDetail> {
    const row = await this.summaries(this.deps.db, staffId).where("leads.id", "=", id).executeTakeFirst();
    if (!row) throw new StaffError(404, inboxMessages.notFound);
    const now = this.now().toISOString();
    await this.deps.db
      .insertInto("lead_reads")
      .values({ lead_id: id, staff_id: staffId, read_at: now })
      .onConflict((conflict) => conflict.columns(["lead_id", "staff_id"]).doNothing())
      .execute();
    const [submission, notes, replies] = await Promise.all([
      this.submission(row.source, row.source_id),
      this.deps.db
        .selectFrom("lead_notes")
        .leftJoin("staff_accounts", "staff_accounts.id", "lead_notes.staff_id")
        .select([
          "lead_notes.id",
          "lead_notes.body",
          "lead_notes.created_at",
          "lead_notes.staff_id",
          "staff_accounts.name",
        ])
        .where("lead_notes.lead_id", "=", id)
        .orderBy("lead_notes.id")
        .execute(),
      this.deps.db
        .selectFrom("lead_replies")
        .leftJoin("staff_accounts", "staff_accounts.id", "lead_replies.staff_id")
        .leftJoin("outbox", "outbox.id", "lead_replies.outbox_id")
        .select([
          "lead_replies.id",
          "lead_replies.subject",
          "lead_replies.body",
          "lead_replies.created_at",
          "lead_replies.staff_id",
          "staff_accounts.name",
          "outbox.status as delivery",
        ])
        .where("lead_replies.lead_id", "=", id)
        .orderBy("lead_replies.id")
        .execute(),
    ]);
    return {
      ...toSummary({ ...row, read_at: row.read_at ?? now }),
      ...submission,
      notes: notes.map((note) => ({
        id: note.id,
        author: person(note.staff_id, note.name),
        body: note.body,
        createdAt: note.created_at,
      })),
      replies: replies.map((reply) => ({
        id: reply.id,
        author: person(reply.staff_id, reply.name),
        subject: reply.subject,
        body: reply.body,
        createdAt: reply.created_at,
        delivery: reply.delivery ?? "pending",
      })),
    };
  }

  private async submission(
    source: LeadsTable["source"],
    sourceId: number,
  ): Promise<{ fields: { label: string; value: string }[]; pageUrl: string | null }> {
    if (source === "contact") {
      const message = await this.deps.db
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", sourceId)
        .executeTakeFirst();
      if (!message) return { fields: [], pageUrl: null };
      return {
        fields: [
          { label: "First Name", value: message.first_name },
          { label: "Last Name", value: message.last_name },
          { label: "Email", value: message.email },
          { label: "Phone", value: message.phone ?? "" },
          { label: "Subject", value: message.subject },
          { label: "Message", value: message.message },
        ],
        pageUrl: null,
      };
    }
    const inquiry = await this.deps.db
      .selectFrom("inquiries")
      .selectAll()
      .where("id", "=", sourceId)
      .executeTakeFirst();
    if (!inquiry) return { fields: [], pageUrl: null };
    const fields = JSON.parse(inquiry.fields) as { label: string; value: string }[];
    return { fields: fields.map(({ label, value }) => ({ label, value })), pageUrl: inquiry.page_url };
  }

  /** Marks a lead unread again for this staff member. */
  async markUnread(staffId: number, id: number): Promise<void> {
    await this.existing(this.deps.db, id);
    await this.deps.db.deleteFrom("lead_reads").where("lead_id", "=", id).where("staff_id", "=", staffId).execute();
  }

  /** Whom a lead can be given to: staff members who can still sign in. */
  async assignees(): Promise<{ id: number; name: string }[]> {
    return this.deps.db
      .selectFrom("staff_accounts")
      .select(["id", "name"])
      .where("disabled_at", "is", null)
      .orderBy("name")
      .execute();
  }

  private async existing(db: Db, id: number) {
    const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    if (!lead) throw new StaffError(404, inboxMessages.notFound);
    return lead;
  }

  /** Moves a lead along the pipeline and/or gives it to someone; recorded with before and after. */
  async change(actor: Actor, id: number, change: { status?: LeadStatus; assigneeId?: number | null }): Promise<void> {
    const now = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const lead = await this.existing(trx, id);
      if (change.assigneeId) {
        const assignee = await trx
          .selectFrom("staff_accounts")
          .select("id")
          .where("id", "=", change.assigneeId)
          .where("disabled_at", "is", null)
          .executeTakeFirst();
        if (!assignee) throw new StaffError(400, inboxMessages.assigneeUnknown);
      }
      const before = { status: lead.status, assigneeId: lead.assignee_id };
      const after = {
        status: change.status ?? lead.status,
        assigneeId: change.assigneeId === undefined ? lead.assignee_id : change.assigneeId,
      };
      if (before.status === after.status && before.assigneeId === after.assigneeId) return;
      await trx
        .updateTable("leads")
        .set({ status: after.status, assignee_id: after.assigneeId, updated_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      await record(trx, actor, { action: "lead.change", target: `lead:${id}`, before, after }, now);
    });
  }

  async addNote(actor: Actor, id: number, body: string): Promise<void> {
    const now = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.existing(trx, id);
      const note = await trx
        .insertInto("lead_notes")
        .values({ lead_id: id, staff_id: actor.staffId, body, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.updateTable("leads").set({ updated_at: now.toISOString() }).where("id", "=", id).execute();
      await record(trx, actor, { action: "lead.note", target: `lead:${id}`, after: { noteId: note.id, body } }, now);
    });
  }

  /**
   * Answers the visitor by mail through the outbox, Reply-To the inbox the lead belongs to; the
   * reply stays on the lead. A new lead is in progress once answered.
   */
  async reply(actor: Actor, author: StaffRow, id: number, reply: { subject: string; body: string }): Promise<void> {
    const now = this.now();
    await this.deps.outbox.transaction(async (trx) => {
      const lead = await this.existing(trx, id);
      const mail = leadReplyMail(reply, {
        staffName: author.name,
        resortName: this.deps.resort.name,
        resortPhone: this.deps.resort.phone,
      });
      const outboxId = await this.deps.outbox.enqueue(
        {
          kind: "lead-reply",
          to: lead.email,
          replyTo: this.deps.inboxes[leadInbox(lead.kind)],
          priority: "urgent",
          ...mail,
        },
        trx,
      );
      const stored = await trx
        .insertInto("lead_replies")
        .values({
          lead_id: id,
          staff_id: author.id,
          outbox_id: outboxId,
          subject: reply.subject,
          body: reply.body,
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const status = lead.status === "new" ? "in_progress" : lead.status;
      await trx.updateTable("leads").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
      await record(
        trx,
        actor,
        {
          action: "lead.reply",
          target: `lead:${id}`,
          before: { status: lead.status },
          after: { replyId: stored.id, outboxId, subject: reply.subject, status },
        },
        now,
      );
    });
  }

  /**
   * A mark that moves whenever a lead arrives or changes, on any instance: the live feed compares
   * it to tell the console's screens to refresh.
   */
  async revision(): Promise<string> {
    const row = await this.deps.db
      .selectFrom("leads")
      .select((eb) => [eb.fn.max("id").as("last_id"), eb.fn.max("updated_at").as("last_change")])
      .executeTakeFirst();
    return `${row?.last_id ?? 0}:${row?.last_change ?? ""}`;
  }
}

function calendarIso(instant: Date, timeZone: string): string {
  return isoDate(calendarDateIn(instant, timeZone));
}

function person(id: number | null, name: string | null): Person {
  return id === null || name === null ? null : { id, name };
}

function toSummary(row: {
  id: number;
  kind: string;
  name: string;
  email: string;
  subject: string | null;
  snippet: string;
  status: LeadStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  read_at: string | null;
  created_at: string;
  updated_at: string;
}): LeadSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    snippet: row.snippet,
    status: row.status,
    assignee: person(row.assignee_id, row.assignee_name),
    unread: row.read_at === null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
