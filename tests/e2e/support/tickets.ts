import type { Page, Request } from "@playwright/test";
import { setServerClock } from "./clock.ts";
import { expect, test } from "./fixtures.ts";

/** Inside the Christmas Lights season, on the resort's calendar and the browser's. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
export const EVENT_PATH = "/events/christmas-lights";

/** Pins both clocks in season for every test of the file that calls it. */
export function pinClocksInSeason() {
  test.beforeEach(async ({ page }) => {
    await setServerClock(page, IN_SEASON);
    await page.clock.install({ time: IN_SEASON });
  });
  test.afterEach(async ({ page }) => {
    await setServerClock(page, null);
  });
}

export function panel(page: Page) {
  return page.getByRole("region", { name: "Buy Tickets" });
}

/** Every create-checkout-session request the page makes. */
export function checkoutRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/create-checkout-session")) seen.push(request);
  });
  return seen;
}

export async function openPanel(page: Page) {
  await page.goto(EVENT_PATH);
  await expect(panel(page).getByRole("button", { name: "Continue to Checkout" })).toBeVisible();
  // The live form replaces the prerendered one once the panel comes near: tests that time what a
  // control does start after that swap.
  await panel(page).scrollIntoViewIfNeeded();
  await expect(panel(page).locator('[data-form="live"]')).toBeAttached();
}

export async function choose(page: Page, label: string, times: number) {
  for (let i = 0; i < times; i++)
    await panel(page)
      .getByRole("button", { name: `Add one ${label} ticket` })
      .click();
}
