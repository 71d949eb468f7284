import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Sonner's live region, where every toast appears. */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** The newest toast with exactly this title and description. */
export function toast(page: Page, title: string, description: string) {
  return toasts(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) })
    .last();
}

export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(toast(page, title, description)).toBeVisible();
}

/**
 * Chromium logs every non-2xx fetch as a console error. A test that provokes such an answer on
 * purpose removes exactly those lines, so any other console error still fails it.
 */
export function forgiveHttpErrors(consoleErrors: string[], statuses: number[]): void {
  const expected = statuses.map((status) => `Failed to load resource: the server responded with a status of ${status}`);
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    if (expected.some((prefix) => consoleErrors[i]?.startsWith(prefix))) consoleErrors.splice(i, 1);
  }
}

/** Holds requests to `path` until released, so a test can look at the submitting state. */
export async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Answers requests to `path` with a canned failure instead of reaching the server. */
export async function failRequests(page: Page, path: string, status: number, body: string | object): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status,
      contentType: typeof body === "string" ? "text/plain" : "application/json",
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Form tests don't look at photos: every image answers one pixel, so they don't depend on the image build. */
export async function stubImages(page: Page): Promise<void> {
  await page.route("**/images/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
}

/** axe on one part of the page (a form, a dialog), so other sections' findings are reported by their own tests. */
export async function expectNoAxeViolationsIn(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
