import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "#server/clock.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { RateLimiter, type BackoffRule, type RateLimitRule } from "./rate-limit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (ip: string) =>
  server.postJson(
    "/api/collections/users/auth-with-password",
    { identity: "x@example.com", password: "wrong-1" },
    { ip },
  );

describe("rate limits behind a proxy", () => {
  it("cannot be dodged by sending a fresh X-Forwarded-For entry with every request", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await signIn(`10.9.${attempt}.1, 198.51.100.5`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("counts an IPv6 client by its /64", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await signIn(`2001:db8:77:1::${attempt + 1}`)).status);
    expect(statuses[10]).toBe(429);
    expect((await signIn("2001:db8:77:2::1")).status).toBe(400);
  });
});

describe("rate limiter memory", () => {
  const rule: RateLimitRule = { name: "test", limit: 1, windowMs: 60_000, message: "Slow down." };

  it("tracks at most its capacity of clients, forgetting the oldest first", () => {
    const limiter = new RateLimiter(new Clock(), { capacity: 100 });
    for (let client = 0; client < 1000; client += 1) limiter.hit(rule, `client-${client}`);
    expect(limiter.tracked("test")).toBe(100);
    expect(limiter.hit(rule, "client-999").allowed).toBe(false);
    expect(limiter.hit(rule, "client-0").allowed).toBe(true);
  });

  it("drops ended windows as new clients come, without a sweep of the whole map", () => {
    const clock = new Clock();
    const limiter = new RateLimiter(clock, { capacity: 100_000 });
    const start = Date.now();
    clock.set(new Date(start));
    for (let client = 0; client < 1000; client += 1) limiter.hit(rule, `early-${client}`);
    clock.set(new Date(start + rule.windowMs));
    for (let client = 0; client < 100; client += 1) limiter.hit(rule, `late-${client}`);
    expect(limiter.tracked("test")).toBe(100);
  });
});

describe("clients whose clock a test pinned", () => {
  const rule: BackoffRule = {
    name: "pinned",
    freeFailures: 1,
    firstDelayMs: 60_000,
    maxDelayMs: 60_000,
    forgetAfterMs: 15 * 60_000,
  };

  it("keep their failures while others fail at the real time", () => {
    const clock = new Clock();
    const limiter = new RateLimiter(clock, { capacity: 100 });
    const lastWeek = new Date(Date.now() - 7 * 24 * 60 * 60_000);
    clock.within(lastWeek, () => limiter.recordFailure(rule, "guest@example.com"));
    for (let stranger = 0; stranger < 20; stranger += 1) limiter.recordFailure(rule, `stranger-${stranger}`);
    expect(clock.within(lastWeek, () => limiter.backoffWaitMs(rule, "guest@example.com"))).toBe(60_000);
    expect(limiter.backoffWaitMs(rule, "guest@example.com")).toBe(0);
  });
});
