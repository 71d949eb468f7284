import type { Page } from "@playwright/test";
import { eventPaths, staticPaths } from "#content/routes.ts";
import { sitemapPaths } from "#content/sitemap.ts";

/** Every public page: the static routes and each visible event. */
export const publicRoutes: string[] = [...staticPaths, ...eventPaths({ includeHidden: false })];
export { sitemapPaths };

/** The map is an outside page the closed test network cannot reach; the tests check our own page. */
export async function stubOutsideFrames(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang=en><title>Map</title><body></body></html>",
    }),
  );
}
