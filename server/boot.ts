import { serve, type ServerType } from "@hono/node-server";
import { dirname, resolve } from "node:path";
import type { Hono } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import { redirects } from "#content/routes.ts";
import { contentDocuments, validateContent } from "#content/validate.ts";
import { BoxOffice } from "./box-office/box-office.ts";
import { Refunds } from "./box-office/refunds.ts";
import { createApp, type AppDeps } from "./app.ts";
import { Clock } from "./clock.ts";
import { PublishedContent } from "./content/published.ts";
import { ScheduledPublishes } from "./content/scheduled-publishes.ts";
import { LivePages, type PageRendering } from "./pages/live-pages.ts";
import { PagePreviews } from "./pages/preview.ts";
import { RenderFailures } from "./pages/render-failures.ts";
import { PageRenderer } from "./pages/renderer.ts";
import { sitemapFile } from "./pages/sitemap.ts";
import { ContentStore } from "./content/store.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import type { Env } from "./env.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { StaticSite } from "./http/static.ts";
import { analyticsSnippet, pagesWithoutAnalytics } from "./http/analytics.ts";
import { createLogger, type Logger } from "./logger.ts";
import { Outbox, smtpTransport, type MailTransport } from "./mail/outbox.ts";
import { CampaignSending } from "./newsletter/campaign-sending.ts";
import { CampaignSender } from "./newsletter/sender.ts";
import { PasswordHasher } from "./auth/password.ts";
import { RefundGateway } from "./payments/refund-gateway.ts";
import { stripeClient } from "./payments/stripe-client.ts";

/** What renders the site's pages: for the pages that change with a publish, and their previews with a draft. */
type SiteRendering = PageRendering & Pick<PageRenderer, "page">;

export interface BootOptions {
  /** Serve the built site from this folder; omit to serve only /api. */
  siteRoot?: string | null;
  logger?: Logger;
  transport?: MailTransport | null;
  passwords?: PasswordHasher;
  /** Renders the site's pages in place of the build's renderer: a test's stand-in. */
  renderer?: SiteRendering;
}

export interface Booted {
  app: Hono<{ Variables: RequestIdVariables }>;
  deps: AppDeps;
  /** Ends long-lived answers (live feeds), so that closing the server need not wait for them. */
  drain(): void;
  /** Sends the newsletters: started already; tests tick it to send what is due now. */
  newsletters: CampaignSender;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
}

export async function boot(env: Env, options: BootOptions = {}): Promise<Booted> {
  const log = options.logger ?? createLogger(env.LOG_LEVEL);
  // The build refuses broken content (scripts/check-content.ts). The seed and the emails read the
  // content folder itself, which may have changed since the build: the same check costs a few ms here.
  validateContent();
  const { db, kind } = openDatabase(env.DATABASE_URL, {
    onConnectionError: (error) => log.warn({ err: error }, "database connection lost; the next query reconnects"),
  });
  await migrateToLatest(db);
  const clock = new Clock();
  // The first start seeds the database with the content folder; from then on the database wins.
  const content = new ContentStore({ db, clock });
  await content.seed(contentDocuments);
  await content.refresh();
  const smtp = () =>
    options.transport !== undefined
      ? options.transport
      : env.SMTP_URL
        ? smtpTransport(env.SMTP_URL, { dkim: env.DKIM })
        : null;
  const transport = smtp();
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
  const failures = new RenderFailures({ db, clock, outbox, env });
  const live =
    site && siteRoot ? await livePages(siteRoot, { site, content, failures, env, log }, options.renderer) : null;
  const stopping = new AbortController();
  const deps: AppDeps = {
    env,
    db,
    dbKind: kind,
    log,
    clock,
    outbox,
    limiter: new RateLimiter(clock),
    passwords: options.passwords ?? new PasswordHasher(),
    content,
    published: new PublishedContent(content),
    site,
    previews: live?.previews,
    livePages: live?.pages,
    stopping: stopping.signal,
  };
  const app = createApp(deps);
  outbox.start();
  // Newsletters have SMTP sessions of their own, so a campaign going out never holds up a receipt.
  const bulkTransport = smtp();
  const newsletters = new CampaignSender(deps, bulkTransport, new CampaignSending(deps));
  newsletters.start();
  const holdSweep = sweepEveryMinute(deps);
  const contentRefresh = refreshContentEverySecond(deps);
  const schedules = publishScheduledContent(deps);
  return {
    app,
    deps,
    newsletters,
    drain() {
      stopping.abort();
    },
    async close() {
      stopping.abort();
      clearInterval(holdSweep);
      clearInterval(contentRefresh);
      clearInterval(schedules);
      await newsletters.stop();
      if (bulkTransport !== options.transport) bulkTransport?.close();
      await content.settled();
      await live?.pages.settled();
      await outbox.stop();
      await db.destroy();
    },
  };
}

/**
 * Gives back the places of checkouts whose time ran out, should Stripe's expiry event never come
 * (places past their time already count as free; this keeps the records saying so), and asks
 * Stripe again for refunds it could not be reached for.
 */
function sweepEveryMinute(deps: AppDeps): NodeJS.Timeout {
  const boxOffice = new BoxOffice(deps);
  const refunds = new Refunds(deps, new RefundGateway(stripeClient(deps.env)));
  const timer = setInterval(() => {
    boxOffice.sweep().catch((error: unknown) => deps.log.warn({ err: error }, "ticket holds: sweep failed"));
    refunds.retryPending().catch((error: unknown) => deps.log.warn({ err: error }, "refunds: retry failed"));
  }, 60_000);
  timer.unref();
  return timer;
}

/**
 * The pages that read published content, rendered now and after every publish, and their previews
 * with a draft. A site built without its renderer (a test's site of a few files) is served as built,
 * without previews; production refuses to.
 */
async function livePages(
  siteRoot: string,
  {
    site,
    content,
    failures,
    env,
    log,
  }: { site: StaticSite; content: ContentStore; failures: RenderFailures; env: Env; log: Logger },
  standIn?: SiteRendering,
): Promise<{ pages: LivePages; previews: PagePreviews } | null> {
  const renderer = standIn ?? (await PageRenderer.load(dirname(siteRoot)));
  if (!renderer) {
    if (env.NODE_ENV === "production")
      throw new Error(
        `The site is built without its renderer: ${dirname(siteRoot)}/renderer is missing. Run npm run build.`,
      );
    log.warn("pages: the build has no renderer; pages show the content they were built with");
    return null;
  }
  const pages = new LivePages({ renderer, site, content, failures, log, files: [sitemapFile] });
  await pages.start();
  return { pages, previews: new PagePreviews({ renderer, pages, content }) };
}

/** A publish set for a time happens within this long of it. */
const SCHEDULE_CHECK_MS = 10_000;

function publishScheduledContent(deps: AppDeps): NodeJS.Timeout {
  const schedules = new ScheduledPublishes(deps);
  const timer = setInterval(() => {
    schedules.runDue().catch((error: unknown) => deps.log.warn({ err: error }, "content: scheduled publishes failed"));
  }, SCHEDULE_CHECK_MS);
  timer.unref();
  return timer;
}

/** Another instance's publish reaches this one's published content within a second and a query. */
function refreshContentEverySecond(deps: AppDeps): NodeJS.Timeout {
  const timer = setInterval(() => {
    deps.content.refresh().catch((error: unknown) => deps.log.warn({ err: error }, "content: refresh failed"));
  }, 1_000);
  timer.unref();
  return timer;
}

export interface HttpTimeouts {
  /** The request's head must have arrived this long after its first byte (slowloris). */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** How often Node looks for requests past the first two; a timeout fires up to this much late. */
  checkEveryMs: number;
}

/**
 * Slow clients cannot hold sockets (docs/decisions/023-connections-and-slow-clients.md). Behind a
 * proxy, idle connections outlive the proxy's own 60 s, so the proxy is the side that closes them
 * and never sends a request down a connection the server is closing.
 */
function httpTimeouts(env: Pick<Env, "TRUST_PROXY">): HttpTimeouts {
  return {
    headersMs: 10_000,
    requestMs: 30_000,
    keepAliveMs: env.TRUST_PROXY.hops > 0 ? 65_000 : 5_000,
    checkEveryMs: 1_000,
  };
}

/** Listens on HOST:PORT; resolves once accepting connections. */
export function listen(
  app: Hono<{ Variables: RequestIdVariables }>,
  env: Env,
  timeouts: HttpTimeouts = httpTimeouts(env),
): Promise<ServerType> {
  return new Promise((done) => {
    const server = serve(
      {
        fetch: app.fetch,
        hostname: env.HOST,
        port: env.PORT,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: timeouts.checkEveryMs,
        },
      },
      () => done(server),
    );
  });
}
