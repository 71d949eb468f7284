/**
 * `npm run audit`: Lighthouse (mobile emulation, simulated throttling) on every route of the
 * built site, served by the real server in its own process (scripts/built-server.ts). Prints one
 * row per route and writes the full results to reports/.
 * `AUDIT_ROUTES=/,/events` limits the run to some routes. Each route is audited `AUDIT_RUNS` times
 * (5 unless set, as Lighthouse's own guide on variability advises) and the run with the median
 * Performance score is reported, with the range seen: one Lighthouse run on a shared machine swings
 * by several points. The runs go round the routes in turns, so a spell of load on the machine costs
 * one run of several routes rather than most runs of one; the load average at the start and the end
 * is printed with the table, since a busy machine lowers every score.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg, availableParallelism } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { eventPaths, staticPaths } from "#content/routes.ts";
import { chromiumLaunchOptions } from "#tests/e2e/support/browser.ts";
import { startBuiltServer } from "./built-server.ts";
import { gzipSize } from "./bundle/first-load.ts";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const NOT_FOUND_PATH = "/no-such-page";
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 5));

interface Row {
  route: string;
  performance: number;
  performanceRange: [number, number];
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsKb: number;
  cssKb: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement?: string;
  runtimeError?: string;
  failing: string[];
}

type LighthouseResult = Awaited<ReturnType<typeof auditRoute>>;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Starts Chromium with a DevTools port of its own choosing and reads the port from its banner. */
async function launchChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const chrome = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      "--no-first-run",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    chrome.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chrome.once("exit", (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)));
  });
  return { port, process: chrome };
}

/**
 * Bytes of same-origin files of one type, measured as the build's budgets measure them (gzip -9 of
 * the built file); other origins' files count what they transferred.
 */
function gzipKb(items: NetworkItem[], type: string, origin: string): number {
  let bytes = 0;
  for (const item of items) {
    if (item.resourceType !== type) continue;
    const url = new URL(item.url);
    const built = join(BUILD_DIR, "client", decodeURIComponent(url.pathname));
    bytes += url.origin === origin && existsSync(built) ? gzipSize(built) : (item.transferSize ?? 0);
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

async function main(): Promise<void> {
  const wanted = process.env.AUDIT_ROUTES?.split(",").filter(Boolean);
  const routes = wanted ?? [...staticPaths, ...eventPaths({ includeHidden: false }), NOT_FOUND_PATH];
  const { origin, dir, stop } = await startBuiltServer("audit");
  let chrome: ChildProcess | undefined;
  const rows: Row[] = [];
  const reports: Record<string, unknown> = {};
  const results = new Map<string, LighthouseResult[]>(routes.map((route) => [route, []]));
  const loadAtStart = loadavg();
  try {
    const launched = await launchChromium(join(dir, "chromium"));
    chrome = launched.process;
    for (let round = 0; round < RUNS; round += 1)
      for (const route of routes) {
        if (route === NOT_FOUND_PATH && round > 0) continue;
        const attempts = route === NOT_FOUND_PATH ? 1 : 2;
        results.get(route)?.push(await auditRoute(`${origin}${route}`, launched.port, attempts));
      }
  } finally {
    chrome?.kill();
    await stop();
  }
  const loadAtEnd = loadavg();

  for (const route of routes) {
    const ranked = (results.get(route) ?? [])
      .map((result) => ({ lhr: result, performance: score(result.categories.performance?.score) }))
      .sort((a, b) => a.performance - b.performance);
    const median = ranked[Math.floor(ranked.length / 2)];
    if (!median) throw new Error(`no Lighthouse result for ${route}`);
    const { lhr } = median;
    const scores = ranked.map((run) => run.performance);
    const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const failing = CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${id}/${audit?.id}: ${audit?.displayValue ?? audit?.title}`),
    );
    const lcpElement = (
      lhr.audits["largest-contentful-paint-element"]?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    const row: Row = {
      route,
      performance: score(lhr.categories.performance?.score),
      performanceRange: [scores[0] ?? median.performance, scores.at(-1) ?? median.performance],
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories["best-practices"]?.score),
      seo: score(lhr.categories.seo?.score),
      jsKb: gzipKb(items, "Script", origin),
      cssKb: gzipKb(items, "Stylesheet", origin),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      lcpElement,
      failing,
    };
    if (lhr.runtimeError) {
      row.runtimeError = lhr.runtimeError.message;
      row.failing.unshift(`not scored: ${lhr.runtimeError.message}`);
    }
    rows.push(row);
    reports[route] = {
      categories: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score])),
      audits: lhr.audits,
    };
    console.log(
      `${route}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo} (Performance over ${ranked.length} runs: ${scores.join(", ")})`,
    );
  }

  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(", ");
  console.log(
    `\nLoad average (1, 5, 15 min) on ${availableParallelism()} cores: ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end.`,
  );
  console.log(
    `Median of ${RUNS} runs per route; the range is the lowest and highest Performance seen.\n| route | Perf | Perf range | A11y | BP | SEO | JS KB gz | CSS KB gz | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  for (const row of rows) {
    // Lighthouse refuses to score a page answered with an error status (the 404 page): say so rather than print zeros.
    const cells = row.runtimeError
      ? Array(10).fill("n/a")
      : [
          row.performance,
          row.performanceRange.join("–"),
          row.accessibility,
          row.bestPractices,
          row.seo,
          row.jsKb,
          row.cssKb,
          row.lcpMs,
          row.tbtMs,
          row.cls,
        ];
    console.log(`| ${row.route} | ${cells.join(" | ")} |`);
  }
  const issues = rows.filter((row) => row.failing.length > 0);
  if (issues.length > 0) console.log("\nAudits below 90:");
  for (const row of issues) console.log(`  ${row.route}\n    ${row.failing.join("\n    ")}`);

  mkdirSync("reports", { recursive: true });
  const file = join("reports", `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { load: { cores: availableParallelism(), atStart: loadAtStart, atEnd: loadAtEnd }, rows, reports },
      null,
      1,
    ),
  );
  console.log(`\nFull results: ${file}`);
}

await main();

/**
 * One Lighthouse run, again once when the trace itself failed to record (NO_NAVSTART and the like
 * happen now and then on a busy machine and say nothing about the page). The 404 page is expected
 * to be refused, so it gets one attempt.
 */
async function auditRoute(url: string, port: number, attempts: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt >= attempts) return result.lhr;
  }
}
