import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { resort } from "#content/resort.ts";
import { sitemapPaths } from "#content/routes.ts";

/** sitemap.xml and robots.txt, from the same path list the prerender uses. */
export function writeSeoFiles(root: string): void {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${new URL(path, resort.siteUrl).href}</loc></url>`)
    .join("\n");
  writeFileSync(
    join(root, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(
    join(root, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", resort.siteUrl).href}\n`,
  );
}
