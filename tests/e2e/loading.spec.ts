import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** When the page painted (its first contentful paint, and its priority image if it has one) and when it asked for scripts. */
async function loadTimeline(page: Page) {
  return page.evaluate(async () => {
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const hero = paints.find(
      (entry) => (entry as PerformanceEntry & { element?: Element }).element?.getAttribute("fetchpriority") === "high",
    );
    const resources = performance.getEntriesByType("resource");
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      heroPaint: hero?.startTime ?? null,
      scripts: resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
      stylesheets: resources.filter((entry) => entry.name.endsWith(".css")).length,
    };
  });
}

test("a page asks for its scripts only once it has painted, its hero image included", async ({ page }) => {
  for (const path of ["/", "/events/christmas-lights", "/privacy-policy"]) {
    await page.goto(path);
    const timeline = await loadTimeline(page);
    expect(timeline.scripts.length, path).toBeGreaterThan(0);
    const firstScript = Math.min(...timeline.scripts);
    expect(firstScript, path).toBeGreaterThan(timeline.firstPaint);
    if (path === "/events/christmas-lights") expect(timeline.heroPaint, path).not.toBeNull();
    if (timeline.heroPaint !== null) expect(firstScript, path).toBeGreaterThan(timeline.heroPaint);
    expect(timeline.stylesheets, `${path} carries its stylesheet`).toBe(0);
  }
});

test("the visitor's first key press starts the page without waiting for its hero image", async ({ page }) => {
  // The hero never arrives, so only the visitor can start the page.
  await page.route("**/images/events/christmas-lights-*", () => undefined);
  await page.goto("/events/christmas-lights", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  // Three frames after the first paint a page that did not wait for its hero would have asked for its scripts.
  const scriptsBeforeInput = await page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    return performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).length;
  });
  expect(scriptsBeforeInput).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.keyboard.press("Shift");
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
});

test("the page allows its scripts by their hashes, never by unsafe-inline or unsafe-eval", async ({ request }) => {
  for (const path of ["/", "/events/christmas-lights"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc, path).toMatch(/'sha256-[\w+/=]+'/);
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
  }
});
