/**
 * What the console's content editor tests share: signing in, opening a document, autosave,
 * publishing and restoring, putting a draft or a published value back.
 */
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

/** The last change is waiting for typing to settle; then autosave saves it. */
export async function autosaved(page: Page): Promise<void> {
  await expect(saveStatus(page)).toHaveText("Changes not saved yet");
  await allSaved(page);
}

/**
 * Lets autosave's idle time pass and waits until the server holds every change. Leaving a field
 * saves at once, so after edits in several fields part or all of them may be saved already.
 */
export async function allSaved(page: Page): Promise<void> {
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

/** Publishes the open document's draft from its Publish button; answers the version it published. */
export async function publishDraft(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const outcome = page.getByRole("status").filter({ hasText: /^Published version/ });
  await expect(outcome).toHaveText(/^Published version \d+\. The site shows it now\.$/);
  return Number(/version (\d+)/.exec((await outcome.textContent()) ?? "")?.[1]);
}

/** Restores one of the open document's versions into its draft, from its Versions list. */
export async function restoreVersion(page: Page, version: number): Promise<void> {
  await page
    .getByRole("list", { name: "Published versions, newest first" })
    .getByRole("button", { name: `Restore version ${version} into draft` })
    .click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Version ${version} is now the draft. The site changes only when you publish it.` }),
  ).toBeVisible();
}

/**
 * Publishes `published`, a document's published value as a test found it, with the draft the same:
 * whatever the test got to, the pages the other tests read are as they were.
 */
export async function publishedBackTo(api: APIRequestContext, key: string, published: unknown): Promise<void> {
  const { revision } = (await (await api.get(`/api/staff/content/${key}`, { headers })).json()) as {
    revision: number;
  };
  const saved = await api.put(`/api/staff/content/${key}/draft`, { data: { revision, draft: published }, headers });
  expect(saved.status()).toBe(200);
  const next = ((await saved.json()) as { revision: number }).revision;
  const republished = await api.post(`/api/staff/content/${key}/publish`, { data: { revision: next }, headers });
  expect(republished.status()).toBe(200);
}
