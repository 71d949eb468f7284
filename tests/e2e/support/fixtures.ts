import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Every test fails on an unexpected console error or uncaught page error, and gets a client
 * address of its own so rate limits of one test never touch another. `page.goto` (unless given a
 * `waitUntil`) and `page.reload` return once the page has hydrated.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ "X-Forwarded-For": `198.18.${octet()}.${octet()}` });
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A test that names the moment to stop at wants that moment, not hydration.
      if (!options?.waitUntil) await untilPageHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilPageHydrated(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A 404 answer for the page itself is what a not-found test asks for, not an error of the page.
        if (message.text().startsWith("Failed to load resource") && message.location().url === page.url()) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Pins the server's clock (TEST_HOOKS), or releases it with null. */
export async function setServerClock(page: Page, now: Date | null): Promise<void> {
  const response = await page.request.post("/api/test/clock", { data: { now: now?.toISOString() ?? null } });
  expect(response.ok()).toBe(true);
}

/**
 * Stops the page's installed clock a second after the page's own now; from then on only the test
 * moves time. The page's now, not the test's: the two drift apart on a loaded machine.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Pages ask for their scripts once they have painted (docs/decisions/017), so `load` comes before
 * hydration: wait for it, as a visitor's first press needs it. Only for the site's pages: a file or
 * an API answer opened in the browser has nothing to hydrate.
 */
async function untilPageHydrated(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "__reactRouterContext" in window))) return;
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps"))), {
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * Waits until React has hydrated the element. Pages are prerendered, so the markup is there (and
 * looks ready) before its handlers are; a press on it before then does nothing.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
