import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { Clock } from "./clock.ts";
import type { PublishedContent } from "./content/published.ts";
import type { ContentStore } from "./content/store.ts";
import type { Db, DbKind } from "./db/database.ts";
import { databaseUnavailable, isDatabaseUnavailable } from "./db/faults.ts";
import type { Env } from "./env.ts";
import { closeAfterEarlyAnswer } from "./http/early-answer.ts";
import { ApiError, DOOR_SYNC_MAX_BYTES, MAX_JSON_BYTES } from "./http/errors.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { clientClock, testHookRoutes } from "./http/test-hooks.ts";
import type { StaticSite } from "./http/static.ts";
import type { Logger } from "./logger.ts";
import type { Outbox } from "./mail/outbox.ts";
import type { PasswordHasher } from "./auth/password.ts";
import { healthRoutes } from "./api/health.ts";
import { chatRoutes } from "./api/chat.ts";
import { contactRoutes } from "./api/contact.ts";
import { newsletterRoutes } from "./api/newsletter.ts";
import { usersRoutes } from "./api/users.ts";
import { gateAccessRoutes } from "./api/gate-access.ts";
import { restaurantRoutes } from "./api/restaurant.ts";
import { checkoutRoutes, stripeWebhookRoutes } from "./api/checkout.ts";
import { mailEventRoutes } from "./api/mail-events.ts";
import { staffApi } from "./api/staff/index.ts";
import type { LivePages } from "./pages/live-pages.ts";
import type { PagePreviews } from "./pages/preview.ts";
import { ticketPageRoutes } from "./api/tickets.ts";
import { findTicketsRoutes } from "./api/find-tickets.ts";
import { campaignLinkRoutes } from "./api/campaign-links.ts";
import { uploadedPhotoRoutes } from "./photos/serve.ts";
import { CAMPAIGN_REQUEST_MAX_BYTES } from "#domain/newsletter/campaign.ts";
import { CONTENT_DOCUMENT_MAX_BYTES } from "#domain/staff/content-schemas.ts";
import { PHOTO_MAX_BYTES, photoMessages } from "#domain/staff/photo-schemas.ts";

/** Room for a photo upload's form around its file: the boundaries, the field's headers, a long file name. */
const PHOTO_FORM_BYTES = 64 * 1024;

export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: DbKind;
  log: Logger;
  clock: Clock;
  outbox: Outbox;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  /** The site's published content documents, kept current by a refresh every second. */
  content: ContentStore;
  /** The same documents, typed as features read them. */
  published: PublishedContent;
  site?: StaticSite;
  /** The site's pages drawn with a draft, for staff; absent when the build has no renderer. */
  previews?: PagePreviews;
  /** The pages rendered again on each publish, which a publish waits on; absent when the build has no renderer. */
  livePages?: Pick<LivePages, "rendered">;
  /** Aborted when the server starts to stop: long-lived answers (the inbox's live feed) end on it. */
  stopping: AbortSignal;
}

export function createApp(deps: AppDeps): Hono<{ Variables: RequestIdVariables }> {
  const { env, log, site } = deps;
  const app = new Hono<{ Variables: RequestIdVariables }>();
  const production = env.NODE_ENV === "production";

  app.use(closeAfterEarlyAnswer());
  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
  app.use(securityHeaders(production));
  if (env.TEST_HOOKS) app.use(clientClock(deps.clock));
  // Ahead of the JSON body limit: Stripe and the mail providers sign the raw body, which these routes read
  // with limits of their own.
  app.route("/api", stripeWebhookRoutes(deps));
  app.route("/api", mailEventRoutes(deps));
  const tooLarge = (c: Context) => c.json({ error: "The request is too large." }, 413);
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
  // A door that was offline all evening syncs its scans in batches of up to 500.
  const doorSyncLimit = bodyLimit({ maxSize: DOOR_SYNC_MAX_BYTES, onError: tooLarge });
  // A content document's draft may be far longer than any form: a policy page's text, with room to grow.
  const contentLimit = bodyLimit({ maxSize: CONTENT_DOCUMENT_MAX_BYTES + MAX_JSON_BYTES, onError: tooLarge });
  // A newsletter's blocks at their longest.
  const campaignLimit = bodyLimit({ maxSize: CAMPAIGN_REQUEST_MAX_BYTES, onError: tooLarge });
  // A photo up to its own limit, and the form around it.
  const photoLimit = bodyLimit({
    maxSize: PHOTO_MAX_BYTES + PHOTO_FORM_BYTES,
    onError: (c) => c.json({ error: photoMessages.tooLarge }, 413),
  });
  app.use("/api/staff/door/check-ins", doorSyncLimit);
  app.use("/api/staff/content/*", contentLimit);
  app.use("/api/staff/photos", photoLimit);
  app.use("/api/staff/newsletters/*", campaignLimit);
  app.use(
    "/api/*",
    except(
      ["/api/staff/door/check-ins", "/api/staff/content/*", "/api/staff/photos", "/api/staff/newsletters/*"],
      jsonLimit,
    ),
  );

  app.route("/api", healthRoutes(deps));
  app.route("/api", chatRoutes(deps));
  app.route("/api", contactRoutes(deps));
  app.route("/api", newsletterRoutes(deps));
  app.route("/api/collections/users", usersRoutes(deps));
  app.route("/api", gateAccessRoutes(deps));
  app.route("/api", restaurantRoutes(deps));
  app.route("/api", checkoutRoutes(deps));
  app.route("/api", findTicketsRoutes(deps));
  app.route("/api/staff", staffApi(deps).hono);
  if (env.TEST_HOOKS) app.route("/api/test", testHookRoutes(deps.clock));

  app.all("/api/*", (c) => c.json({ error: "Not found." }, 404));
  app.route("/tickets", ticketPageRoutes(deps));
  // A campaign's links, short so that a plain-text mail shows them whole.
  app.route("/r", campaignLinkRoutes(deps));
  // Uploaded photos are in the database, not among the build's files.
  app.route("/images", uploadedPhotoRoutes(deps));

  app.on(["GET", "HEAD"], "*", (c) => {
    if (!site) return c.text("Not found", 404);
    if (/^\/staff(\/|$)/.test(c.req.path)) {
      // The console is drawn in the browser from the app's shell page, and kept out of search engines.
      const shell = site.serveAppShell(c);
      shell.headers.set("X-Robots-Tag", "noindex, nofollow");
      return shell;
    }
    const page = site.serve(c);
    if (page) return page;
    if (/^\/events\/[^/]+$/.test(c.req.path)) return c.redirect("/events", 302);
    return site.sendNotFound(c);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    if (isDatabaseUnavailable(error)) return databaseUnavailable(c, log, error);
    log.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    return c.json({ error: "Something went wrong. Please try again." }, 500);
  });

  return app;
}
