import { Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps } from "../app.ts";

/** PocketBase's health shape, so the SDK's `health.check()` works; also checks the database. */
export function healthRoutes({ db, log }: AppDeps): Hono {
  const routes = new Hono();
  routes.on(["GET", "HEAD"], "/health", async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ code: 200, message: "API is healthy.", data: {} });
    } catch (error) {
      log.error({ err: error }, "health check: database unreachable");
      return c.json({ code: 503, message: "Database unavailable.", data: {} }, 503);
    }
  });
  return routes;
}
