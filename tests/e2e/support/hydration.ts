import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the element. Pages are prerendered, so the markup is there (and
 * looks ready) before its handlers are; a press on it before then does nothing.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    // As long as a whole page may take to hydrate on two busy cores (untilPageHydrated).
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), {
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * Pages ask for their scripts once they have painted (docs/decisions/017), so `load` comes before
 * hydration: wait for it, as a visitor's first press needs it. Only for the site's pages: a file or
 * an API answer opened in the browser has nothing to hydrate.
 */
export async function untilPageHydrated(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "__reactRouterContext" in window))) return;
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps"))), {
      timeout: 20_000,
    })
    .toBe(true);
}
