import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { resort } from "#content/resort.ts";
import { sitemapPaths } from "#content/sitemap.ts";
import { sitemapXml } from "#server/pages/sitemap.ts";

/**
 * sitemap.xml and robots.txt. The server writes the sitemap again from the published content
 * (server/pages/sitemap.ts); this one serves a site built without its renderer.
 */
export function writeSeoFiles(root: string): void {
  writeFileSync(join(root, "sitemap.xml"), sitemapXml(resort.siteUrl, sitemapPaths()));
  writeFileSync(
    join(root, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", resort.siteUrl).href}\n`,
  );
}
