import type { Page } from "@playwright/test";

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
