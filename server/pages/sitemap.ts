import { sitemapPaths } from "#content/sitemap.ts";
import { shown } from "#domain/content/draft.ts";
import type { ResortEventFacts, ResortFacts } from "#domain/content/schemas.ts";
import { resortDay } from "#domain/event-dates.ts";
import type { LiveFile } from "./live-pages.ts";
import { compressed } from "./renderer.ts";

/** The sitemap of the pages at `paths` on the site at `siteUrl`. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const SITEMAP = "/sitemap.xml";

/**
 * The sitemap as the published content has it: every event the events list shows, those
 * published after the build included, on the published site address.
 */
export const sitemapFile: LiveFile = {
  path: SITEMAP,
  render(context) {
    const resort = shown(context.publishedDocument("resort") as ResortFacts);
    const events = context
      .publishedKeys("event")
      .map((key) => shown(context.publishedDocument(key) as ResortEventFacts));
    const body = Buffer.from(sitemapXml(resort.siteUrl, sitemapPaths(events, resortDay(new Date()))));
    return [{ urlPath: SITEMAP, ...compressed(body) }];
  },
};
