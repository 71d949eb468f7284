import { Hono, type Context } from "hono";
import { z } from "#domain/zod.ts";
import { accepted } from "#domain/api.ts";
import { isBot } from "#domain/form-fields.ts";
import { newsletterMessages } from "#domain/newsletter.ts";
import { newsletterSchema } from "#domain/newsletter-schema.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { ApiError, fieldErrors, readJson } from "#server/http/errors.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { ownPagePath } from "#server/http/referer.ts";
import {
  alreadyConfirmedPage,
  askToConfirmPage,
  confirmedPage,
  expiredConfirmPage,
  invalidConfirmPage,
  notWaitingPage,
} from "#server/newsletter/confirm-page.ts";
import { verifyConfirmToken } from "#server/newsletter/confirm-token.ts";
import { NEWSLETTER_PAGE_CSP } from "#server/newsletter/page.ts";
import { Subscriptions } from "#server/newsletter/subscriptions.ts";
import { confirmPage, donePage, invalidPage } from "#server/newsletter/unsubscribe-page.ts";
import { verifyUnsubscribeToken } from "#server/newsletter/unsubscribe-token.ts";
import { Settings } from "#server/settings/settings.ts";

const newsletterRateLimit: RateLimitRule = {
  name: "subscribe-newsletter",
  limit: 5,
  windowMs: 10 * 60_000,
  message: newsletterMessages.rateLimited,
};

function htmlPage(c: Context, html: string, status: 200 | 400 | 409 = 200) {
  c.header("Content-Security-Policy", NEWSLETTER_PAGE_CSP);
  c.header("Cache-Control", "no-store");
  return c.html(html, status);
}

/** A form POST's fields; none for a body of any other type. */
async function formFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type) ? c.req.parseBody() : {};
}

/**
 * The campaign an unsubscribe link names, counted against it only if it did mail the address: the
 * number in the link is not signed, so it can credit no other campaign.
 */
async function mailedBy(db: Db, email: string, campaign: string | undefined): Promise<number | null> {
  if (!campaign || !/^[1-9]\d{0,9}$/.test(campaign)) return null;
  const delivery = await db
    .selectFrom("newsletter_deliveries")
    .select("campaign_id")
    .where("campaign_id", "=", Number(campaign))
    .where("email", "=", email)
    .executeTakeFirst();
  return delivery?.campaign_id ?? null;
}

/**
 * POST /api/subscribe-newsletter stores the normalised address with its consent: the page it was
 * given on, and whether it confirms by mail (the console's double opt-in setting). It answers 409
 * for an address already on the list and confirmed. Unconfirmed, the address gets a mail whose
 * link leads to GET /api/newsletter/confirm; confirmed, a welcome mail whose link leads to GET
 * /api/unsubscribe. Both pages only ask: the POST behind their button acts, so a mail scanner
 * following links changes nothing. The welcome mail's List-Unsubscribe header names the same URL,
 * where a mailbox provider's one-click POST (RFC 8058, token in the query) unsubscribes without any page.
 */
export function newsletterRoutes(deps: AppDeps): Hono {
  const { db, env, clock, limiter } = deps;
  const subscriptions = new Subscriptions(deps, new Settings(deps));
  const routes = new Hono();

  routes.post("/subscribe-newsletter", limiter.middleware(newsletterRateLimit, env.TRUST_PROXY), async (c) => {
    const body = await readJson(c, z.record(z.string(), z.unknown()));
    const parsed = newsletterSchema.safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      throw new ApiError(400, {
        error: fields.email ?? Object.values(fields)[0] ?? newsletterMessages.emailInvalid,
        fields,
      });
    }
    const { email, website } = parsed.data;
    if (isBot(website)) return c.json(accepted);

    const sourcePage = ownPagePath(c.req.header("referer"), env.PUBLIC_ORIGIN);
    if ((await subscriptions.subscribe(email, sourcePage)) === "already-subscribed")
      throw new ApiError(409, { error: newsletterMessages.duplicateError });
    return c.json(accepted);
  });

  routes.get("/unsubscribe", (c) => {
    const token = c.req.query("token") ?? "";
    const email = verifyUnsubscribeToken(env.APP_SECRET, token);
    return email ? htmlPage(c, confirmPage(email, token, c.req.query("campaign"))) : htmlPage(c, invalidPage(), 400);
  });

  routes.post("/unsubscribe", async (c) => {
    const form = await formFields(c);
    // A mailbox provider's one-click POST (RFC 8058) carries the token in the address it was given.
    const token = typeof form.token === "string" ? form.token : (c.req.query("token") ?? "");
    const email = verifyUnsubscribeToken(env.APP_SECRET, token);
    if (!email) return htmlPage(c, invalidPage(), 400);
    const campaign = typeof form.campaign === "string" ? form.campaign : c.req.query("campaign");
    await db
      .updateTable("newsletter_subscribers")
      .set({
        unsubscribed_at: clock.now().toISOString(),
        unsubscribed_campaign_id: await mailedBy(db, email, campaign),
      })
      .where("email", "=", email)
      .where("unsubscribed_at", "is", null)
      .execute();
    return htmlPage(c, donePage(email));
  });

  routes.get("/newsletter/confirm", (c) => {
    const token = c.req.query("token") ?? "";
    const check = verifyConfirmToken(env.APP_SECRET, token, clock.now());
    if (check.kind === "expired") return htmlPage(c, expiredConfirmPage(), 400);
    if (check.kind === "invalid") return htmlPage(c, invalidConfirmPage(), 400);
    return htmlPage(c, askToConfirmPage(check.email, token));
  });

  routes.post("/newsletter/confirm", async (c) => {
    const { token } = await formFields(c);
    const check = verifyConfirmToken(env.APP_SECRET, typeof token === "string" ? token : "", clock.now());
    if (check.kind === "expired") return htmlPage(c, expiredConfirmPage(), 400);
    if (check.kind === "invalid") return htmlPage(c, invalidConfirmPage(), 400);
    const outcome = await subscriptions.confirm(check.email);
    if (outcome === "not-waiting") return htmlPage(c, notWaitingPage(check.email), 409);
    return htmlPage(c, outcome === "confirmed" ? confirmedPage(check.email) : alreadyConfirmedPage(check.email));
  });

  return routes;
}
