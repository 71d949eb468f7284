import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantHours } from "#content/restaurant.ts";
import { authMessages } from "#domain/auth.ts";
import type { SettingsAnswer } from "#domain/staff/settings-schemas.ts";
import { settingsMessages } from "#domain/staff/settings.ts";
import { signedInGuest } from "#server/testing/guest.ts";
import { weekAsSent } from "#server/testing/settings.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();

// Tuesday 24 November 2026, 9 AM in Gadsden; Thanksgiving is Thursday the 26th.
const TUESDAY = new Date("2026-11-24T15:00:00.000Z");
// Thursday 26 November 2026, 5 PM in Gadsden: normally open until 9 PM.
const THURSDAY_5PM = new Date("2026-11-26T23:00:00.000Z");

describe.each(databases)("the settings screen's API on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let guestToken: string;

  const send = async (path: string, body: unknown) =>
    staffRequest(server, path, { method: "POST", cookie: await freshSessionCookie(server, manager), body });
  const settings = async () => {
    const response = await staffRequest(server, "/settings", { cookie: await freshSessionCookie(server, manager) });
    expect(response.status).toBe(200);
    return (await response.json()) as SettingsAnswer;
  };
  const gate = async (at: Date) => {
    server.deps.clock.set(at);
    const response = await server.request("/api/gate-access", { headers: { Authorization: guestToken } });
    const body = (await response.json()) as { open?: boolean; code?: string; message?: string; error?: string };
    server.deps.clock.set(TUESDAY);
    return { status: response.status, ...body };
  };
  const publicHours = async () => {
    const response = await server.request("/api/restaurant/hours");
    expect(response.status).toBe(200);
    return (await response.json()) as { weekly: typeof restaurantHours; exceptions: unknown[] };
  };
  const ask = async (message: string, at: Date) => {
    server.deps.clock.set(at);
    const response = await server.postJson("/api/chat", { message, history: [] });
    server.deps.clock.set(TUESDAY);
    return ((await response.json()) as { message: string }).message;
  };
  const auditActions = async () =>
    (
      await server.deps.db
        .selectFrom("audit_log")
        .select(["action", "before_json", "after_json"])
        .orderBy("id")
        .execute()
    ).filter((entry) => entry.action.startsWith("settings."));

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_settings", { GATE_CODE: "4821" });
    server.deps.clock.set(TUESDAY);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    guestToken = await signedInGuest(server, {
      email: "gina@example.org",
      first_name: "Gina",
      last_name: "Guest",
      username: "gina",
    });
  });

  afterAll(() => server?.close());

  it("starts from GATE_CODE and the content's week, with nothing set apart", async () => {
    expect(await settings()).toEqual({
      gateCode: { code: "4821", changedAt: null, changedBy: null },
      requireVerifiedEmail: false,
      newsletterDoubleOptIn: false,
      weekly: restaurantHours,
      exceptions: [],
    });
    expect(await publicHours()).toEqual({ weekly: restaurantHours, exceptions: [] });
  });

  it("rotates the gate code: a set code and a random one reach a signed-in guest at once", async () => {
    expect((await gate(THURSDAY_5PM)).code).toBe("4821");
    const set = await send("/settings/gate-code", { code: "5173" });
    expect(set.status).toBe(200);
    const answer = (await set.json()) as SettingsAnswer;
    expect(answer.gateCode).toEqual({
      code: "5173",
      changedAt: TUESDAY.toISOString(),
      changedBy: "manager@example.com",
    });
    expect((await gate(THURSDAY_5PM)).code).toBe("5173");

    const same = await send("/settings/gate-code", { code: "5173" });
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual({ error: settingsMessages.gateCodeSame });

    const drawn = (await (await send("/settings/gate-code", {})).json()) as SettingsAnswer;
    expect(drawn.gateCode.code).toMatch(/^\d{4}$/);
    expect(drawn.gateCode.code).not.toBe("5173");
    expect((await gate(THURSDAY_5PM)).code).toBe(drawn.gateCode.code);

    const audit = await auditActions();
    expect(audit.map((entry) => [entry.action, entry.before_json, entry.after_json])).toEqual([
      ["settings.gate-code", '{"code":"4821"}', '{"code":"5173"}'],
      ["settings.gate-code", '{"code":"5173"}', JSON.stringify({ code: drawn.gateCode.code })],
    ]);
  });

  it("refuses a gate code that is not four digits, and every malformed body", async () => {
    for (const code of ["12a4", "123", "12345", " ", 1234, null, "1234'; DROP TABLE settings;--"]) {
      const response = await send("/settings/gate-code", { code });
      expect(response.status, String(code)).toBe(400);
    }
    const letters = await send("/settings/gate-code", { code: "12a4" });
    expect(((await letters.json()) as { fields: Record<string, string> }).fields).toEqual({
      code: settingsMessages.gateCodeDigits,
    });
    expect((await send("/settings/gate-code", { code: "1234", extra: 1 })).status).toBe(400);
    const badJson = await server.request("/api/staff/settings/gate-code", {
      method: "POST",
      headers: {
        Cookie: await freshSessionCookie(server, manager),
        Origin: server.env.PUBLIC_ORIGIN,
        "Content-Type": "application/json",
      },
      body: "{code:",
    });
    expect(badJson.status).toBe(400);
    expect((await send("/settings/gate-verification", { required: "yes" })).status).toBe(400);
  });

  it("changes the week: the gate code, the public hours and the assistant follow", async () => {
    const week = weekAsSent(restaurantHours);
    week[4] = { status: "closed", open: 8, close: 20 };
    week[1] = { status: "open", open: 7, close: 11 };
    const saved = await send("/settings/hours", { days: week });
    expect(saved.status).toBe(200);
    expect((await publicHours()).weekly[4]).toEqual({ day: "Thursday", hours: null });
    expect((await publicHours()).weekly[1]).toEqual({ day: "Monday", hours: { open: 7, close: 11 } });
    const thursday = await gate(THURSDAY_5PM);
    expect(thursday).toMatchObject({ status: 200, open: false, message: "Closed · opens tomorrow at 11 AM" });
    expect(thursday.code).toBeUndefined();
    expect(await ask("What are Pique Nique's hours?", TUESDAY)).toContain("Monday 7 AM - 11 AM");

    const backwards = weekAsSent(restaurantHours);
    backwards[5] = { status: "open", open: 22, close: 11 };
    const refused = await send("/settings/hours", { days: backwards });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      "days.5.close": settingsMessages.closeAfterOpen,
    });
    expect((await send("/settings/hours", { days: week.slice(1) })).status).toBe(400);
    expect((await send("/settings/hours", { days: week.map((day) => ({ ...day, open: 25 })) })).status).toBe(400);

    expect((await send("/settings/hours", { days: weekAsSent(restaurantHours) })).status).toBe(200);
    expect((await publicHours()).weekly).toEqual(restaurantHours);
  });

  it("closes a holiday: the badge's hours, the gate code and the assistant follow, until it is removed", async () => {
    const thanksgiving = { date: "2026-11-26", status: "closed", open: 8, close: 20, note: "Thanksgiving" };
    expect((await send("/settings/exceptions", thanksgiving)).status).toBe(200);
    expect((await publicHours()).exceptions).toEqual([{ date: "2026-11-26", hours: null, note: "Thanksgiving" }]);
    expect(await gate(THURSDAY_5PM)).toMatchObject({ open: false, message: "Closed · opens tomorrow at 11 AM" });
    expect(await ask("Is Pique Nique open on holidays?", TUESDAY)).toContain(
      "Thursday, November 26: closed (Thanksgiving)",
    );
    expect(await ask("Is Pique Nique open on Thursday?", TUESDAY)).toContain(
      "Thursday, November 26 is different (Thanksgiving): Pique Nique is closed that day.",
    );

    const brunch = { date: "2026-11-26", status: "open", open: 10, close: 14, note: "Thanksgiving brunch" };
    expect((await send("/settings/exceptions", brunch)).status).toBe(200);
    expect((await settings()).exceptions).toEqual([
      { date: "2026-11-26", hours: { open: 10, close: 14 }, note: "Thanksgiving brunch" },
    ]);
    expect((await gate(new Date("2026-11-26T17:00:00.000Z"))).code).toMatch(/^\d{4}$/);

    // Past days are refused, and so is a day more than a year ahead.
    const past = await send("/settings/exceptions", { ...thanksgiving, date: "2026-11-23" });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { fields: Record<string, string> }).fields).toEqual({
      date: settingsMessages.dateFromToday,
    });
    const far = await send("/settings/exceptions", { ...thanksgiving, date: "2028-01-01" });
    expect(((await far.json()) as { fields: Record<string, string> }).fields).toEqual({
      date: settingsMessages.dateWithinYear,
    });
    for (const bad of [
      { ...thanksgiving, date: "2026-02-30" },
      { ...thanksgiving, note: "  " },
      { ...thanksgiving, note: "x".repeat(81) },
      { ...thanksgiving, status: "maybe" },
      { ...brunch, open: 14, close: 10 },
      { ...thanksgiving, reason: "extra" },
    ])
      expect((await send("/settings/exceptions", bad)).status, JSON.stringify(bad)).toBe(400);

    const removed = await send("/settings/exceptions/2026-11-26/delete", {});
    expect(removed.status).toBe(200);
    expect((await publicHours()).exceptions).toEqual([]);
    expect((await gate(THURSDAY_5PM)).open).toBe(true);
    const again = await send("/settings/exceptions/2026-11-26/delete", {});
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: settingsMessages.exceptionNotFound });
    expect((await send("/settings/exceptions/not-a-date/delete", {})).status).toBe(404);

    const actions = (await auditActions()).map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith("settings.hours-exception"))).toEqual([
      "settings.hours-exception",
      "settings.hours-exception",
      "settings.hours-exception-removed",
    ]);
  });

  it("holds the gate code back from an unverified guest while staff require a verified email", async () => {
    expect((await send("/settings/gate-verification", { required: true })).status).toBe(200);
    expect((await settings()).requireVerifiedEmail).toBe(true);
    expect(await gate(THURSDAY_5PM)).toMatchObject({ status: 403, error: authMessages.gateNeedsVerifiedEmail });
    expect(JSON.stringify(await gate(THURSDAY_5PM))).not.toMatch(/"code"/);

    const guestId = (
      await server.deps.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "gina@example.org")
        .executeTakeFirstOrThrow()
    ).id;
    expect((await send(`/guests/${guestId}/verify`, {})).status).toBe(200);
    expect((await gate(THURSDAY_5PM)).code).toMatch(/^\d{4}$/);

    expect((await send("/settings/gate-verification", { required: false })).status).toBe(200);
    expect((await settings()).requireVerifiedEmail).toBe(false);
  });

  it("asks new subscribers to confirm by email once a manager turns it on, never on the front desk's word, each change audited", async () => {
    const desk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
    const refused = await staffRequest(server, "/settings/newsletter-double-opt-in", {
      cookie: await freshSessionCookie(server, desk),
      body: { required: true },
    });
    expect(refused.status).toBe(403);
    expect((await settings()).newsletterDoubleOptIn).toBe(false);

    const on = await send("/settings/newsletter-double-opt-in", { required: true });
    expect(on.status).toBe(200);
    expect(((await on.json()) as SettingsAnswer).newsletterDoubleOptIn).toBe(true);
    expect((await settings()).newsletterDoubleOptIn).toBe(true);
    expect((await send("/settings/newsletter-double-opt-in", { required: false })).status).toBe(200);
    expect((await settings()).newsletterDoubleOptIn).toBe(false);

    for (const body of [{ required: "yes" }, {}, { required: true, also: 1 }])
      expect((await send("/settings/newsletter-double-opt-in", body)).status, JSON.stringify(body)).toBe(400);
    expect((await settings()).newsletterDoubleOptIn).toBe(false);

    const audit = await server.deps.db
      .selectFrom("audit_log")
      .select(["actor", "before_json", "after_json"])
      .where("action", "=", "settings.newsletter-double-opt-in")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => [entry.actor, entry.before_json, entry.after_json])).toEqual([
      ["manager@example.com", '{"required":false}', '{"required":true}'],
      ["manager@example.com", '{"required":true}', '{"required":false}'],
    ]);
  });
});
