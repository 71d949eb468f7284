import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "#server/app.ts";
import { jsonError } from "#server/http/errors.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { mailEventProviders } from "#server/mail/provider-events/index.ts";
import { suppressReported } from "#server/newsletter/reported-suppression.ts";

/** SendGrid posts its events in batches of up to 768 KB; the other providers' bodies are far smaller. */
export const MAIL_EVENTS_MAX_BYTES = 1024 * 1024;

/**
 * Far above what a provider sends from one address (one request a bounce, or a batch every few
 * seconds), so only a flood is turned away; providers retry a 429 for hours.
 */
const mailEventsRateLimit: RateLimitRule = {
  name: "mail-events",
  limit: 600,
  windowMs: 60_000,
  message: "Too many requests. Please retry later.",
};

/**
 * POST /api/mail-events/:provider takes the bounce and complaint webhooks of Postmark, Mailgun and
 * SendGrid, each authenticated as its provider does it (server/mail/provider-events/), and suppresses
 * the subscribers they report for good. A provider without credentials configured has no route (404).
 */
export function mailEventRoutes(deps: AppDeps): Hono {
  const { env, log, clock, limiter } = deps;
  const routes = new Hono();

  for (const provider of mailEventProviders(env)) {
    routes.post(
      `/mail-events/${provider.name}`,
      limiter.middleware(mailEventsRateLimit, env.TRUST_PROXY),
      bodyLimit({ maxSize: MAIL_EVENTS_MAX_BYTES, onError: (c) => jsonError(c, 413, "The request is too large.") }),
      async (c) => {
        const now = clock.now();
        const body = new Uint8Array(await c.req.arrayBuffer());
        const answer = provider.read({ headers: c.req.raw.headers, body, now });
        if (answer.status !== 200) {
          log.warn({ provider: provider.name, status: answer.status, error: answer.error }, "mail events: refused");
          if (answer.challenge) c.header("WWW-Authenticate", answer.challenge);
          return jsonError(c, answer.status, answer.error);
        }
        try {
          for (const report of answer.suppressions) {
            const subscriber = await suppressReported(deps, provider.name, report, now);
            if (subscriber !== null) {
              log.info({ provider: provider.name, subscriber, reason: report.reason }, "mail events: suppressed");
            }
          }
        } catch (error) {
          answer.release?.();
          throw error;
        }
        log.info(
          { provider: provider.name, reports: answer.suppressions.length, ignored: answer.ignored },
          "mail events: read",
        );
        return c.json({ received: true });
      },
    );
  }
  return routes;
}
