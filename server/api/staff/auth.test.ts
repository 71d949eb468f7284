import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandLine } from "#server/staff/audit.ts";
import { staffServices } from "#server/staff/services.ts";
import { enrolStaff, sessionCookie, staffRequest, totpCode } from "#server/testing/staff.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;
/** The clock only moves forward here, so a TOTP step once used is never current again. */
const advance = (ms: number) => server.deps.clock.set(new Date(server.deps.clock.now().getTime() + ms));

let serial = 0;
const uniqueEmail = (tag: string) => `${tag}-${(serial += 1)}-${Date.now()}@example.com`;

describe("a second factor reset by the command line", () => {
  it("asks the account's own password before the new link opens a session", async () => {
    advance(MINUTE);
    const member = await enrolStaff(server, { email: uniqueEmail("reset"), role: "manager" });
    const link = await staffServices(server.deps).accounts.resetSecondFactor(member.id, commandLine);
    const token = link.slice(link.indexOf("#") + 1);
    const start = await staffRequest(server, "/enrolment/start", { body: { token }, ip: member.ip });
    expect(start.status).toBe(200);
    const { secret, needsPassword } = (await start.json()) as { secret: string; needsPassword: boolean };
    expect(needsPassword).toBe(false);

    advance(MINUTE);
    const code = () => totpCode(secret, server.deps.clock.now());
    const without = await staffRequest(server, "/enrolment/confirm", { body: { token, code: code() }, ip: member.ip });
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ error: "Enter the password you sign in with." });
    expect(without.headers.getSetCookie()).toEqual([]);

    const wrong = await staffRequest(server, "/enrolment/confirm", {
      body: { token, code: code(), password: "somebody else's guess" },
      ip: member.ip,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "That password is not right. Enter the password you sign in with." });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await staffRequest(server, "/enrolment/confirm", {
      body: { token, code: code(), password: member.password },
      ip: member.ip,
    });
    expect(right.status).toBe(200);
    expect((await staffRequest(server, "/me", { cookie: sessionCookie(right) })).status).toBe(200);
  });
});
