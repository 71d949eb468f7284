import { Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps } from "#server/app.ts";

/** Load balancers give up on a health check after a few seconds; this answers before they do. */
const HEALTH_TIMEOUT_MS = 3_000;

function answerWithin<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * PocketBase's health shape, so the SDK's `health.check()` works; also checks the database and
 * reports mail that is late or given up under `data.mail` (the site stays healthy meanwhile:
 * a mail backlog is no reason to take an instance out of a load balancer).
 */
export function healthRoutes({ db, log, outbox }: AppDeps): Hono {
  const routes = new Hono();
  routes.on(["GET", "HEAD"], "/health", async (c) => {
    try {
      const mail = await answerWithin(
        HEALTH_TIMEOUT_MS,
        sql`select 1`.execute(db).then(() => outbox.backlog()),
      );
      return c.json({ code: 200, message: "API is healthy.", data: { mail } });
    } catch (error) {
      log.error({ err: error }, "health check: database unreachable");
      return c.json({ code: 503, message: "Database unavailable.", data: {} }, 503);
    }
  });
  return routes;
}
