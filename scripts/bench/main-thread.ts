/**
 * `npm run bench:main-thread`: how long each public page holds a phone's main thread while it loads.
 * Chromium, slowed to a quarter of this machine's CPU (Lighthouse's phone), opens each route
 * `BENCH_RUNS` times (5 unless set) from the built server, each time in a fresh context. A trace of
 * the page's main thread gives, from the first contentful paint to 6 s after the load event:
 * the blocking time (the part of each task over 50 ms, as Total Blocking Time counts it), the longest
 * task and the busy time. Prints the median of each per route, with the blocking time's range.
 * `npm run audit` reports Lighthouse's simulation of a phone from an unthrottled trace, which swings
 * widely from run to run on a shared machine; these are measured. `BENCH_ROUTES=/,/events` limits the run.
 */
import { chromium } from "@playwright/test";
import { eventPaths, staticPaths } from "#content/routes.ts";
import { chromiumLaunchOptions } from "#tests/e2e/support/browser.ts";
import { startBuiltServer } from "#scripts/built-server.ts";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 6000;
const BLOCKING_OVER_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

interface Load {
  blockingMs: number;
  longestMs: number;
  busyMs: number;
}

/** The blocking, longest and busy time of the main thread that painted, after its first contentful paint. */
function measure(events: TraceEvent[]): Load {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("the trace has no first contentful paint");
  const tasks = events.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts + (event.dur ?? 0) > paint.ts,
  );
  let blockingMs = 0;
  let longestMs = 0;
  let busyMs = 0;
  for (const task of tasks) {
    const ms = (task.ts + (task.dur ?? 0) - Math.max(task.ts, paint.ts)) / 1000;
    blockingMs += Math.max(0, ms - BLOCKING_OVER_MS);
    longestMs = Math.max(longestMs, ms);
    busyMs += ms;
  }
  return { blockingMs, longestMs, busyMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number) => Math.round(value);

const routes = process.env.BENCH_ROUTES?.split(",").filter(Boolean) ?? [
  ...staticPaths,
  ...eventPaths({ includeHidden: false }),
];
const { origin, stop } = await startBuiltServer("main-thread");
const browser = await chromium.launch(chromiumLaunchOptions);
console.log(
  `Main thread while a page loads, ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS} loads (ms after first contentful paint):`,
);
console.log("| route | blocking | blocking range | longest task | busy |\n|---|---|---|---|---|");
try {
  for (const route of routes) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
      });
      await page.goto(`${origin}${route}`, { waitUntil: "load" });
      await page.waitForTimeout(SETTLE_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      loads.push(measure(trace.traceEvents));
      await context.close();
    }
    const blocking = loads.map((load) => load.blockingMs);
    console.log(
      `| ${route} | ${round(median(blocking))} | ${round(Math.min(...blocking))}–${round(Math.max(...blocking))} | ${round(median(loads.map((load) => load.longestMs)))} | ${round(median(loads.map((load) => load.busyMs)))} |`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
