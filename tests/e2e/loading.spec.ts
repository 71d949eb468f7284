import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { untilPageHydrated } from "./support/hydration.ts";

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

/** Counts the answers the page's workers send it, each counted before the page's own handler runs. */
async function recordWorkerAnswers(page: Page) {
  await page.addInitScript(() => {
    const answers = { count: 0 };
    Object.assign(window, { workerAnswers: answers });
    window.Worker = class extends Worker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener("message", () => (answers.count += 1));
      }
    };
  });
}
const workerAnswers = (page: Page) =>
  page.evaluate(() => (window as unknown as { workerAnswers: { count: number } }).workerAnswers.count);

const restaurantHours = (page: Page) => page.getByRole("table", { name: "Pique Nique opening hours" }).getByRole("row");

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
  // The assistant's button comes once the page has started, and not before.
  const assistant = page.getByRole("button", { name: "Open chat with our assistant" });
  await expect(assistant).toHaveCount(0);

  await page.keyboard.press("Shift");
  // As long as a whole page may take to start on two busy cores.
  await expect(assistant).toBeVisible({ timeout: 20_000 });
});

test("a page reloaded after the visitor scrolled opens where they were", async ({ page }) => {
  await page.goto("/");
  await untilPageHydrated(page);
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
});

test("a page's icon is a PNG, not an SVG document for the page to lay out while it loads", async ({ page }) => {
  const svgImages: string[] = [];
  page.on("response", (response) => {
    if (response.headers()["content-type"]?.startsWith("image/svg+xml")) svgImages.push(response.url());
  });
  const icon = page.waitForResponse((response) => /\/(icons\/|favicon)/.test(new URL(response.url()).pathname));
  await page.goto("/events");
  expect((await icon).headers()["content-type"]).toBe("image/png");
  expect(svgImages).toEqual([]);

  const links = await page
    .locator('head link[rel$="icon"]')
    .evaluateAll((elements) =>
      elements.map((element) => ({ href: element.getAttribute("href") ?? "", sizes: element.getAttribute("sizes") })),
    );
  expect(links.map((link) => link.sizes)).toEqual(["32x32", "180x180"]);
  for (const link of links) {
    const response = await page.request.get(link.href);
    expect(response.headers()["content-type"], link.href).toBe("image/png");
    const png = await response.body();
    // A PNG's header chunk holds its width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, link.href).toBe(link.sizes);
  }
});

test("the page allows its scripts by their hashes, never by unsafe-inline or unsafe-eval", async ({ request }) => {
  for (const path of ["/", "/events/christmas-lights"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc, path).toMatch(/'sha256-[\w+/=]+'/);
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
  }
});

test("a page builds no Intl object while it loads, hydrates and fetches its live data", async ({ page }) => {
  // The first Intl object costs tens of milliseconds of main thread (ICU's data): docs/decisions/034.
  await page.addInitScript(() => {
    const used: string[] = [];
    Object.assign(window, { intlUsed: used });
    const intl = Intl as unknown as Record<string, object>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== "function") continue;
      intl[name] = new Proxy(original, {
        construct: (target, args, newTarget) => (
          used.push(`Intl.${name}`),
          Reflect.construct(target as never, args, newTarget)
        ),
        apply: (target, self, args) => (used.push(`Intl.${name}`), Reflect.apply(target as never, self, args)),
      });
    }
    const localeMethods = [
      [Date.prototype, "toLocaleString", "Date"],
      [Date.prototype, "toLocaleDateString", "Date"],
      [Date.prototype, "toLocaleTimeString", "Date"],
      [Number.prototype, "toLocaleString", "Number"],
      [String.prototype, "localeCompare", "String"],
    ] as const;
    for (const [prototype, method, owner] of localeMethods) {
      const original = Object.getOwnPropertyDescriptor(prototype, method)?.value as (...args: unknown[]) => unknown;
      Object.defineProperty(prototype, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          used.push(`${owner}.${method}`);
          return original.apply(this, args);
        },
      });
    }
  });
  const intlUsed = () => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);

  await page.goto("/events/christmas-lights");
  // The ticket panel fetches its nights as it nears the screen, then writes their dates.
  await page.getByRole("heading", { name: "Choose a night" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("radio", { name: /day, [A-Z][a-z]+ \d+/ }).first()).toBeAttached();
  expect(await intlUsed()).toEqual([]);

  await recordWorkerAnswers(page);
  await page.goto("/pique-nique");
  await expect(page.getByRole("status").filter({ hasText: /^(Open now|Closed)/ })).toBeVisible();
  // The hours the staff set have come back from the server, and the page has taken them in.
  await expect.poll(() => workerAnswers(page)).toBe(1);
  expect(await intlUsed()).toEqual([]);

  for (const path of ["/", "/christmas-lights", "/events"]) {
    await page.goto(path);
    expect(await intlUsed(), path).toEqual([]);
  }
});

test.describe("the restaurant's live hours", () => {
  // A phone's screen: the footer's forms, which check what a visitor types with zod, stay far below.
  test.use({ viewport: { width: 412, height: 823 } });

  test("are fetched and checked in a worker: the page itself evaluates no zod", async ({ page }) => {
    await recordWorkerAnswers(page);
    await page.route("**/api/restaurant/hours", async (route) => {
      const answer = (await (await route.fetch()).json()) as { weekly: { day: string; hours: unknown }[] };
      const weekly = answer.weekly.map((day) =>
        day.day === "Monday" ? { ...day, hours: { open: 9, close: 17 } } : day,
      );
      await route.fulfill({ json: { ...answer, weekly } });
    });
    await page.goto("/pique-nique");
    await expect(restaurantHours(page).filter({ hasText: "Monday" })).toHaveText("Monday9 AM - 5 PM");
    expect(await workerAnswers(page)).toBe(1);
    expect(await page.evaluate(() => "__zod_globalConfig" in globalThis)).toBe(false);
    // The worker's zod never probes for eval, which the worker's policy forbids as the page's does.
    const jitless = await page
      .workers()[0]
      ?.evaluate(() => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless);
    expect(jitless).toBe(true);
  });

  test("an answer of the wrong shape leaves the regular week in place", async ({ page }) => {
    await recordWorkerAnswers(page);
    await page.route("**/api/restaurant/hours", (route) =>
      route.fulfill({ json: { weekly: "Monday 9 AM - 5 PM", exceptions: [] } }),
    );
    await page.goto("/pique-nique");
    await expect.poll(() => workerAnswers(page)).toBe(1);
    await expect(restaurantHours(page).filter({ hasText: "Monday" })).toHaveText("MondayClosed");
  });

  test("a worker whose script could not be fetched is started again when the visitor comes back", async ({ page }) => {
    await recordWorkerAnswers(page);
    await page.route("**/assets/schedule-worker-*.js", (route) => route.abort());
    const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/assets/schedule-worker-"));
    await page.goto("/pique-nique");
    await failed;
    await page.unroute("**/assets/schedule-worker-*.js");
    // Each time the tab is shown again the hours are asked for; once the failure has been seen, by a new worker.
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
        return workerAnswers(page);
      })
      .toBeGreaterThan(0);
  });
});
