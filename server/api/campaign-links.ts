import { Hono } from "hono";
import type { AppDeps } from "#server/app.ts";
import { clientKey } from "#server/http/client-ip.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { rememberCampaign } from "#server/newsletter/attribution.ts";
import { followLink, linkTarget, positiveId } from "#server/newsletter/links.ts";

/** A reader may open a link again; a script or a scanner following it over and over counts no more. */
const repeatedClicks: RateLimitRule = {
  name: "campaign-link-click",
  limit: 3,
  windowMs: 10 * 60_000,
  message: "",
};

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><title>Link not found</title><p>This link leads nowhere. <a href="/">Go to the home page</a></p></html>';

/**
 * The redirect of a campaign's links (docs/decisions/060): a click is counted and sent on to the
 * address the campaign stored, never to one the request names. A HEAD, as link scanners send, is
 * answered without counting, and one address's repeats of a link beyond a few in ten minutes too. Nothing about who clicked is kept; a page of the site leaves the
 * attribution cookie for its checkout.
 */
export function campaignLinkRoutes(deps: AppDeps): Hono {
  const { db, env, limiter } = deps;
  const own = new URL(env.PUBLIC_ORIGIN).origin;
  const routes = new Hono();
  routes.get("/:campaign/:position", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Robots-Tag", "noindex, nofollow");
    const campaignId = positiveId(c.req.param("campaign"));
    const position = positiveId(c.req.param("position"));
    if (campaignId === null || position === null) return c.html(NOT_FOUND_PAGE, 404);
    // Every request is redirected; one address's repeats of a link count only so often.
    const counted =
      c.req.method !== "HEAD" &&
      limiter.hit(repeatedClicks, `${clientKey(c, env.TRUST_PROXY)}|${campaignId}|${position}`).allowed;
    const url = await (counted ? followLink : linkTarget)(db, campaignId, position);
    if (url === undefined) return c.html(NOT_FOUND_PAGE, 404);
    const target = new URL(url);
    if (counted && target.origin === own) rememberCampaign(c, env.PUBLIC_ORIGIN, campaignId);
    return c.redirect(target.href, 302);
  });
  return routes;
}
