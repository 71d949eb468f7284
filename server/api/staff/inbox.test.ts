import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import type { LeadDetail, LeadSummary } from "#domain/staff/inbox-schemas.ts";
import { migrations } from "#server/db/migrations/index.ts";
import { openDatabase } from "#server/db/database.ts";
import { LeadFeed } from "#server/inbox/lead-feed.ts";
import { staffServices } from "#server/staff/services.ts";
import { SESSION_COOKIE } from "#server/staff/sessions.ts";
import { validContact, validInquiry } from "#server/testing/messages.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, temporaryDatabase, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();

interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a server-sent event stream one event at a time; `null` once the server has ended it. The
 * comment lines it passes over are kept in `comments`.
 */
function eventReader(response: Response) {
  if (!response.body) throw new Error("no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const comments: string[] = [];
  let buffer = "";
  return {
    comments,
    async next(timeoutMs = 8000): Promise<ServerEvent | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(":")) {
            comments.push(block.slice(1).trim());
            continue;
          }
          const lines = block.split("\n");
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}: `))
              .map((line) => line.slice(name.length + 2))
              .join("\n");
          return { event: field("event"), data: field("data") };
        }
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error("no event in time")), Math.max(0, deadline - Date.now()));
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) return null;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe.each(databases)("the inbox on $name", ({ url }) => {
  let server: TestServer;
  let desk: StaffClient;
  let manager: StaffClient;
  let owner: StaffClient;
  const wedding = inquiryForms.wedding;

  const at = (iso: string) => server.deps.clock.set(new Date(iso));
  /** A session opened now: the tests move the clock by hours, past the idle timeout. */
  const fresh = (member: StaffClient) => freshSessionCookie(server, member);
  const list = async (member: StaffClient, query = "") => {
    const response = await staffRequest(server, `/inbox/leads${query}`, { cookie: await fresh(member) });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as {
      leads: LeadSummary[];
      nextBefore: number | null;
      unreadCount: number;
      assignees: { id: number; name: string }[];
    };
  };
  const open = async (member: StaffClient, id: number) => {
    const response = await staffRequest(server, `/inbox/leads/${id}`, { cookie: await fresh(member) });
    expect(response.status).toBe(200);
    return (await response.json()) as { lead: LeadDetail; assignees: { id: number; name: string }[] };
  };
  const leadIdOf = async (email: string) =>
    (await server.deps.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_inbox");
    at("2026-11-20T15:00:00.000Z");
    desk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk", name: "Dana Desk" });
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager", name: "Max Manager" });
    owner = await enrolStaff(server, { email: "owner@example.com", role: "owner", name: "Olive Owner" });

    // Nov 23, 11:30 PM in Gadsden (05:30 UTC on the 24th): a day filter must count it on the 23rd.
    at("2026-11-24T05:30:00.000Z");
    expect((await server.postJson("/api/send-contact-email", validContact)).status).toBe(200);
    at("2026-11-24T16:00:00.000Z");
    const weddingInquiry = validInquiry(wedding, {
      fullName: "Wren Bride",
      email: "wren@example.org",
      message: "A June wedding for 120 guests, 100% outdoors if the weather holds.",
    });
    expect((await server.postJson("/api/send-contact-email", weddingInquiry)).status).toBe(200);
  });

  afterAll(() => server?.close());

  it("lists every contact message and inquiry as a lead, newest first, unread for each staff member", async () => {
    const { leads, unreadCount, nextBefore, assignees } = await list(desk);
    expect(assignees.map((member) => member.name)).toEqual(["Dana Desk", "Max Manager", "Olive Owner"]);
    expect(leads.map((lead) => [lead.kind, lead.name, lead.email, lead.status, lead.unread])).toEqual([
      ["wedding", "Wren Bride", "wren@example.org", "new", true],
      ["contact", "Ada Lovelace", "ada@example.org", "new", true],
    ]);
    expect(leads[0]?.snippet).toBe("A June wedding for 120 guests, 100% outdoors if the weather holds.");
    expect(leads[1]?.subject).toBe(validContact.subject);
    expect(leads[1]?.createdAt).toBe("2026-11-24T05:30:00.000Z");
    expect(unreadCount).toBe(2);
    expect(nextBefore).toBeNull();
  });

  it("opens a lead with every field as submitted, and marks it read for that member alone", async () => {
    const ada = await leadIdOf("ada@example.org");
    const { lead, assignees } = await open(desk, ada);
    expect(lead.fields).toEqual([
      { label: "First Name", value: "Ada" },
      { label: "Last Name", value: "Lovelace" },
      { label: "Email", value: "ada@example.org" },
      { label: "Phone", value: validContact.phone },
      { label: "Subject", value: validContact.subject },
      { label: "Message", value: validContact.message },
    ]);
    expect(lead.unread).toBe(false);
    expect(assignees.map((member) => member.name)).toEqual(["Dana Desk", "Max Manager", "Olive Owner"]);

    const wren = await open(desk, await leadIdOf("wren@example.org"));
    expect(wren.lead.fields.map((field) => field.label)).toEqual(wedding.fields.map((field) => field.label));
    expect(wren.lead.fields.find((field) => field.label === "Full Name")?.value).toBe("Wren Bride");
    expect(wren.lead.pageUrl).toBe("http://localhost:3000/venue");

    expect((await list(desk)).unreadCount).toBe(0);
    expect((await list(manager)).unreadCount).toBe(2);
    const unread = await staffRequest(server, `/inbox/leads/${ada}/unread`, {
      method: "POST",
      cookie: await fresh(desk),
    });
    expect(unread.status).toBe(204);
    const again = await list(desk, "?unread=1");
    expect(again.leads.map((lead) => lead.email)).toEqual(["ada@example.org"]);
    expect(again.unreadCount).toBe(1);
  });

  it("searches names, emails and message text, word by word, whatever the case", async () => {
    const emails = async (q: string) =>
      (await list(desk, `?q=${encodeURIComponent(q)}`)).leads.map((lead) => lead.email);
    expect(await emails("LOVELACE")).toEqual(["ada@example.org"]);
    expect(await emails("wren@example")).toEqual(["wren@example.org"]);
    expect(await emails("pull-through 40")).toEqual(["ada@example.org"]);
    expect(await emails("june guests")).toEqual(["wren@example.org"]);
    expect(await emails("june pull-through")).toEqual([]);
    // % and _ are looked for as themselves, not as patterns.
    expect(await emails("100%")).toEqual(["wren@example.org"]);
    expect(await emails("%")).toEqual(["wren@example.org"]);
    expect(await emails("_")).toEqual([]);
    for (const hostile of ["' OR 1=1 --", '"; DROP TABLE leads; --', "\\", "<script>alert(1)</script>"])
      expect(await emails(hostile), hostile).toEqual([]);
    expect(await emails("")).toHaveLength(2);
  });

  it("filters by kind, status, assignee and the resort's calendar days", async () => {
    const emails = async (query: string) => (await list(manager, query)).leads.map((lead) => lead.email);
    expect(await emails("?kind=wedding")).toEqual(["wren@example.org"]);
    expect(await emails("?kind=contact")).toEqual(["ada@example.org"]);
    expect(await emails("?status=booked")).toEqual([]);
    // 05:30 UTC on Nov 24 is still Nov 23 in Gadsden.
    expect(await emails("?from=2026-11-23&to=2026-11-23")).toEqual(["ada@example.org"]);
    expect(await emails("?from=2026-11-24")).toEqual(["wren@example.org"]);
    expect(await emails("?to=2026-11-22")).toEqual([]);
    expect(await emails("?assignee=none")).toHaveLength(2);
    expect(await emails("?assignee=me")).toEqual([]);
  });

  it("refuses filters it does not know or cannot read", async () => {
    for (const query of [
      "?kind=spam",
      "?status=deleted",
      "?from=yesterday",
      "?assignee=someone",
      "?limit=1000",
      "?before=-1",
      "?sort=name",
      `?q=${"x".repeat(101)}`,
    ]) {
      const response = await staffRequest(server, `/inbox/leads${query}`, { cookie: await fresh(desk) });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe("Please check the filters.");
    }
  });

  it("moves a lead along the pipeline and gives it to someone, with before and after in the audit log", async () => {
    const ada = await leadIdOf("ada@example.org");
    at("2026-11-24T17:00:00.000Z");
    const changed = await staffRequest(server, `/inbox/leads/${ada}`, {
      method: "PATCH",
      cookie: await fresh(desk),
      body: { status: "in_progress", assigneeId: manager.id },
    });
    expect(changed.status).toBe(200);
    const { lead } = (await changed.json()) as { lead: LeadDetail };
    expect(lead.status).toBe("in_progress");
    expect(lead.assignee).toEqual({ id: manager.id, name: "Max Manager" });
    expect(lead.updatedAt).toBe("2026-11-24T17:00:00.000Z");
    expect((await list(manager, "?assignee=me")).leads.map((row) => row.id)).toEqual([ada]);
    expect((await list(manager, `?assignee=${manager.id}&status=in_progress`)).leads).toHaveLength(1);

    const entry = await server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "lead.change")
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe("desk@example.com");
    expect(entry.target).toBe(`lead:${ada}`);
    expect(JSON.parse(entry.before_json ?? "null")).toEqual({ status: "new", assigneeId: null });
    expect(JSON.parse(entry.after_json ?? "null")).toEqual({ status: "in_progress", assigneeId: manager.id });

    const unassign = await staffRequest(server, `/inbox/leads/${ada}`, {
      method: "PATCH",
      cookie: await fresh(desk),
      body: { assigneeId: null },
    });
    expect(((await unassign.json()) as { lead: LeadDetail }).lead.assignee).toBeNull();
  });

  it("refuses a bad change: unknown lead, disabled or unknown assignee, wrong types, unknown fields, nothing", async () => {
    const ada = await leadIdOf("ada@example.org");
    const leaver = await enrolStaff(server, { email: "leaver@example.com", role: "front_desk", name: "Lee Leaver" });
    await staffServices(server.deps).accounts.disable(leaver.id, { staffId: null, label: "test", address: null });
    const patch = async (path: string, body: unknown) =>
      staffRequest(server, path, { method: "PATCH", cookie: await fresh(desk), body });
    expect((await patch("/inbox/leads/99999", { status: "closed" })).status).toBe(404);
    expect((await patch("/inbox/leads/abc", { status: "closed" })).status).toBe(404);
    const disabled = await patch(`/inbox/leads/${ada}`, { assigneeId: leaver.id });
    expect(disabled.status).toBe(400);
    expect(await disabled.json()).toEqual({ error: "Choose a staff member who can still sign in." });
    expect((await patch(`/inbox/leads/${ada}`, { assigneeId: 99999 })).status).toBe(400);
    for (const body of [{ status: "deleted" }, { status: 3 }, { assigneeId: "me" }, { status: "closed", spam: 1 }, {}])
      expect((await patch(`/inbox/leads/${ada}`, body)).status, JSON.stringify(body)).toBe(400);
    const broken = await staffRequest(server, `/inbox/leads/${ada}`, {
      method: "PATCH",
      cookie: await fresh(desk),
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });

  it("keeps timestamped internal notes with their author", async () => {
    const wren = await leadIdOf("wren@example.org");
    at("2026-11-24T18:00:00.000Z");
    const added = await staffRequest(server, `/inbox/leads/${wren}/notes`, {
      cookie: await fresh(manager),
      body: { body: "  Called; she wants the June 13 Saturday.  " },
    });
    expect(added.status).toBe(200);
    const { lead } = (await added.json()) as { lead: LeadDetail };
    expect(lead.notes).toEqual([
      {
        id: expect.any(Number) as number,
        author: { id: manager.id, name: "Max Manager" },
        body: "Called; she wants the June 13 Saturday.",
        createdAt: "2026-11-24T18:00:00.000Z",
      },
    ]);
    for (const body of [{ body: "   " }, { body: "x".repeat(4001) }, { text: "hi" }, { body: 5 }])
      expect(
        (await staffRequest(server, `/inbox/leads/${wren}/notes`, { cookie: await fresh(manager), body })).status,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
  });

  it("replies by mail through the outbox, Reply-To the lead's inbox, and keeps the reply on the thread", async () => {
    const wren = await leadIdOf("wren@example.org");
    at("2026-11-24T19:00:00.000Z");
    const sent = await staffRequest(server, `/inbox/leads/${wren}/replies`, {
      cookie: await fresh(desk),
      body: { subject: "Re: Book Your Wedding", body: "Hi Wren,\n\nJune 13 is open. <b>Shall we hold it?</b>" },
    });
    expect(sent.status).toBe(200);
    const { lead } = (await sent.json()) as { lead: LeadDetail };
    expect(lead.status).toBe("in_progress");
    expect(lead.replies).toEqual([
      {
        id: expect.any(Number) as number,
        author: { id: desk.id, name: "Dana Desk" },
        subject: "Re: Book Your Wedding",
        body: "Hi Wren,\n\nJune 13 is open. <b>Shall we hold it?</b>",
        createdAt: "2026-11-24T19:00:00.000Z",
        delivery: "pending",
      },
    ]);
    const mail = await server.deps.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "lead-reply")
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("wren@example.org");
    expect(mail.reply_to).toBe(server.env.SALES_EMAIL);
    expect(mail.subject).toBe("Re: Book Your Wedding");
    expect(mail.text_body).toContain("June 13 is open.");
    expect(mail.text_body).toContain("Dana Desk");
    expect(mail.html_body).toContain("&lt;b&gt;Shall we hold it?&lt;/b&gt;");
    expect(mail.html_body).not.toContain("<b>");

    const ada = await leadIdOf("ada@example.org");
    await staffRequest(server, `/inbox/leads/${ada}/replies`, {
      cookie: await fresh(desk),
      body: { subject: "Re: RV spots", body: "Yes, spot 12 is a pull-through." },
    });
    const adaMail = await server.deps.db
      .selectFrom("outbox")
      .select("reply_to")
      .where("kind", "=", "lead-reply")
      .where("to_address", "=", "ada@example.org")
      .executeTakeFirstOrThrow();
    expect(adaMail.reply_to).toBe(server.env.FRONT_DESK_EMAIL);

    await server.deps.db.updateTable("outbox").set({ status: "failed" }).where("id", "=", mail.id).execute();
    expect((await open(desk, wren)).lead.replies[0]?.delivery).toBe("failed");

    for (const body of [
      { subject: "", body: "Hello" },
      { subject: "Hi", body: "" },
      { subject: "x".repeat(201), body: "Hello" },
      { subject: "Hi", body: "x".repeat(10_001) },
      { subject: "Hi", body: "Hello", to: "someone@else.example" },
    ])
      expect(
        (await staffRequest(server, `/inbox/leads/${wren}/replies`, { cookie: await fresh(desk), body })).status,
        JSON.stringify(body).slice(0, 60),
      ).toBe(400);
  });

  it("pages through leads with nextBefore", async () => {
    const first = await list(owner, "?limit=1");
    expect(first.leads).toHaveLength(1);
    expect(first.nextBefore).toBe(first.leads[0]?.id);
    const second = await list(owner, `?limit=1&before=${first.nextBefore}`);
    expect(second.leads).toHaveLength(1);
    expect(second.leads[0]?.id).toBeLessThan(first.leads[0]?.id ?? 0);
    expect(second.nextBefore).toBeNull();
  });

  it("tells an open console about a new lead from another instance on the same database, and ends with the session", async () => {
    const other = await startTestServer({ DATABASE_URL: server.env.DATABASE_URL });
    try {
      const session = await staffServices(server.deps).sessions.create(desk.id, desk.ip, "vitest");
      const cookie = `${SESSION_COOKIE}=${session.token}`;
      const response = await staffRequest(server, "/inbox/events", { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const events = eventReader(response);
      const ready = await events.next();
      expect(ready?.event).toBe("ready");

      expect(
        (await other.postJson("/api/send-contact-email", { ...validContact, email: "new@example.org" })).status,
      ).toBe(200);
      const change = await events.next();
      expect(change?.event).toBe("leads");
      expect(JSON.parse(change?.data ?? "{}")).not.toEqual(JSON.parse(ready?.data ?? "{}"));

      await staffServices(server.deps).sessions.end(session.session.id);
      expect(
        (await other.postJson("/api/send-contact-email", { ...validContact, email: "late@example.org" })).status,
      ).toBe(200);
      expect(await events.next()).toBeNull();
    } finally {
      await other.close();
    }
  });

  it("rechecks the session with each heartbeat, so a quiet feed ends when its session does", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const session = await staffServices(server.deps).sessions.create(desk.id, desk.ip, "vitest");
      const response = await staffRequest(server, "/inbox/events", { cookie: `${SESSION_COOKIE}=${session.token}` });
      const events = eventReader(response);
      expect((await events.next())?.event).toBe("ready");

      const rest = events.next();
      await vi.advanceTimersByTimeAsync(25_000);
      await vi.waitFor(() => expect(events.comments).toEqual(["still here"]));
      await staffServices(server.deps).sessions.end(session.session.id);
      await vi.advanceTimersByTimeAsync(25_000);
      expect(await rest).toBeNull();
      expect(events.comments).toEqual(["still here"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops listening for leads when the console goes away", async () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the feed as `this`, wrapped by the spy.
    const listen = LeadFeed.prototype.listen;
    const stopped = vi.fn();
    const spy = vi.spyOn(LeadFeed.prototype, "listen").mockImplementation(function (this: LeadFeed, listener) {
      const stop = listen.call(this, listener);
      return () => {
        stopped();
        stop();
      };
    });
    try {
      const response = await staffRequest(server, "/inbox/events", { cookie: await fresh(manager) });
      const events = eventReader(response);
      expect((await events.next())?.event).toBe("ready");
      expect(spy).toHaveBeenCalledOnce();
      expect(stopped).not.toHaveBeenCalled();
      await events.cancel();
      await vi.waitFor(() => expect(stopped).toHaveBeenCalledOnce());
    } finally {
      spy.mockRestore();
    }
  });

  it("ends open feeds when the server stops", async () => {
    const stopping = await startTestServer({ DATABASE_URL: server.env.DATABASE_URL });
    const session = await staffServices(stopping.deps).sessions.create(owner.id, owner.ip, "vitest");
    const response = await staffRequest(stopping, "/inbox/events", { cookie: `${SESSION_COOKIE}=${session.token}` });
    const events = eventReader(response);
    expect((await events.next())?.event).toBe("ready");
    stopping.drain();
    expect(await events.next()).toBeNull();
    await stopping.close();
  });
});

describe("the inbox migration", () => {
  it("turns the submissions already stored into leads", async () => {
    const database = temporaryDatabase();
    const { db } = openDatabase(database.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
      expect((await migrator.migrateTo("0006-staff")).error).toBeUndefined();
      await db
        .insertInto("contact_messages")
        .values({
          first_name: "Old",
          last_name: "Message",
          email: "old@example.org",
          phone: null,
          subject: "Before the inbox",
          message: "Sent   before\nthe console existed.",
          created_at: "2026-01-02T03:04:05.000Z",
        })
        .execute();
      await db
        .insertInto("inquiries")
        .values({
          inquiry_type: "tour",
          name: "Tia Tour",
          email: "tia@example.org",
          fields: JSON.stringify([
            { id: "fullName", label: "Full Name", value: "Tia Tour" },
            { id: "message", label: "Message", value: "A tour on Saturday?" },
          ]),
          page_url: "http://localhost:3000/venue",
          created_at: "2026-01-03T03:04:05.000Z",
        })
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const leads = await db.selectFrom("leads").selectAll().orderBy("id").execute();
      expect(leads.map((lead) => [lead.source, lead.kind, lead.name, lead.subject, lead.snippet, lead.status])).toEqual(
        [
          ["contact", "contact", "Old Message", "Before the inbox", "Sent before the console existed.", "new"],
          ["inquiry", "tour", "Tia Tour", null, "A tour on Saturday?", "new"],
        ],
      );
      expect(leads[1]?.search_text).toContain("a tour on saturday?");
    } finally {
      await db.destroy();
      database.remove();
    }
  });
});
