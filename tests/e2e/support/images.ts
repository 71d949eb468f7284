import type { Page, Route } from "@playwright/test";

/** A 1x1 PNG. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export function fulfillWithPixel(route: Route): Promise<void> {
  return route.fulfill({ status: 200, contentType: "image/png", body: PIXEL });
}

/**
 * Tests that don't look at the photos answer each one with a pixel, so they don't depend on the
 * image build: every picture under /images/, or only those `matching`.
 */
export async function stubImages(
  page: Page,
  matching: string | RegExp | ((url: URL) => boolean) = "**/images/**",
): Promise<void> {
  await page.route(matching, fulfillWithPixel);
}

/** The build's own photos, not those staff upload (served from the database under /images/uploads/). */
export function builtImages(url: URL): boolean {
  return url.pathname.startsWith("/images/") && !url.pathname.startsWith("/images/uploads/");
}
