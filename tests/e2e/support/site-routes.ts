import type { Page } from "@playwright/test";
import { eventPaths, sitemapPaths, staticPaths } from "../../../content/routes.ts";

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

/** Scrolls to the bottom step by step so lazy sections and images come in. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(30);
  }
}
