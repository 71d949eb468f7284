import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import type { ResortEventFacts } from "#domain/content/schemas.ts";
import { contentDocumentAnswer, contentMessages } from "#domain/staff/content-schemas.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { ScheduledPublishes } from "./scheduled-publishes.ts";

/** Tuesday 24 November 2026, 9 AM in Gadsden. */
const NOW = new Date("2026-11-24T15:00:00.000Z");
/** Tuesday 1 December, 6 AM in Gadsden (Central standard time). */
const DUE = "2026-12-01T12:00:00.000Z";
const KAYAKS = "kayak-rentals";
const LIGHTS = "event:christmas-lights";

describe.each(testDatabases())("a publish set for a time on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let frontDesk: StaffClient;

  const send = async (member: StaffClient, path: string, init: { method?: string; body?: unknown } = {}) =>
    staffRequest(server, `/content${path}`, { cookie: await freshSessionCookie(server, member), ...init });
  const documentOf = async (key: string) => contentDocumentAnswer.parse(await (await send(manager, `/${key}`)).json());
  const schedule = async (key: string, at: string, member = manager) =>
    send(member, `/${key}/schedule`, { body: { revision: (await documentOf(key)).revision, at } });
  const saveDraft = async (key: string, draft: unknown) => {
    const { revision } = await documentOf(key);
    expect((await send(manager, `/${key}/draft`, { method: "PUT", body: { revision, draft } })).status).toBe(200);
  };
  const auditOf = (key: string) =>
    server.deps.db
      .selectFrom("audit_log")
      .select(["action", "actor"])
      .where("target", "=", key)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_schedules");
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    frontDesk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
  });
  beforeEach(() => {
    server.deps.clock.set(NOW);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("publishes the draft as it is when due, once, even when two instances find it due together", async () => {
    const kayaks = (await documentOf(KAYAKS)).draft as Record<string, unknown>;
    await saveDraft(KAYAKS, { ...kayaks, title: "Kayak and Canoe Rentals" });
    const answer = await schedule(KAYAKS, DUE);
    expect(answer.status).toBe(200);
    expect(contentDocumentAnswer.parse(await answer.json()).schedule).toEqual({
      dueAt: DUE,
      action: "publish",
      scheduledBy: "manager@example.com",
      failure: null,
    });
    // Edits made after setting it are published with it.
    await saveDraft(KAYAKS, { ...kayaks, title: "Kayak and Canoe Rentals", buttonText: "Call to Book" });
    const before = await documentOf(KAYAKS);

    server.deps.clock.set(new Date(Date.parse(DUE) - 1_000));
    await new ScheduledPublishes(server.deps).runDue();
    expect((await documentOf(KAYAKS)).publishedVersion).toBe(before.publishedVersion);

    server.deps.clock.set(new Date(DUE));
    await Promise.all([new ScheduledPublishes(server.deps).runDue(), new ScheduledPublishes(server.deps).runDue()]);
    const after = await documentOf(KAYAKS);
    expect(after.publishedVersion).toBe((before.publishedVersion ?? 0) + 1);
    expect(after.published).toMatchObject({ title: "Kayak and Canoe Rentals", buttonText: "Call to Book" });
    expect(after.schedule).toBeNull();
    expect(server.deps.content.allPublished().get(KAYAKS)).toMatchObject({ buttonText: "Call to Book" });
    expect(await auditOf(KAYAKS)).toEqual(
      expect.arrayContaining([
        { action: "content.schedule", actor: "manager@example.com" },
        { action: "content.publish", actor: "manager@example.com" },
      ]),
    );
    expect((await auditOf(KAYAKS)).filter((entry) => entry.action === "content.publish")).toHaveLength(1);
    await saveDraft(KAYAKS, after.published);
  });

  it("keeps a publish that could not happen, says why in the console and mails whoever set it", async () => {
    const lights = (await documentOf(LIGHTS)).draft as ResortEventFacts;
    expect((await schedule(LIGHTS, DUE)).status).toBe(200);
    // A price broken after it was set: the publish is refused when due.
    const tickets = (lights.tickets ?? []).map((ticket, index) =>
      index === 0 ? { ...ticket, priceCents: -5 } : ticket,
    );
    await saveDraft(LIGHTS, { ...lights, tickets });
    const published = await documentOf(LIGHTS);

    server.deps.clock.set(new Date(DUE));
    await new ScheduledPublishes(server.deps).runDue();
    await new ScheduledPublishes(server.deps).runDue();
    const after = await documentOf(LIGHTS);
    expect(after.publishedVersion).toBe(published.publishedVersion);
    expect(after.schedule?.failure).toMatch(
      /^This draft cannot be published until the highlighted fields are fixed\. tickets\[0\]\.priceCents: Must be more than 0\.$/,
    );
    const mails = await server.deps.db
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body"])
      .where("kind", "=", "content-schedule-failed")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: "manager@example.com",
      subject: "Not published: Event: christmas-lights",
    });
    expect(mails[0]?.text_body).toContain("The publish you set for Tue, Dec 1, 2026, 6:00 AM CST did not happen");
    expect(mails[0]?.text_body).toContain("/staff/content?doc=event%3Achristmas-lights");

    const cancelled = await send(manager, `/${LIGHTS}/schedule/cancel`, { body: {} });
    expect(contentDocumentAnswer.parse(await cancelled.json()).schedule).toBeNull();
    expect((await send(manager, `/${LIGHTS}/schedule/cancel`, { body: {} })).status).toBe(404);
    await saveDraft(LIGHTS, contentDocuments[LIGHTS]);
  });

  it("takes a published event off the site when due, its draft too, whatever the draft holds", async () => {
    const event = "event:fall-fest-2025";
    const original = (await documentOf(event)).draft as ResortEventFacts;
    expect(server.deps.content.allPublished().get(event)).not.toMatchObject({ hidden: true });
    // A draft that could not be published does not stop the hiding, and keeps its edits.
    await saveDraft(event, { ...original, name: "" });
    const before = await documentOf(event);
    const answer = await send(manager, `/${event}/schedule`, {
      body: { revision: before.revision, at: DUE, action: "hide" },
    });
    expect(answer.status).toBe(200);
    expect(contentDocumentAnswer.parse(await answer.json()).schedule).toEqual({
      dueAt: DUE,
      action: "hide",
      scheduledBy: "manager@example.com",
      failure: null,
    });

    server.deps.clock.set(new Date(DUE));
    await Promise.all([new ScheduledPublishes(server.deps).runDue(), new ScheduledPublishes(server.deps).runDue()]);
    const after = await documentOf(event);
    expect(after.publishedVersion).toBe((before.publishedVersion ?? 0) + 1);
    expect(after.published).toEqual({ ...(before.published as object), hidden: true });
    expect(after.draft).toEqual({ ...original, name: "", hidden: true });
    expect(after.schedule).toBeNull();
    expect(server.deps.content.allPublished().get(event)).toMatchObject({ hidden: true });
    expect((await auditOf(event)).filter((entry) => entry.action === "content.hide")).toEqual([
      { action: "content.hide", actor: "manager@example.com" },
    ]);

    // Put it back as the other tests found it.
    await saveDraft(event, original);
    const { revision } = await documentOf(event);
    expect((await send(manager, `/${event}/publish`, { body: { revision } })).status).toBe(200);
  });

  it("takes off the site only a published event", async () => {
    const { revision } = await documentOf(KAYAKS);
    const refused = await send(manager, `/${KAYAKS}/schedule`, { body: { revision, at: DUE, action: "hide" } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: contentMessages.notHideable });
    const unknown = await send(manager, `/${KAYAKS}/schedule`, { body: { revision, at: DUE, action: "delete" } });
    expect(unknown.status).toBe(400);
    expect((await documentOf(KAYAKS)).schedule).toBeNull();
  });

  it("refuses a time past or over a year ahead, an invalid draft, a stale revision and the front desk", async () => {
    const past = await schedule(KAYAKS, "2026-11-24T14:59:00.000Z");
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: contentMessages.scheduleInPast });
    const far = await schedule(KAYAKS, "2027-11-26T15:00:00.000Z");
    expect(await far.json()).toMatchObject({ error: contentMessages.scheduleTooFar });
    for (const at of ["tomorrow", "2026-12-01 06:00", 1764590400000, null])
      expect((await send(manager, `/${KAYAKS}/schedule`, { body: { revision: 1, at } })).status).toBe(400);
    expect((await send(manager, `/${KAYAKS}/schedule`, { body: { revision: 1, at: DUE, by: "x" } })).status).toBe(400);

    const stale = await send(manager, `/${KAYAKS}/schedule`, { body: { revision: 1, at: DUE } });
    expect(stale.status).toBe(409);

    const kayaks = (await documentOf(KAYAKS)).draft as Record<string, unknown>;
    await saveDraft(KAYAKS, { ...kayaks, title: 42 });
    const invalid = await schedule(KAYAKS, DUE);
    expect(invalid.status).toBe(409);
    expect(await invalid.json()).toMatchObject({ error: contentMessages.invalid });
    await saveDraft(KAYAKS, kayaks);

    expect((await schedule(KAYAKS, DUE, frontDesk)).status).toBe(403);
    expect((await send(frontDesk, `/${KAYAKS}/schedule/cancel`, { body: {} })).status).toBe(403);
    expect((await documentOf(KAYAKS)).schedule).toBeNull();
  });
});
