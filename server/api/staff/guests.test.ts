import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guest } from "#domain/staff/guest-schemas.ts";
import { signedInGuest } from "#server/testing/guest.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();
const PASSWORD = "river-view-9";

describe.each(databases)("guest accounts in the console on $name", ({ url }) => {
  let server: TestServer;
  let desk: StaffClient;
  let gailToken: string;
  let gailId: string;

  const cookie = () => freshSessionCookie(server, desk);
  const post = async (path: string) => staffRequest(server, path, { method: "POST", cookie: await cookie() });
  const guests = async (query = "") => {
    const response = await staffRequest(server, `/guests${query}`, { cookie: await cookie() });
    expect(response.status).toBe(200);
    return (await response.json()) as { guests: Guest[]; page: number; hasMore: boolean; total: number };
  };
  const gate = (token: string) =>
    server.request("/api/gate-access", { headers: { Authorization: token } }).then((response) => response.status);
  const signIn = (identity: string) =>
    server.postJson("/api/collections/users/auth-with-password", { identity, password: PASSWORD });

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_guests");
    // A Thursday at 5 PM in Gadsden: the restaurant is open, so a signed-in guest gets the code.
    server.deps.clock.set(new Date("2026-11-26T23:00:00.000Z"));
    desk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
    gailToken = await signedInGuest(server, {
      email: "gail@example.org",
      first_name: "Gail",
      last_name: "Guest",
      username: "gailg",
    });
    await signedInGuest(server, {
      email: "hank@example.org",
      first_name: "Hank",
      last_name: "Hill",
      username: "hankh",
    });
    gailId = (
      await server.deps.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "gail@example.org")
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(() => server?.close());

  it("finds accounts by email, username, name and phone, and by state", async () => {
    expect((await guests()).total).toBe(2);
    expect((await guests("?q=GAIL")).guests.map((guest) => guest.email)).toEqual(["gail@example.org"]);
    expect((await guests("?q=hankh")).guests.map((guest) => guest.name)).toEqual(["Hank Hill"]);
    expect((await guests("?q=hank hill")).guests).toHaveLength(1);
    expect((await guests("?q=2565550123")).guests).toHaveLength(2);
    expect((await guests("?q=%25")).guests).toEqual([]);
    expect((await guests("?status=unverified")).total).toBe(2);
    expect((await guests("?status=blocked")).total).toBe(0);
    const [gail] = (await guests("?q=gail")).guests;
    expect(gail).toMatchObject({ id: gailId, username: "gailg", verified: false, blocked: false, phone: "2565550123" });
    for (const bad of ["?status=vip", "?page=0", "?sort=email"])
      expect((await staffRequest(server, `/guests${bad}`, { cookie: await cookie() })).status, bad).toBe(400);
    expect((await staffRequest(server, "/guests/nope", { cookie: await cookie() })).status).toBe(404);
    expect((await staffRequest(server, "/guests/zzzzzzzzzzzzzzz", { cookie: await cookie() })).status).toBe(404);
  });

  it("marks an address verified by hand", async () => {
    const response = await post(`/guests/${gailId}/verify`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { guest: Guest }).guest.verified).toBe(true);
    expect((await guests("?status=verified")).guests.map((guest) => guest.id)).toEqual([gailId]);
  });

  it("blocks an account: signed out everywhere, no sign-in, no gate code, no reset link; unblocking lets it in again", async () => {
    expect(await gate(gailToken)).toBe(200);
    const blocked = await post(`/guests/${gailId}/block`);
    expect(((await blocked.json()) as { guest: Guest }).guest.blocked).toBe(true);

    expect(await gate(gailToken)).toBe(401);
    const refused = await signIn("gail@example.org");
    expect(refused.status).toBe(400);
    const wrong = await server.postJson("/api/collections/users/auth-with-password", {
      identity: "gail@example.org",
      password: "not-her-password",
    });
    // A blocked account is answered exactly as a wrong password.
    expect(await refused.json()).toEqual(await wrong.json());
    const refresh = await server.request("/api/collections/users/auth-refresh", {
      method: "POST",
      headers: { Authorization: gailToken },
    });
    expect(refresh.status).toBe(401);

    const mailsBefore = await server.deps.db.selectFrom("outbox").select("id").execute();
    expect(
      (await server.postJson("/api/collections/users/request-password-reset", { email: "gail@example.org" })).status,
    ).toBe(204);
    expect(await server.deps.db.selectFrom("outbox").select("id").execute()).toHaveLength(mailsBefore.length);
    const reset = await post(`/guests/${gailId}/reset-mail`);
    expect(reset.status).toBe(409);
    expect(await reset.json()).toEqual({ error: "Unblock the account before sending a reset link." });

    expect((await post(`/guests/${gailId}/unblock`)).status).toBe(200);
    // The old token stays dead: blocking signed the account out everywhere.
    expect(await gate(gailToken)).toBe(401);
    const again = await signIn("gail@example.org");
    expect(again.status).toBe(200);
    expect(await gate(((await again.json()) as { token: string }).token)).toBe(200);

    const actions = await server.deps.db
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json"])
      .where("target", "=", `guest:${gailId}`)
      .orderBy("id")
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual(["guest.verify", "guest.block", "guest.unblock"]);
    expect(JSON.parse(actions[1]?.after_json ?? "null")).toEqual({
      email: "gail@example.org",
      username: "gailg",
      verified: true,
      blocked: true,
    });
    expect(actions.map((entry) => `${entry.before_json} ${entry.after_json}`).join(" ")).not.toMatch(/hash|token/);
  });

  it("sends a reset link at the guest's request, with no wait between two", async () => {
    for (let count = 0; count < 2; count += 1) expect((await post(`/guests/${gailId}/reset-mail`)).status).toBe(204);
    const resets = await server.deps.db
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("to_address", "=", "gail@example.org")
      .where("subject", "like", "%password%")
      .execute();
    expect(resets.length).toBeGreaterThanOrEqual(2);
    expect(resets[0]?.text_body).toMatch(/\/reset-password/);
  });

  it("deletes an account", async () => {
    const hank = (await guests("?q=hank")).guests[0]?.id ?? "";
    expect((await post(`/guests/${hank}/delete`)).status).toBe(204);
    expect((await guests("?q=hank")).total).toBe(0);
    expect((await signIn("hank@example.org")).status).toBe(400);
    expect((await post(`/guests/${hank}/delete`)).status).toBe(404);
  });
});
