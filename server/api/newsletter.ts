import { Hono, type Context } from "hono";
import { z } from "#domain/zod.ts";
import { resort } from "#content/resort.ts";
import { accepted } from "#domain/api.ts";
import { isBot } from "#domain/form-fields.ts";
import { newsletterMessages } from "#domain/newsletter.ts";
import { newsletterSchema } from "#domain/newsletter-schema.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { ApiError, fieldErrors, readJson } from "#server/http/errors.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { newsletterWelcomeMail } from "#server/mail/templates/newsletter.ts";
import { confirmPage, donePage, invalidPage, UNSUBSCRIBE_PAGE_CSP } from "#server/newsletter/unsubscribe-page.ts";
import { unsubscribeToken, verifyUnsubscribeToken } from "#server/newsletter/unsubscribe-token.ts";

const newsletterRateLimit: RateLimitRule = {
  name: "subscribe-newsletter",
  limit: 5,
  windowMs: 10 * 60_000,
  message: newsletterMessages.rateLimited,
};

function htmlPage(c: Context, html: string, status: 200 | 400 = 200) {
  c.header("Content-Security-Policy", UNSUBSCRIBE_PAGE_CSP);
  c.header("Cache-Control", "no-store");
  return c.html(html, status);
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
 * POST /api/subscribe-newsletter stores the normalised address (409 when it is already on the
 * list) and queues a welcome mail whose link leads to GET /api/unsubscribe. That page only asks;
 * the POST behind its button unsubscribes, so a mail scanner following links changes nothing.
 * The mail's List-Unsubscribe header names the same URL, where a mailbox provider's one-click
 * POST (RFC 8058, token in the query) unsubscribes without any page.
 */
export function newsletterRoutes(deps: AppDeps): Hono {
  const { db, env, clock, outbox, limiter } = deps;
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

    const now = clock.now().toISOString();
    const existing = await db
      .selectFrom("newsletter_subscribers")
      .select(["id", "unsubscribed_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing && !existing.unsubscribed_at) throw new ApiError(409, { error: newsletterMessages.duplicateError });
    const unsubscribeUrl = `${env.PUBLIC_ORIGIN}/api/unsubscribe?token=${unsubscribeToken(env.APP_SECRET, email)}`;
    // The subscriber and the welcome mail are stored together or not at all.
    await outbox.transaction(async (trx) => {
      const stored = existing
        ? await trx
            .updateTable("newsletter_subscribers")
            .set({ unsubscribed_at: null, created_at: now, confirmed_at: now, unsubscribed_campaign_id: null })
            .where("id", "=", existing.id)
            .where("unsubscribed_at", "is not", null)
            .executeTakeFirst()
            .then((result) => Number(result.numUpdatedRows))
        : await trx
            .insertInto("newsletter_subscribers")
            .values({ email, created_at: now, confirmed_at: now, unsubscribed_at: null })
            .onConflict((oc) => oc.column("email").doNothing())
            .executeTakeFirst()
            .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0));
      // Two requests for one address at once: the second finds the first's row.
      if (stored === 0) throw new ApiError(409, { error: newsletterMessages.duplicateError });
      await outbox.enqueue(
        {
          kind: "newsletter-welcome",
          to: email,
          priority: "bulk",
          ...newsletterWelcomeMail(resort.name, unsubscribeUrl),
        },
        trx,
      );
    });
    return c.json(accepted);
  });

  routes.get("/unsubscribe", (c) => {
    const token = c.req.query("token") ?? "";
    const email = verifyUnsubscribeToken(env.APP_SECRET, token);
    return email ? htmlPage(c, confirmPage(email, token, c.req.query("campaign"))) : htmlPage(c, invalidPage(), 400);
  });

  routes.post("/unsubscribe", async (c) => {
    const type = c.req.header("content-type") ?? "";
    const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)
      ? await c.req.parseBody()
      : {};
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

  return routes;
}
