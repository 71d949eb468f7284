import type { Page } from "@playwright/test";

/** The two frames in which scroll events and intersection observers report. */
function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Jumps to `top`, then waits for the page to see it. */
export async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await twoFrames(page);
}

/** Scrolls to the bottom step by step so lazy sections and images come in. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await twoFrames(page);
  }
}
