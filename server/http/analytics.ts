import { accountLinkPaths } from "#content/account-links.ts";
import type { Env } from "#server/env.ts";
import { APP_SHELL } from "./static.ts";

/**
 * Pages a third party's script must never run on, so it can't record or forward what they hold:
 * the pages a mailed account link opens, which carry its token in their address until the page
 * reads it, and the app's shell, from which the staff console is drawn (a staff member's session
 * makes backups and refunds and reads the gate code; an enrolment link's token is in its fragment).
 * Any other page whose address carries a token goes without it too (StaticSite.serve).
 */
export const pagesWithoutAnalytics: readonly string[] = [...accountLinkPaths, APP_SHELL];

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
