import { expect, type Page } from "@playwright/test";

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
