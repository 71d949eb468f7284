import { serve, type ServerType } from "@hono/node-server";
import { resolve } from "node:path";
import type { Hono } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import { redirects } from "#content/routes.ts";
import { validateContent } from "#content/validate.ts";
import { createApp, type AppDeps } from "./app.ts";
import { Clock } from "./clock.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import type { Env } from "./env.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { StaticSite } from "./http/static.ts";
import { analyticsSnippet, pagesWithoutAnalytics } from "./http/analytics.ts";
import { createLogger, type Logger } from "./logger.ts";
import { Outbox, smtpTransport, type MailTransport } from "./mail/outbox.ts";

export interface BootOptions {
  /** Serve the built site from this folder; omit to serve only /api. */
  siteRoot?: string | null;
  logger?: Logger;
  transport?: MailTransport | null;
}

export interface Booted {
  app: Hono<{ Variables: RequestIdVariables }>;
  deps: AppDeps;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
}

export async function boot(env: Env, options: BootOptions = {}): Promise<Booted> {
  const log = options.logger ?? createLogger(env.LOG_LEVEL);
  // The assistant and the emails read the content folder too: broken facts stop the start, not a visitor.
  validateContent();
  const { db, kind } = openDatabase(env.DATABASE_URL);
  await migrateToLatest(db);
  const clock = new Clock();
  const transport =
    options.transport !== undefined ? options.transport : env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null;
  const outbox = new Outbox(db, transport, env.MAIL_FROM, log, clock);
  const siteRoot =
    options.siteRoot === undefined ? resolve(process.env.BUILD_DIR ?? "build", "client") : options.siteRoot;
  const analytics = analyticsSnippet(env);
  const site = siteRoot
    ? new StaticSite({
        root: siteRoot,
        production: env.NODE_ENV === "production",
        headInjection: analytics?.html,
        analyticsOrigin: analytics?.origin,
        plainPages: pagesWithoutAnalytics,
        redirects,
      })
    : undefined;
  const deps: AppDeps = { env, db, dbKind: kind, log, clock, outbox, limiter: new RateLimiter(clock), site };
  const app = createApp(deps);
  outbox.start();
  return {
    app,
    deps,
    async close() {
      await outbox.stop();
      await db.destroy();
    },
  };
}

/** Listens on HOST:PORT; resolves once accepting connections. */
export function listen(app: Hono<{ Variables: RequestIdVariables }>, env: Env): Promise<ServerType> {
  return new Promise((done) => {
    const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, () => done(server));
  });
}
