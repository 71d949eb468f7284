/** What the console's content editor tests share: signing in, opening a document, autosave, putting a draft back. */
import type { APIRequestContext, Page } from "@playwright/test";
import { pauseClock, setServerClock } from "./clock.ts";
import { staffHeaders as headers } from "./content.ts";
import { expect } from "./fixtures.ts";
import { enrolThroughApi, staffCli, staffEmail } from "./staff.ts";

/** Tuesday 24 November 2026, 9 AM in Gadsden: the enrolment link the command prints is valid. */
export const TUESDAY = new Date("2026-11-24T15:00:00.000Z");
/** The editor saves a draft once typing has settled this long (app/staff/content/use-draft.ts). */
export const AUTOSAVE_IDLE_MS = 800;

export async function signInAs(page: Page, role: "manager" | "front_desk"): Promise<string> {
  const email = staffEmail(role === "manager" ? "manager" : "desk");
  await setServerClock(page, TUESDAY);
  await enrolThroughApi(page.request, staffCli("add", "--email", email, "--role", role), TUESDAY);
  return email;
}

/** Opens a document's editor by its address, with the page's clock stopped so that only the test lets autosave run. */
export async function openDocument(page: Page, key: string, title: string): Promise<void> {
  await page.clock.install({ time: TUESDAY });
  await page.goto(`/staff/content?doc=${key}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await pauseClock(page);
}

export function saveStatus(page: Page) {
  return page.getByRole("status").filter({ hasText: /Sav|saved/ });
}

export async function autosaved(page: Page): Promise<void> {
  await expect(saveStatus(page)).toHaveText("Changes not saved yet");
  await page.clock.runFor(AUTOSAVE_IDLE_MS);
  await expect(saveStatus(page)).toHaveText(/^Saved \d{1,2}:\d{2} [AP]M$/);
}

/** Puts a document's draft back to what the site shows, as it was before the test. */
export async function draftBackToPublished(api: APIRequestContext, key: string): Promise<void> {
  const document = (await (await api.get(`/api/staff/content/${key}`, { headers })).json()) as {
    revision: number;
    published: unknown;
  };
  const reset = await api.put(`/api/staff/content/${key}/draft`, {
    data: { revision: document.revision, draft: document.published },
    headers,
  });
  expect(reset.status()).toBe(200);
}
