import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import type { PersonRecords, Subscriber } from "#domain/staff/people-schemas.ts";
import { csvCell } from "#server/http/csv.ts";
import { signedInGuest } from "#server/testing/guest.ts";
import { validContact, validInquiry } from "#server/testing/messages.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();

describe("csvCell", () => {
  it("keeps plain values, quotes separators and defuses formulas", () => {
    expect(csvCell("ada@example.org")).toBe("ada@example.org");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=HYPERLINK("http://evil")@x.org')).toBe('"\'=HYPERLINK(""http://evil"")@x.org"');
    for (const lead of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${lead}1`).replace(/"/g, "")).toMatch(/^'/);
  });
});

describe.each(databases)("subscribers and erasure on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let desk: StaffClient;

  const cookie = (member: StaffClient) => freshSessionCookie(server, member);
  const subscribe = async (email: string) =>
    expect((await server.postJson("/api/subscribe-newsletter", { email, website: "" })).status).toBe(200);
  const list = async (query = "") => {
    const response = await staffRequest(server, `/subscribers${query}`, { cookie: await cookie(manager) });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      subscribers: Subscriber[];
      nextBefore: number | null;
      counts: { subscribed: number; awaitingConfirmation: number; suppressed: number; unsubscribed: number };
    };
  };

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_people");
    server.deps.clock.set(new Date("2026-11-24T15:00:00.000Z"));
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    desk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
    for (const email of ["ada@example.org", "+cmd@example.org", "bo_b@example.org", "cy@example.net"])
      await subscribe(email);
  });

  afterAll(() => server?.close());

  it("counts, lists newest first, searches and filters by status", async () => {
    const all = await list();
    expect(all.counts).toEqual({ subscribed: 4, awaitingConfirmation: 0, suppressed: 0, unsubscribed: 0 });
    expect(all.subscribers.map((row) => row.email)).toEqual([
      "cy@example.net",
      "bo_b@example.org",
      "+cmd@example.org",
      "ada@example.org",
    ]);
    expect(all.subscribers[0]?.subscribedAt).toBe("2026-11-24T15:00:00.000Z");
    expect((await list("?q=EXAMPLE.ORG")).subscribers).toHaveLength(3);
    expect((await list("?q=_")).subscribers.map((row) => row.email)).toEqual(["bo_b@example.org"]);
    expect((await list("?q=' OR 1=1 --")).subscribers).toEqual([]);
    expect((await list("?status=unsubscribed")).subscribers).toEqual([]);
    const page = await list("?limit=3");
    expect(page.nextBefore).toBe(page.subscribers[2]?.id);
    expect((await list(`?limit=3&before=${page.nextBefore}`)).subscribers.map((row) => row.email)).toEqual([
      "ada@example.org",
    ]);
    for (const bad of ["?status=gone", "?limit=0", "?order=email"])
      expect((await staffRequest(server, `/subscribers${bad}`, { cookie: await cookie(manager) })).status).toBe(400);
  });

  it("unsubscribes one address, once, recorded in the audit log", async () => {
    const { subscribers } = await list("?q=cy@");
    const id = subscribers[0]?.id ?? 0;
    const first = await staffRequest(server, `/subscribers/${id}/unsubscribe`, {
      method: "POST",
      cookie: await cookie(manager),
    });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { subscriber: Subscriber }).subscriber.unsubscribedAt).toBe(
      "2026-11-24T15:00:00.000Z",
    );
    const again = await staffRequest(server, `/subscribers/${id}/unsubscribe`, {
      method: "POST",
      cookie: await cookie(manager),
    });
    expect(again.status).toBe(200);
    expect((await list()).counts).toEqual({ subscribed: 3, awaitingConfirmation: 0, suppressed: 0, unsubscribed: 1 });
    const entries = await server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "subscriber.unsubscribe")
      .execute();
    expect(entries.map((entry) => [entry.actor, entry.target])).toEqual([["manager@example.com", `subscriber:${id}`]]);
    expect(
      (await staffRequest(server, "/subscribers/99999/unsubscribe", { method: "POST", cookie: await cookie(manager) }))
        .status,
    ).toBe(404);
  });

  it("exports every subscriber as CSV a spreadsheet cannot run, and records the export", async () => {
    const response = await staffRequest(server, "/subscribers/export.csv", { cookie: await cookie(manager) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="subscribers-2026-11-24.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.text()).split("\r\n")).toEqual([
      "email,status,subscribed_at,unsubscribed_at,source_page,opt_in,confirmed_at,suppressed_at,suppressed_reason",
      "ada@example.org,subscribed,2026-11-24T15:00:00.000Z,,,single,2026-11-24T15:00:00.000Z,,",
      "'+cmd@example.org,subscribed,2026-11-24T15:00:00.000Z,,,single,2026-11-24T15:00:00.000Z,,",
      "bo_b@example.org,subscribed,2026-11-24T15:00:00.000Z,,,single,2026-11-24T15:00:00.000Z,,",
      "cy@example.net,unsubscribed,2026-11-24T15:00:00.000Z,2026-11-24T15:00:00.000Z,,single,2026-11-24T15:00:00.000Z,,",
      "",
    ]);
    const entry = await server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "subscribers.export")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json ?? "null")).toEqual({ rows: 4 });
    expect((await staffRequest(server, "/subscribers/export.csv", { cookie: await cookie(desk) })).status).toBe(403);
  });

  it("shows what is held about a person, then erases all of it but the ticket orders", async () => {
    const email = "rosa@example.org";
    await subscribe(email);
    expect(
      (await server.postJson("/api/send-contact-email", { ...validContact, email: "Rosa@Example.org" })).status,
    ).toBe(200);
    expect((await server.postJson("/api/send-contact-email", validInquiry(inquiryForms.tour, { email }))).status).toBe(
      200,
    );
    await signedInGuest(server, { email, first_name: "Rosa", last_name: "Rivers", username: "rosa" });
    await server.deps.db
      .insertInto("ticket_orders")
      .values({
        session_id: "cs_rosa",
        stripe_event_id: null,
        mode: "test",
        event_id: "christmas-lights",
        event_name: "Christmas Lights",
        customer_email: email,
        amount_total_cents: 1500,
        currency: "usd",
        created_at: "2026-11-24T15:00:00.000Z",
        mails_queued_at: null,
        reference: "R05AR1VERS",
      })
      .execute();
    // Someone else's lead and mail stay.
    expect(
      (await server.postJson("/api/send-contact-email", { ...validContact, email: "other@example.org" })).status,
    ).toBe(200);
    const leadId = (
      await server.deps.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
    await staffRequest(server, `/inbox/leads/${leadId}/notes`, {
      cookie: await cookie(desk),
      body: { body: "Called." },
    });

    const records = await staffRequest(server, "/people/records", {
      cookie: await cookie(manager),
      body: { email: " ROSA@example.org " },
    });
    expect(records.status).toBe(200);
    expect(((await records.json()) as { records: PersonRecords }).records).toEqual({
      email,
      subscriber: true,
      contactMessages: 1,
      inquiries: 1,
      account: true,
      ordersKept: 1,
    });

    const unconfirmed = await staffRequest(server, "/people/erase", { cookie: await cookie(manager), body: { email } });
    expect(unconfirmed.status).toBe(400);
    expect(
      (await staffRequest(server, "/people/erase", { cookie: await cookie(desk), body: { email, confirm: true } }))
        .status,
    ).toBe(403);

    const erased = await staffRequest(server, "/people/erase", {
      cookie: await cookie(manager),
      body: { email, confirm: true },
    });
    expect(erased.status).toBe(200);
    const db = server.deps.db;
    const left = async (table: "newsletter_subscribers" | "contact_messages" | "inquiries" | "users" | "leads") =>
      (await db.selectFrom(table).selectAll().execute()).filter((row) => row.email.toLowerCase() === email).length;
    for (const table of ["newsletter_subscribers", "contact_messages", "inquiries", "users", "leads"] as const)
      expect(await left(table), table).toBe(0);
    expect(await db.selectFrom("lead_notes").selectAll().where("lead_id", "=", leadId).execute()).toEqual([]);
    if (server.deps.dbKind === "sqlite") {
      // The search index forgets the person too, not only the leads it points to.
      const indexed = await sql<{
        hits: number;
      }>`select count(*) as hits from leads_search where leads_search match ${`"${email}"`}`.execute(db);
      expect(indexed.rows[0]?.hits).toBe(0);
    }
    const mail = await db.selectFrom("outbox").select(["to_address", "reply_to"]).execute();
    expect(mail.filter((row) => `${row.to_address} ${row.reply_to ?? ""}`.toLowerCase().includes(email))).toEqual([]);
    expect(mail.some((row) => row.to_address === "other@example.org")).toBe(true);
    expect(
      await db.selectFrom("leads").select("email").where("email", "=", "other@example.org").execute(),
    ).toHaveLength(1);
    expect(
      await db.selectFrom("ticket_orders").select("id").where("customer_email", "=", email).execute(),
    ).toHaveLength(1);

    const entry = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "person.erase")
      .executeTakeFirstOrThrow();
    expect(`${entry.target} ${entry.before_json} ${entry.after_json}`).not.toContain("rosa");
    expect(entry.target).toMatch(/^person:[\w-]{22}$/);
    expect(JSON.parse(entry.before_json ?? "null")).toEqual({
      subscriber: true,
      contactMessages: 1,
      inquiries: 1,
      account: true,
    });

    const after = await staffRequest(server, "/people/records", { cookie: await cookie(manager), body: { email } });
    expect(((await after.json()) as { records: PersonRecords }).records).toMatchObject({
      subscriber: false,
      contactMessages: 0,
      inquiries: 0,
      account: false,
    });
    for (const body of [
      { email: "not an email" },
      { email },
      { email, confirm: "yes" },
      { email, confirm: true, x: 1 },
    ])
      expect(
        (await staffRequest(server, "/people/erase", { cookie: await cookie(manager), body })).status,
        JSON.stringify(body),
      ).toBe(400);
  });
});
