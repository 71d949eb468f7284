import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantHours } from "#content/restaurant.ts";
import { can, staffRoles, type StaffRole } from "#domain/staff/permissions.ts";
import { commandLine, record } from "#server/staff/audit.ts";
import { staffServices } from "#server/staff/services.ts";
import { SESSION_COOKIE } from "#server/staff/sessions.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import {
  enrolStaff,
  sessionCookie,
  signInStaff,
  staffRequest,
  totpCode,
  type StaffClient,
} from "#server/testing/staff.ts";
import { signedInGuest } from "#server/testing/guest.ts";
import { validContact } from "#server/testing/messages.ts";
import { weekAsSent } from "#server/testing/settings.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { staffApi } from "./index.ts";
import { messages, type StaffEndpoint } from "./router.ts";

const databases = testDatabases();

const MINUTE = 60_000;
const key = (endpoint: Pick<StaffEndpoint, "method" | "path">) => `${endpoint.method} ${endpoint.path}`;

describe.each(databases)("staff API on $name", ({ url }) => {
  let server: TestServer;
  const members = {} as Record<StaffRole, StaffClient>;
  let target: StaffClient;
  let guestToken: string;
  let guarded: StaffEndpoint[];
  let leadId: number;

  /** The server's clock only moves forward here, so a TOTP step once used is never current again. */
  const advance = (ms: number) => server.deps.clock.set(new Date(server.deps.clock.now().getTime() + ms));
  /** A fresh session for a member, opened the way sign-in opens one. */
  const openSession = async (member: StaffClient) => {
    const { token, session } = await staffServices(server.deps).sessions.create(member.id, member.ip, "vitest");
    return { cookie: `${SESSION_COOKIE}=${token}`, id: session.id };
  };
  let added = 0;
  /** A request each guarded endpoint can take, for a member whose session is `sessionId`. */
  const samples: Record<string, (sessionId: number) => { path: string; body?: unknown }> = {
    "POST /sign-out": () => ({ path: "/sign-out" }),
    "GET /me": () => ({ path: "/me" }),
    "GET /sign-in/failures": () => ({ path: "/sign-in/failures" }),
    "GET /sessions/mine": () => ({ path: "/sessions/mine" }),
    "GET /sessions": () => ({ path: "/sessions" }),
    "POST /sessions/:id/end": (sessionId) => ({ path: `/sessions/${sessionId}/end` }),
    "GET /accounts": () => ({ path: "/accounts" }),
    "POST /accounts": () => ({
      path: "/accounts",
      body: { email: `added-${(added += 1)}@example.com`, name: "Added", role: "front_desk" },
    }),
    "POST /accounts/:id/role": () => ({ path: `/accounts/${target.id}/role`, body: { role: "manager" } }),
    "POST /accounts/:id/disable": () => ({ path: `/accounts/${target.id}/disable` }),
    "GET /audit": () => ({ path: "/audit?limit=5" }),
    "GET /inbox/leads": () => ({ path: "/inbox/leads" }),
    "GET /inbox/leads/:id": () => ({ path: `/inbox/leads/${leadId}` }),
    "PATCH /inbox/leads/:id": () => ({ path: `/inbox/leads/${leadId}`, body: { status: "in_progress" } }),
    "POST /inbox/leads/:id/unread": () => ({ path: `/inbox/leads/${leadId}/unread` }),
    "POST /inbox/leads/:id/notes": () => ({ path: `/inbox/leads/${leadId}/notes`, body: { body: "Called back." } }),
    "POST /inbox/leads/:id/replies": () => ({
      path: `/inbox/leads/${leadId}/replies`,
      body: { subject: "Re: your visit", body: "Yes, we have room." },
    }),
    "GET /inbox/events": () => ({ path: "/inbox/events" }),
    "GET /subscribers": () => ({ path: "/subscribers?q=example" }),
    "GET /subscribers/export.csv": () => ({ path: "/subscribers/export.csv" }),
    "POST /subscribers/:id/unsubscribe": () => ({ path: "/subscribers/1/unsubscribe" }),
    "POST /people/records": () => ({ path: "/people/records", body: { email: "someone@example.com" } }),
    "POST /people/erase": () => ({ path: "/people/erase", body: { email: "nobody@example.com", confirm: true } }),
    "GET /guests": () => ({ path: "/guests?q=guest" }),
    "GET /guests/:id": () => ({ path: "/guests/aaaaaaaaaaaaaaa" }),
    "POST /guests/:id/verify": () => ({ path: "/guests/aaaaaaaaaaaaaaa/verify" }),
    "POST /guests/:id/block": () => ({ path: "/guests/aaaaaaaaaaaaaaa/block" }),
    "POST /guests/:id/unblock": () => ({ path: "/guests/aaaaaaaaaaaaaaa/unblock" }),
    "POST /guests/:id/reset-mail": () => ({ path: "/guests/aaaaaaaaaaaaaaa/reset-mail" }),
    "POST /guests/:id/delete": () => ({ path: "/guests/aaaaaaaaaaaaaaa/delete" }),
    "GET /mail": () => ({ path: "/mail?status=failed" }),
    "GET /mail/:id": () => ({ path: "/mail/1" }),
    "POST /mail/:id/retry": () => ({ path: "/mail/1/retry" }),
    "GET /dashboard": () => ({ path: "/dashboard" }),
    "GET /settings": () => ({ path: "/settings" }),
    "POST /settings/gate-code": () => ({ path: "/settings/gate-code", body: { code: "5173" } }),
    "POST /settings/gate-verification": () => ({ path: "/settings/gate-verification", body: { required: false } }),
    "POST /settings/hours": () => ({ path: "/settings/hours", body: { days: weekAsSent(restaurantHours) } }),
    "POST /settings/newsletter-double-opt-in": () => ({
      path: "/settings/newsletter-double-opt-in",
      body: { required: false },
    }),
    "POST /settings/exceptions": () => ({
      path: "/settings/exceptions",
      body: { date: "2026-12-25", status: "closed", open: 8, close: 20, note: "Christmas Day" },
    }),
    "POST /settings/exceptions/:date/delete": () => ({ path: "/settings/exceptions/2026-12-25/delete" }),
    "GET /backup": () => ({ path: "/backup" }),
    "GET /nights": () => ({ path: "/nights?event=christmas-lights" }),
    "POST /nights/:eventId/:date": () => ({
      path: "/nights/christmas-lights/2026-12-27",
      body: { capacity: 300, status: "on_sale" },
    }),
    "GET /door/list": () => ({ path: "/door/list?event=christmas-lights&night=2026-11-24" }),
    "GET /door/search": () => ({ path: "/door/search?event=christmas-lights&night=2026-11-24&q=buyer" }),
    "POST /door/check-ins": () => ({
      path: "/door/check-ins",
      body: {
        event: "christmas-lights",
        night: "2026-11-24",
        scans: [{ id: "matrix-scan", code: "ABCD-1234", scannedAt: "2026-11-24T15:00:00.000Z" }],
      },
    }),
    "GET /door/guest-list.csv": () => ({ path: "/door/guest-list.csv?event=christmas-lights&night=2026-11-24" }),
    "GET /orders": () => ({ path: "/orders?event=christmas-lights&night=2026-11-24&q=buyer" }),
    "GET /orders/:id": () => ({ path: "/orders/1" }),
    "POST /orders/:id/resend-receipt": () => ({ path: "/orders/1/resend-receipt" }),
    "POST /orders/:id/refunds": () => ({ path: "/orders/1/refunds", body: { tickets: [], amount: "1", reason: "" } }),
    "POST /nights/:eventId/:date/cancel": () => ({
      path: "/nights/christmas-lights/2026-12-29/cancel",
      body: { outcome: "refund", moveTo: "", note: "" },
    }),
    "GET /orders.csv": () => ({ path: "/orders.csv?night=pass" }),
    "GET /content": () => ({ path: "/content" }),
    // A key no document may be created with: each role is answered, and nothing is created.
    "POST /content": () => ({ path: "/content", body: { key: "resort", draft: {} } }),
    "GET /content/:key": () => ({ path: "/content/resort" }),
    "GET /content/:key/versions": () => ({ path: "/content/resort/versions" }),
    "GET /content/:key/pages": () => ({ path: "/content/resort/pages" }),
    "GET /content/:key/preview": () => ({ path: "/content/resort/preview?path=/" }),
    "PUT /content/:key/draft": () => ({ path: "/content/resort/draft", body: { revision: 1, draft: {} } }),
    "POST /content/:key/confirm": () => ({ path: "/content/resort/confirm", body: { revision: 1, path: "name" } }),
    "POST /content/:key/restore": () => ({ path: "/content/resort/restore", body: { revision: 1, version: 1 } }),
    "POST /content/:key/publish": () => ({ path: "/content/resort/publish", body: { revision: 1 } }),
    // A time past: each role is answered, and nothing is set.
    "POST /content/:key/schedule": () => ({
      path: "/content/resort/schedule",
      body: { revision: 1, at: "2000-01-01T00:00:00.000Z" },
    }),
    "POST /content/:key/schedule/cancel": () => ({ path: "/content/resort/schedule/cancel", body: {} }),
    "GET /photos": () => ({ path: "/photos" }),
    // No file: each role is answered, and nothing is uploaded.
    "POST /photos": () => ({ path: "/photos", body: {} }),
    // No such photo: each role is answered, and nothing is deleted.
    "DELETE /photos/:id": () => ({ path: "/photos/999999" }),
    "GET /newsletters": () => ({ path: "/newsletters" }),
    // No campaign: each role is answered, and nothing is made, saved or sent.
    "POST /newsletters": () => ({ path: "/newsletters", body: {} }),
    "GET /newsletters/sources": () => ({ path: "/newsletters/sources" }),
    "GET /newsletters/:id": () => ({ path: "/newsletters/1" }),
    "PUT /newsletters/:id": () => ({ path: "/newsletters/1", body: {} }),
    "GET /newsletters/:id/preview": () => ({ path: "/newsletters/1/preview" }),
    "POST /newsletters/:id/test": () => ({ path: "/newsletters/1/test", body: {} }),
    "POST /newsletters/audience-count": () => ({ path: "/newsletters/audience-count", body: {} }),
    "PUT /newsletters/:id/audience": () => ({ path: "/newsletters/1/audience", body: {} }),
    "POST /newsletters/:id/send": () => ({ path: "/newsletters/1/send", body: {} }),
    "POST /newsletters/:id/unschedule": () => ({ path: "/newsletters/1/unschedule" }),
    "POST /newsletters/:id/pause": () => ({ path: "/newsletters/1/pause" }),
    "POST /newsletters/:id/resume": () => ({ path: "/newsletters/1/resume" }),
    "POST /newsletters/:id/cancel": () => ({ path: "/newsletters/1/cancel" }),
  };
  const call = (
    endpoint: StaffEndpoint,
    cookie: string | undefined,
    sessionId = 0,
    extra: { origin?: string | null; headers?: Record<string, string> } = {},
  ) => {
    const sample = samples[key(endpoint)];
    if (!sample) throw new Error(`no sample request for ${key(endpoint)}`);
    const { path, body } = sample(sessionId);
    return staffRequest(server, path, { method: endpoint.method, cookie, body, ...extra });
  };

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_staff");
    server.deps.clock.set(new Date("2026-11-24T15:00:00.000Z"));
    for (const role of staffRoles) members[role] = await enrolStaff(server, { email: `${role}@example.com`, role });
    target = await enrolStaff(server, { email: "target@example.com", role: "front_desk" });
    guarded = staffApi(server.deps).endpoints.filter((endpoint) => endpoint.access !== "public");
    expect((await server.postJson("/api/send-contact-email", validContact)).status).toBe(200);
    leadId = (await server.deps.db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id;
    guestToken = await signedInGuest(server, {
      email: "guest@example.com",
      first_name: "Gail",
      last_name: "Guest",
      username: "guest",
    });
  });

  afterAll(() => server?.close());

  it("refuses every role what its permissions lack, endpoint by endpoint, and lets it do the rest", async () => {
    expect(guarded.map(key).sort()).toEqual(Object.keys(samples).sort());
    for (const endpoint of guarded) {
      for (const role of staffRoles) {
        const session = await openSession(members[role]);
        const response = await call(endpoint, session.cookie, session.id);
        const allowed = endpoint.access === "signed-in" || (endpoint.access !== "public" && can(role, endpoint.access));
        const label = `${role} ${key(endpoint)}`;
        if (allowed) {
          expect([401, 403], label).not.toContain(response.status);
          expect(response.status, label).toBeLessThan(500);
        } else {
          expect(response.status, label).toBe(403);
          expect(await response.json(), label).toEqual({ error: messages.forbidden });
        }
        expect(response.headers.get("cache-control"), label).toBe("no-store");
      }
    }
  });

  it("refuses no session, a guest's token, a forged cookie, an idle, an expired and a revoked session", async () => {
    const forged = `${SESSION_COOKIE}=${"x".repeat(43)}`;
    const cases: [string, Record<string, string> | undefined, string | undefined][] = [
      ["no session", undefined, undefined],
      ["a guest token as bearer", { Authorization: `Bearer ${guestToken}` }, undefined],
      ["a guest token as the cookie", undefined, `${SESSION_COOKIE}=${guestToken}`],
      ["a forged cookie", undefined, forged],
    ];
    for (const endpoint of guarded)
      for (const [label, headers, cookie] of cases) {
        const response = await call(endpoint, cookie, 0, { headers });
        expect(response.status, `${label}: ${key(endpoint)}`).toBe(401);
        expect(await response.json()).toEqual({ error: messages.signIn });
      }

    // Idle: nothing for 30 minutes ends a session; 29 minutes do not.
    const owner = members.owner;
    const fresh = await openSession(owner);
    advance(29 * MINUTE);
    expect((await staffRequest(server, "/me", { cookie: fresh.cookie })).status).toBe(200);
    const idle = await Promise.all(guarded.map(() => openSession(owner)));
    advance(30 * MINUTE);
    for (const [index, endpoint] of guarded.entries())
      expect((await call(endpoint, idle[index]?.cookie)).status, `idle: ${key(endpoint)}`).toBe(401);

    // Expired: in use every 25 minutes, a session still ends 12 hours after it began.
    const busy = await openSession(owner);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      advance(25 * MINUTE);
      expect((await staffRequest(server, "/me", { cookie: busy.cookie })).status, `${minutes} min`).toBe(200);
    }
    advance(12 * 60 * MINUTE - Math.floor((12 * 60) / 25) * 25 * MINUTE);
    for (const endpoint of guarded)
      expect((await call(endpoint, busy.cookie)).status, `expired: ${key(endpoint)}`).toBe(401);

    // Revoked: an owner ends the session; it opens nothing after that.
    const revoked = await openSession(members.manager);
    const owners = await openSession(owner);
    expect(
      (await staffRequest(server, `/sessions/${revoked.id}/end`, { method: "POST", cookie: owners.cookie })).status,
    ).toBe(204);
    for (const endpoint of guarded)
      expect((await call(endpoint, revoked.cookie)).status, `revoked: ${key(endpoint)}`).toBe(401);
  });

  it("refuses every write from another origin or none, signed in or not", async () => {
    const writes = staffApi(server.deps).endpoints.filter((endpoint) => endpoint.method !== "GET");
    for (const endpoint of writes) {
      const session = await openSession(members.owner);
      for (const origin of ["https://evil.example", null]) {
        const response =
          endpoint.access === "public"
            ? await staffRequest(server, endpoint.path, { method: "POST", body: {}, origin })
            : await call(endpoint, session.cookie, session.id, { origin });
        expect(response.status, `${origin ?? "no origin"}: ${key(endpoint)}`).toBe(403);
        expect(await response.json()).toEqual({ error: messages.origin });
      }
      expect((await staffRequest(server, "/me", { cookie: session.cookie })).status).toBe(200);
    }
  });

  it("lets a manager end only their own sessions, and an owner anyone's", async () => {
    const managers = await openSession(members.manager);
    const frontDesk = await openSession(members.front_desk);
    const frontDeskOther = await openSession(members.front_desk);
    const end = (id: number, cookie: string) => staffRequest(server, `/sessions/${id}/end`, { method: "POST", cookie });
    expect((await end(frontDesk.id, managers.cookie)).status).toBe(403);
    expect((await end(managers.id, frontDesk.cookie)).status).toBe(403);
    expect((await end(frontDeskOther.id, frontDesk.cookie)).status).toBe(204);
    const owners = await openSession(members.owner);
    const all = (await (await staffRequest(server, "/sessions", { cookie: owners.cookie })).json()) as {
      sessions: { id: number; current: boolean }[];
    };
    expect(all.sessions.map((session) => session.id)).toEqual(expect.arrayContaining([managers.id, frontDesk.id]));
    expect(all.sessions.map((session) => session.id)).not.toContain(frontDeskOther.id);
    expect(all.sessions.find((session) => session.current)?.id).toBe(owners.id);
    expect((await end(frontDesk.id, owners.cookie)).status).toBe(204);
    expect((await staffRequest(server, "/me", { cookie: frontDesk.cookie })).status).toBe(401);
  });

  it("signs in with a password and a TOTP code within a step either side, each code once", async () => {
    advance(10 * MINUTE);
    const member = await enrolStaff(server, { email: "totp@example.com", role: "manager" });
    const signIn = async (email: string, password: string) =>
      staffRequest(server, "/sign-in", { body: { email, password }, ip: member.ip });
    const code = async (body: Record<string, string>) => staffRequest(server, "/sign-in/code", { body, ip: member.ip });

    expect((await signIn(member.email, "not the password at all")).status).toBe(400);
    const first = await signIn(member.email, member.password);
    expect(first.status).toBe(200);
    const { challenge, next } = (await first.json()) as { challenge: string; next: string };
    expect(next).toBe("code");

    advance(MINUTE);
    const now = server.deps.clock.now();
    const stepsAway = (steps: number) => totpCode(member.secret, new Date(now.getTime() + steps * 30_000));
    expect((await code({ challenge, code: stepsAway(-2) })).status).toBe(400);
    expect((await code({ challenge, code: stepsAway(2) })).status).toBe(400);
    const previous = await code({ challenge, code: stepsAway(-1) });
    expect(previous.status).toBe(200);
    const cookieLine = previous.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? "";
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/Secure/i);
    expect(cookieLine).toMatch(/SameSite=Strict/i);
    expect(cookieLine).toMatch(/Path=\//);
    expect(cookieLine).toMatch(/Max-Age=43200/);
    const me = await staffRequest(server, "/me", { cookie: sessionCookie(previous) });
    expect(((await me.json()) as { staff: { email: string } }).staff.email).toBe(member.email);

    // The same code, or an older one, never opens a second session.
    expect((await code({ challenge, code: stepsAway(-1) })).status).toBe(400);
    expect((await code({ challenge, code: stepsAway(-2) })).status).toBe(400);
    expect((await code({ challenge, code: stepsAway(0) })).status).toBe(200);
    expect((await code({ challenge, code: stepsAway(0) })).status).toBe(400);

    // A challenge is good for five minutes.
    advance(6 * MINUTE);
    const late = await code({ challenge, code: totpCode(member.secret, server.deps.clock.now()) });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: string }).error).toMatch(/took too long/);
  });

  it("takes each recovery code once", async () => {
    advance(MINUTE);
    const { accounts } = staffServices(server.deps);
    const { enrolmentLink } = await accounts.add(
      { email: "recovery@example.com", name: "Rec", role: "front_desk" },
      {
        staffId: null,
        label: "command line",
        address: null,
      },
    );
    const token = enrolmentLink.split("#")[1] ?? "";
    const ip = nextClientAddress();
    const { secret } = (await (await staffRequest(server, "/enrolment/start", { body: { token }, ip })).json()) as {
      secret: string;
    };
    const confirm = await staffRequest(server, "/enrolment/confirm", {
      body: { token, password: "a recovery password", code: totpCode(secret, server.deps.clock.now()) },
      ip,
    });
    const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const withRecovery = async (recoveryCode: string) => {
      const first = await staffRequest(server, "/sign-in", {
        body: { email: "recovery@example.com", password: "a recovery password" },
        ip,
      });
      const { challenge } = (await first.json()) as { challenge: string };
      return staffRequest(server, "/sign-in/code", { body: { challenge, recoveryCode }, ip });
    };
    const used = recoveryCodes[3] ?? "";
    const first = await withRecovery(used.toUpperCase());
    expect(first.status).toBe(200);
    expect(((await first.json()) as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
    expect((await withRecovery(used)).status).toBe(400);
    expect((await withRecovery("abcde-23456")).status).toBe(400);
    expect((await withRecovery(recoveryCodes[4] ?? "")).status).toBe(200);

    // The link was spent by its confirmation.
    expect((await staffRequest(server, "/enrolment/start", { body: { token }, ip })).status).toBe(404);
  });

  it("throttles failed sign-ins per account and per address", async () => {
    advance(MINUTE);
    const member = members.manager;
    const ip = nextClientAddress();
    const attempt = (password: string, from = ip, email = member.email) =>
      staffRequest(server, "/sign-in", { body: { email, password }, ip: from });
    for (let failure = 0; failure < 5; failure += 1) expect((await attempt("wrong password here")).status).toBe(400);
    // Past the free failures, even the right password waits, from this address or another.
    expect((await attempt(member.password)).status).toBe(400);
    expect((await attempt(member.password, nextClientAddress())).status).toBe(400);
    advance(1_001);
    expect((await attempt(member.password)).status).toBe(200);

    // One address failing across many accounts is held back too.
    const flood = nextClientAddress();
    for (let failure = 0; failure < 10; failure += 1)
      expect((await attempt("wrong", flood, `nobody-${failure}@example.com`)).status).toBe(400);
    expect((await attempt(members.front_desk.password, flood, members.front_desk.email)).status).toBe(400);
    expect((await attempt(members.front_desk.password, nextClientAddress(), members.front_desk.email)).status).toBe(
      200,
    );
  });

  it("filters the audit log by the resort's calendar days, not UTC's", async () => {
    // 10:30 PM on Nov 24 in Gadsden is 04:30 on Nov 25 in UTC.
    await record(server.deps.db, commandLine, { action: "test.late-evening" }, new Date("2026-11-25T04:30:00.000Z"));
    const reader = await openSession(members.manager);
    const count = async (days: string) => {
      const answer = await staffRequest(server, `/audit?action=test.late-evening&${days}`, { cookie: reader.cookie });
      return ((await answer.json()) as { entries: unknown[] }).entries.length;
    };
    expect(await count("from=2026-11-24&to=2026-11-24")).toBe(1);
    expect(await count("from=2026-11-25")).toBe(0);
    expect(await count("to=2026-11-23")).toBe(0);
  });

  it("writes an audit entry for every staff write, and the log takes no change", async () => {
    advance(MINUTE);
    const owner = await openSession(members.owner);
    const added = await staffRequest(server, "/accounts", {
      cookie: owner.cookie,
      body: { email: "audited@example.com", name: "Audie", role: "front_desk" },
    });
    expect(added.status).toBe(201);
    const { account, enrolmentLink } = (await added.json()) as { account: { id: number }; enrolmentLink: string };
    expect(enrolmentLink).toMatch(/^http:\/\/localhost:3000\/staff\/enrol#[\w-]{43}$/);
    await staffRequest(server, `/accounts/${account.id}/role`, { cookie: owner.cookie, body: { role: "manager" } });
    await staffRequest(server, `/accounts/${account.id}/disable`, { cookie: owner.cookie, method: "POST" });
    const other = await openSession(members.front_desk);
    await staffRequest(server, `/sessions/${other.id}/end`, { cookie: owner.cookie, method: "POST" });
    await staffRequest(server, "/sign-out", { cookie: owner.cookie, method: "POST" });

    const reader = await openSession(members.manager);
    const page = (await (await staffRequest(server, "/audit?limit=5", { cookie: reader.cookie })).json()) as {
      entries: { action: string; actor: string; target: string; before: unknown; after: unknown }[];
    };
    expect(page.entries.map((entry) => entry.action)).toEqual([
      "session.sign-out",
      "session.end",
      "staff.disable",
      "staff.change-role",
      "staff.add",
    ]);
    expect(page.entries.every((entry) => entry.actor === members.owner.email)).toBe(true);
    expect(page.entries[3]).toMatchObject({
      target: `staff:${account.id}`,
      before: { role: "front_desk" },
      after: { role: "manager" },
    });

    const enrolments = (await (
      await staffRequest(server, "/audit?action=staff.enrol&limit=2", { cookie: reader.cookie })
    ).json()) as { entries: { actor: string }[]; nextBefore: number | null };
    expect(enrolments.entries).toHaveLength(2);
    expect(enrolments.nextBefore).not.toBeNull();
    const rest = (await (
      await staffRequest(server, `/audit?action=staff.enrol&limit=100&before=${enrolments.nextBefore}`, {
        cookie: reader.cookie,
      })
    ).json()) as { entries: { actor: string }[] };
    expect([...enrolments.entries, ...rest.entries].map((entry) => entry.actor)).toEqual(
      expect.arrayContaining(["owner@example.com", "manager@example.com", "front_desk@example.com"]),
    );
    expect((await staffRequest(server, "/audit?limit=1000", { cookie: reader.cookie })).status).toBe(400);

    await expect(server.deps.db.updateTable("audit_log").set({ action: "rewritten" }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(server.deps.db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
  });

  it("lets a password alone open no enrolment: an account without a second factor needs its link", async () => {
    advance(MINUTE);
    const member = await enrolStaff(server, { email: "lost-phone@example.com", role: "front_desk" });
    const link = await staffServices(server.deps).accounts.resetSecondFactor(member.id, {
      staffId: null,
      label: "command line",
      address: null,
    });
    expect(link).toMatch(/\/staff\/enrol#/);
    expect((await staffRequest(server, "/me", { cookie: member.cookie })).status).toBe(401);
    const first = await staffRequest(server, "/sign-in", {
      body: { email: member.email, password: member.password },
      ip: member.ip,
    });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as Record<string, unknown>;
    expect(answer).toEqual({ next: "enrolment-link" });
    expect(first.headers.get("set-cookie")).toBeNull();
    // The link the reset printed still works, and it is the only way in.
    const start = (await (
      await staffRequest(server, "/enrolment/start", { body: { token: link.split("#")[1] }, ip: member.ip })
    ).json()) as { needsPassword: boolean; secret: string; otpauthUri: string; qrSvg: string };
    expect(start.needsPassword).toBe(false);
    expect(start.secret).not.toBe(member.secret);
    expect(start.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(start.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    advance(MINUTE);
    const confirm = await staffRequest(server, "/enrolment/confirm", {
      body: {
        token: link.split("#")[1],
        password: member.password,
        code: totpCode(start.secret, server.deps.clock.now()),
      },
      ip: member.ip,
    });
    expect(confirm.status).toBe(200);
    advance(MINUTE);
    const cookie = await signInStaff(server, { ...member, secret: start.secret });
    expect((await staffRequest(server, "/me", { cookie })).status).toBe(200);
  });

  it("answers a wrong password to an account without a second factor as any wrong password", async () => {
    advance(MINUTE);
    const member = await enrolStaff(server, { email: "reset-wrong@example.com", role: "front_desk" });
    await staffServices(server.deps).accounts.resetSecondFactor(member.id, {
      staffId: null,
      label: "command line",
      address: null,
    });
    const wrong = await staffRequest(server, "/sign-in", {
      body: { email: member.email, password: "not-the-password-at-all" },
      ip: member.ip,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "The email or password is not right." });
  });

  it("never answers a TOTP secret or a hash once enrolled, and keeps the secret encrypted", async () => {
    const owner = await openSession(members.owner);
    const text = await (await staffRequest(server, "/accounts", { cookie: owner.cookie })).text();
    expect(text).not.toMatch(/secret|hash|password/i);
    const row = await server.deps.db
      .selectFrom("staff_accounts")
      .select("totp_secret")
      .where("id", "=", members.owner.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(members.owner.secret);
  });

  it("expires an enrolment link after 24 hours", async () => {
    const { enrolmentLink } = await staffServices(server.deps).accounts.add(
      { email: "slow@example.com", name: "Slow", role: "front_desk" },
      { staffId: null, label: "command line", address: null },
    );
    const token = enrolmentLink.split("#")[1];
    advance(23 * 60 * MINUTE);
    expect((await staffRequest(server, "/enrolment/start", { body: { token } })).status).toBe(200);
    advance(61 * MINUTE);
    expect((await staffRequest(server, "/enrolment/start", { body: { token } })).status).toBe(404);
  });
});
