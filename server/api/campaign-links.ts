import { Hono } from "hono";
import type { AppDeps } from "#server/app.ts";
import { rememberCampaign } from "#server/newsletter/attribution.ts";
import { followLink, linkTarget, positiveId } from "#server/newsletter/links.ts";

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><title>Link not found</title><p>This link leads nowhere. <a href="/">Go to the home page</a></p></html>';

/**
 * The redirect of a campaign's links (docs/decisions/060): a click is counted and sent on to the
 * address the campaign stored, never to one the request names. A HEAD, as link scanners send, is
 * answered without counting. Nothing about who clicked is kept; a page of the site leaves the
 * attribution cookie for its checkout.
 */
export function campaignLinkRoutes(deps: AppDeps): Hono {
  const { db, env } = deps;
  const own = new URL(env.PUBLIC_ORIGIN).origin;
  const routes = new Hono();
  routes.get("/:campaign/:position", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Robots-Tag", "noindex, nofollow");
    const campaignId = positiveId(c.req.param("campaign"));
    const position = positiveId(c.req.param("position"));
    if (campaignId === null || position === null) return c.html(NOT_FOUND_PAGE, 404);
    const counted = c.req.method !== "HEAD";
    const url = await (counted ? followLink : linkTarget)(db, campaignId, position);
    if (url === undefined) return c.html(NOT_FOUND_PAGE, 404);
    const target = new URL(url);
    if (counted && target.origin === own) rememberCampaign(c, env.PUBLIC_ORIGIN, campaignId);
    return c.redirect(target.href, 302);
  });
  return routes;
}
