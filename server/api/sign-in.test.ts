import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PasswordHasher } from "#server/auth/password.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.deps.clock.set(null));

let serial = 0;
/** A fresh client address for every call, so the per-address limits stay out of the way unless a test wants them. */
const freshIp = () => `192.0.2.${(serial++ % 250) + 1}`;

async function register(target = server): Promise<{ email: string; password: string }> {
  serial += 1;
  const guest = { email: `sign-in-${serial}-${Date.now()}@example.com`, password: "river-view-9" };
  const response = await target.postJson(
    "/api/collections/users/records",
    {
      ...guest,
      passwordConfirm: guest.password,
      phone_number: "2565550123",
      first_name: "Ada",
      last_name: "Lovelace",
    },
    { ip: freshIp() },
  );
  expect(response.status).toBe(200);
  return guest;
}

const signIn = (identity: string, password: string, ip = freshIp(), target = server, cookie?: string) =>
  target.postJson(
    "/api/collections/users/auth-with-password",
    { identity, password },
    { ip, headers: cookie ? { Cookie: cookie } : {} },
  );

/** The name=value pairs a response sets, as the next request's Cookie header. */
const cookiesFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("retry-after") };
}

const refused = { status: 400, body: { status: 400, message: "Failed to authenticate.", data: {} }, retryAfter: null };

function pinClock(offsetMs: number, from = Date.now()): number {
  server.deps.clock.set(new Date(from + offsetMs));
  return from;
}

describe("sign-in under load", () => {
  it("checks passwords off the event loop", async () => {
    const guest = await register();
    const before = process.threadCpuUsage();
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(guest.email, guest.password)));
    const used = process.threadCpuUsage(before);
    expect(answers.map((response) => response.status)).toEqual(Array(8).fill(200));
    // A cost-10 bcrypt takes 50-100 ms of CPU; on the event loop's thread, 8 of them would take over 400 ms.
    expect((used.user + used.system) / 1000).toBeLessThan(150);
  });

  it("signs in an account whose password bcryptjs hashed", async () => {
    const guest = await register();
    await server.deps.db
      .updateTable("users")
      .set({ password_hash: "$2a$10$jv8Z.EXxBCcbmIsTJvV96OB7VcfmMVB4W24Fj6BELW3fHCBHZNYz6" })
      .where("email", "=", guest.email)
      .execute();
    expect((await signIn(guest.email, "river-view-9")).status).toBe(200);
  });

  it("answers 503 with Retry-After once the hashing queue is full, instead of queueing without end", async () => {
    const busy = await startTestServer({}, { passwords: new PasswordHasher({ maxInFlight: 1, maxQueued: 1 }) });
    try {
      const guest = await register(busy);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => signIn(guest.email, guest.password, freshIp(), busy).then(answer)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      const refusals = answers.filter((a) => a.status === 503);
      expect(refusals.length).toBeGreaterThan(0);
      for (const refusal of refusals)
        expect(refusal).toEqual({
          status: 503,
          body: { status: 503, message: "Too many sign-ins at once. Please try again in a moment.", data: {} },
          retryAfter: "1",
        });
    } finally {
      await busy.close();
    }
  });
});

describe("sign-in throttle", () => {
  it("backs off an account's failures from any address, answering exactly as a wrong password", async () => {
    const guest = await register();
    const start = pinClock(0);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await answer(await signIn(guest.email, "wrong-pass"))).toEqual(refused);
    expect(await answer(await signIn(guest.email, guest.password))).toEqual(refused);
    expect(await answer(await signIn(guest.email.toUpperCase(), guest.password))).toEqual(refused);

    pinClock(1000, start);
    expect(await answer(await signIn(guest.email, "wrong-pass"))).toEqual(refused);
    pinClock(2500, start);
    expect(await answer(await signIn(guest.email, guest.password))).toEqual(refused);
    pinClock(3000, start);
    expect((await signIn(guest.email, guest.password)).status).toBe(200);
    // A success starts the account afresh.
    expect(await answer(await signIn(guest.email, "wrong-pass"))).toEqual(refused);
    expect((await signIn(guest.email, guest.password)).status).toBe(200);
  });

  it("treats an identity without an account exactly like one with an account", async () => {
    const guest = await register();
    const start = pinClock(0);
    const trace = async (identity: string, password: string) => {
      pinClock(0, start);
      const answers = [];
      for (let attempt = 0; attempt < 7; attempt += 1) answers.push(await answer(await signIn(identity, "wrong-pass")));
      answers.push(await answer(await signIn(identity, password)));
      return answers;
    };
    const existing = await trace(guest.email, guest.password);
    const missing = await trace(`nobody-${serial}@example.com`, guest.password);
    expect(missing).toEqual(existing);
    expect(existing.every((a) => a.status === 400)).toBe(true);
  });

  it("backs off an address that fails across many accounts", async () => {
    const guest = await register();
    const ip = "198.51.100.200";
    const start = pinClock(0);
    // Ten a window: the fixed window of 10 sign-ins per 5 minutes answers 429 on its own.
    for (let attempt = 0; attempt < 21; attempt += 1) {
      pinClock(Math.floor(attempt / 10) * 5 * 60_000, start);
      expect(await answer(await signIn(`stranger-${attempt}-${start}@example.com`, "wrong-pass", ip))).toEqual(refused);
    }
    expect(await answer(await signIn(guest.email, guest.password, ip))).toEqual(refused);
    expect((await signIn(guest.email, guest.password)).status).toBe(200);
    pinClock(10 * 60_000 + 2000, start);
    expect((await signIn(guest.email, guest.password, ip)).status).toBe(200);
  });
});

describe("sign-in from a known device", () => {
  /** A stranger at another address fails twenty times on the account, as fast as the backoff lets them. */
  async function strangerFails(email: string, start: number): Promise<number> {
    const stranger = freshIp();
    let at = 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      pinClock((at += 15 * 60_000), start);
      expect(await answer(await signIn(email, "wrong-pass", stranger))).toEqual(refused);
    }
    return at;
  }

  it("lets the account's own device in at once while unknown devices still wait", async () => {
    const guest = await register();
    const start = pinClock(0);
    const home = freshIp();
    const first = await signIn(guest.email, guest.password, home);
    expect(first.status).toBe(200);
    const device = cookiesFrom(first);
    expect(first.headers.getSetCookie().join("\n")).toMatch(
      /^guest_device_\w+=[\w-]+\.[\w-]+; Max-Age=15552000; Path=\/api\/collections\/users; HttpOnly; Secure; SameSite=Strict$/m,
    );

    const at = await strangerFails(guest.email, start);
    pinClock(at + 1000, start);
    expect(await answer(await signIn(guest.email, guest.password))).toEqual(refused);
    expect((await signIn(guest.email, guest.password, home, server, device)).status).toBe(200);
    // The same device from another network is still the same device.
    expect((await signIn(guest.email, guest.password, freshIp(), server, device)).status).toBe(200);
    expect(await answer(await signIn(guest.email, guest.password, freshIp()))).toEqual(refused);
  });

  it("counts a known device's own failures against that device alone", async () => {
    const guest = await register();
    const start = pinClock(0);
    const first = await signIn(guest.email, guest.password);
    const device = cookiesFrom(first);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await answer(await signIn(guest.email, "wrong-pass", freshIp(), server, device))).toEqual(refused);
    expect(await answer(await signIn(guest.email, guest.password, freshIp(), server, device))).toEqual(refused);
    // Another device of the account's own was not slowed by them.
    expect((await signIn(guest.email, guest.password)).status).toBe(200);
    pinClock(1000, start);
    expect((await signIn(guest.email, guest.password, freshIp(), server, device)).status).toBe(200);
  });

  it("treats a forged cookie, or one for another account, as an unknown device", async () => {
    const owner = await register();
    const other = await register();
    const start = pinClock(0);
    const otherDevice = cookiesFrom(await signIn(other.email, other.password));
    const ownerDevice = cookiesFrom(await signIn(owner.email, owner.password));
    const [name = "", value = ""] = ownerDevice.split("=");
    const forged = `${name}=${value.replace(/^[\w-]/, (c) => (c === "a" ? "b" : "a"))}`;
    const at = await strangerFails(owner.email, start);
    pinClock(at + 1000, start);
    for (const cookie of [forged, otherDevice.replace(/^guest_device_\w+/, name), otherDevice])
      expect(await answer(await signIn(owner.email, owner.password, freshIp(), server, cookie))).toEqual(refused);
  });
});
