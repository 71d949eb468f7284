import type { APIRequestContext, Browser } from "@playwright/test";
import { baseURL } from "./browser.ts";
import { expect } from "./fixtures.ts";
import { enrolThroughApi, pageOnOwnBrowser, staffCli, staffEmail } from "./staff.ts";

/** What the console sends with each write: the staff API checks a write's origin. */
export const staffHeaders = { Origin: baseURL };

/** The staff API as a manager newly enrolled at `at` uses it, from a browser of their own. */
export async function managerApi(browser: Browser, at: Date): Promise<APIRequestContext> {
  const manager = await pageOnOwnBrowser(browser, at);
  await enrolThroughApi(manager.request, staffCli("add", "--email", staffEmail("manager"), "--role", "manager"), at);
  return manager.request;
}

/**
 * Waits until the server sends `path` with `text` in it, at most the 2 s a publish may take to reach
 * its pages: asked over HTTP, so that the time measured is the server's, not the browser's load.
 */
export async function servedWithin2s(api: APIRequestContext, path: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await (await api.get(path)).text()).includes(text), { timeout: 2_000, intervals: [50] })
    .toBe(true);
}
