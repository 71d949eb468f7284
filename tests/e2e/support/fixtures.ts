import { test as base, expect } from "@playwright/test";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { untilPageHydrated } from "./hydration.ts";

/**
 * Every test fails on an unexpected console error or uncaught page error, and gets a client
 * address of its own so rate limits of one test never touch another. The workers share one
 * server, so each takes its addresses from a block of its own. `page.goto` (unless given a
 * `waitUntil`) and `page.reload` return once the page has hydrated.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "X-Forwarded-For": nextClientAddress(testInfo.workerIndex) });
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
        // The console's mail preview is a sandboxed frame that runs no script; Chromium says so when the
        // test tooling reaches into it as it appears. staff-mail.spec.ts checks the mail itself holds no script.
        if (message.location().url === "about:srcdoc" && message.text().startsWith("Blocked script execution")) return;
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
