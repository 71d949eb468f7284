import { Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "#domain/zod.ts";
import type { Clock } from "#server/clock.ts";
import { readJson } from "./errors.ts";

/**
 * Test-only controls, mounted when TEST_HOOKS is on (never in production). The clock is pinned per
 * client with a cookie rather than for the whole server: browser tests run side by side against
 * one server, and one test's Thursday evening must not become another's.
 */
const CLOCK_COOKIE = "test-clock";
const instant = z.iso.datetime({ offset: true });

/** Runs each request at the instant its client pinned, if any. */
export function clientClock(clock: Clock): MiddlewareHandler {
  return (c, next) => {
    const pinned = instant.safeParse(getCookie(c, CLOCK_COOKIE));
    return pinned.success ? clock.within(new Date(pinned.data), next) : next();
  };
}

export function testHookRoutes(clock: Clock): Hono {
  const hooks = new Hono();
  hooks.post("/clock", async (c) => {
    const { now } = await readJson(c, z.strictObject({ now: instant.nullable() }));
    if (now) setCookie(c, CLOCK_COOKIE, now, { path: "/", httpOnly: true, sameSite: "Strict" });
    else deleteCookie(c, CLOCK_COOKIE, { path: "/" });
    return c.json({ now });
  });
  // The whole server's clock, background work included (a newsletter's start and pace): only for a
  // test that runs a site of its own, as no other test may have its time moved under it.
  hooks.post("/server-clock", async (c) => {
    const { now } = await readJson(c, z.strictObject({ now: instant.nullable() }));
    clock.set(now ? new Date(now) : null);
    return c.json({ now });
  });
  return hooks;
}
