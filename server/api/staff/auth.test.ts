import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandLine } from "#server/staff/audit.ts";
import { staffServices } from "#server/staff/services.ts";
import { enrolStaff, sessionCookie, staffRequest, totpCode, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const MINUTE = 60_000;
let serial = 0;
const uniqueEmail = (tag: string) => `${tag}-${(serial += 1)}-${Date.now()}@example.com`;

describe.each(testDatabases())("staff sign-in on $name", ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(url, "staff_sign_in");
  });
  afterAll(() => server.close());

  /** The clock only moves forward here, so a TOTP step once used is never current again. */
  const advance = (ms: number) => server.deps.clock.set(new Date(server.deps.clock.now().getTime() + ms));

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
      const without = await staffRequest(server, "/enrolment/confirm", {
        body: { token, code: code() },
        ip: member.ip,
      });
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
      const failures = await staffRequest(server, "/sign-in/failures", { cookie: sessionCookie(right) });
      expect(await failures.json()).toMatchObject({
        sinceLastSignIn: 1,
        recent: [{ address: member.ip, step: "password" }],
      });
    });
  });

  describe("sign-in from a known device", () => {
    const wrongPassword = { error: "The email or password is not right." };

    /** Password, then the current code, from `ip` presenting `cookie`: the last answer. */
    async function signIn(member: StaffClient, ip: string, cookie?: string): Promise<Response> {
      const first = await staffRequest(server, "/sign-in", {
        body: { email: member.email, password: member.password },
        ip,
        cookie,
      });
      if (first.status !== 200) return first;
      const { challenge } = (await first.json()) as { challenge: string };
      return staffRequest(server, "/sign-in/code", {
        body: { challenge, code: totpCode(member.secret, server.deps.clock.now()) },
        ip,
        cookie,
      });
    }

    it("lets the owner's device in at once after a stranger's failures, and shows the owner those failures", async () => {
      advance(MINUTE);
      const owner = await enrolStaff(server, { email: uniqueEmail("owner"), role: "owner" });
      advance(MINUTE);
      const home = await signIn(owner, owner.ip);
      expect(home.status).toBe(200);
      const deviceLine = home.headers.getSetCookie().find((line) => line.startsWith("staff_device_"));
      expect(deviceLine).toMatch(
        new RegExp(
          `^staff_device_${owner.id}=[\\w-]+\\.[\\w-]+; Max-Age=15552000; Path=/api/staff; HttpOnly; Secure; SameSite=Strict$`,
        ),
      );
      const device = deviceLine?.split(";")[0];

      const stranger = "203.0.113.77";
      for (let attempt = 0; attempt < 20; attempt += 1) {
        advance(15 * MINUTE);
        const failed = await staffRequest(server, "/sign-in", {
          body: { email: owner.email, password: `guess number ${attempt}` },
          ip: stranger,
        });
        expect(failed.status).toBe(400);
        expect(await failed.json()).toEqual(wrongPassword);
      }
      advance(1000);
      const newDevice = "198.51.100.23";
      const refused = await signIn(owner, newDevice);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual(wrongPassword);

      const back = await signIn(owner, owner.ip, device);
      expect(back.status).toBe(200);
      const failures = await staffRequest(server, "/sign-in/failures", { cookie: sessionCookie(back) });
      expect(failures.status).toBe(200);
      const seen = (await failures.json()) as {
        sinceLastSignIn: number;
        recent: { at: string; address: string; step: string }[];
      };
      expect(seen.sinceLastSignIn).toBe(21);
      expect(seen.recent).toHaveLength(10);
      expect(seen.recent[0]).toEqual({ at: expect.any(String), address: newDevice, step: "password" });
      expect(seen.recent.slice(1).every((failure) => failure.address === stranger)).toBe(true);

      // Once seen, they are no longer news at the next sign-in.
      advance(MINUTE);
      const again = await signIn(owner, owner.ip, device);
      const later = await staffRequest(server, "/sign-in/failures", { cookie: sessionCookie(again) });
      expect(((await later.json()) as { sinceLastSignIn: number }).sinceLastSignIn).toBe(0);
    }, 60_000);

    it("limits a known device by its own failures, and does not know it for another account", async () => {
      advance(MINUTE);
      const owner = await enrolStaff(server, { email: uniqueEmail("device"), role: "manager" });
      const other = await enrolStaff(server, { email: uniqueEmail("other"), role: "front_desk" });
      advance(MINUTE);
      const device = (await signIn(owner, owner.ip)).headers
        .getSetCookie()
        .find((line) => line.startsWith("staff_device_"))
        ?.split(";")[0];
      advance(MINUTE);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const failed = await staffRequest(server, "/sign-in", {
          body: { email: owner.email, password: "not the password at all" },
          ip: owner.ip,
          cookie: device,
        });
        expect(await failed.json()).toEqual(wrongPassword);
      }
      expect(await (await signIn(owner, owner.ip, device)).json()).toEqual(wrongPassword);
      // The account itself was not slowed: its other devices still sign in.
      expect((await signIn(owner, "198.51.100.41")).status).toBe(200);
      advance(MINUTE);
      expect((await signIn(owner, owner.ip, device)).status).toBe(200);

      // The cookie names one account: the other account's failures still hold it back.
      for (let attempt = 0; attempt < 6; attempt += 1)
        await staffRequest(server, "/sign-in", {
          body: { email: other.email, password: "not the password at all" },
          ip: "203.0.113.78",
        });
      const forged = device?.replace(`staff_device_${owner.id}=`, `staff_device_${other.id}=`);
      expect(await (await signIn(other, other.ip, forged)).json()).toEqual(wrongPassword);
    }, 60_000);
  });
});
