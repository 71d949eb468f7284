import { accountLinkPaths } from "#content/account-links.ts";
import type { Env } from "../env.ts";

/**
 * The pages a mailed account link opens carry its token in their address until the page reads
 * it: the analytics script is never added to them, so it can't record or forward the token.
 */
export const pagesWithoutAnalytics: readonly string[] = accountLinkPaths;

/**
 * Page-view analytics is off unless ANALYTICS_SCRIPT_URL is set. The script is added to every
 * page's head at serve time (pages are prerendered before the configuration is known); the app
 * reports client-side navigations to it through `window.analytics.page`, if the script defines it.
 */
export function analyticsSnippet(env: Env): { html: string; origin: string } | undefined {
  if (!env.ANALYTICS_SCRIPT_URL) return undefined;
  const url = new URL(env.ANALYTICS_SCRIPT_URL);
  const site = env.ANALYTICS_SITE_ID ? ` data-site="${escapeAttribute(env.ANALYTICS_SITE_ID)}"` : "";
  return { html: `<script defer src="${escapeAttribute(url.href)}"${site}></script>`, origin: url.origin };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
