import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element. Pages are prerendered, so the markup is there (and
 * looks ready) before its handlers are; a press on it before then does nothing.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
