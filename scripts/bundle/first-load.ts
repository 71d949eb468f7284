/**
 * The last step of `npm run build`: what each prerendered page loads before the visitor does anything
 * (React Router's route manifest, the entry, the page's route chunks and every chunk they import),
 * measured gzip -9. Prints one row per page and fails when a page is over its budget or loads code
 * that must wait until it is asked for (scripts/bundle/rules.ts). It also fails when a module loaded
 * with `import()` cannot be fetched again on its own (retryProblems).
 *
 * Pages come from content/routes.ts, their routes from app/routes.ts, the chunks and the modules in
 * them from the graph the bundler wrote (scripts/bundle/chunking.ts): nothing is read out of
 * minified code.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderPaths } from "#content/routes.ts";
import { CHUNK_GRAPH_FILE, type ChunkGraph } from "./chunking.ts";
import { routeFilesFor } from "./pages.ts";
import { PAGE_BUDGET, ROUTE_BUDGETS, onDemandRule, type PageBudget } from "./rules.ts";

export interface PageLoad {
  path: string;
  /** Script files (under the client root) with their gzip size in bytes. */
  files: { file: string; gzipBytes: number }[];
  /** Every module in those files, root-relative. */
  modules: string[];
}

export interface PageReport {
  path: string;
  scripts: number;
  kb: number;
  budget: PageBudget;
  problems: string[];
}

/** The chunk files a page runs at start: the given chunks and every chunk they import. */
export function firstLoadChunks(graph: ChunkGraph, start: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = graph[file];
    if (!chunk) throw new Error(`${file} is not in the chunk graph`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}

/** The chunk made for a module (a route module or the entry). */
export function chunkFor(graph: ChunkGraph, facade: string | RegExp): string {
  const found = Object.entries(graph).filter(([, chunk]) =>
    typeof facade === "string" ? chunk.facade === facade : chunk.facade !== undefined && facade.test(chunk.facade),
  );
  if (found.length !== 1 || !found[0]) throw new Error(`expected one chunk for ${facade}, found ${found.length}`);
  return found[0][0];
}

/**
 * Modules loaded with `import()` that a Try Again could not fetch again correctly. After a failed
 * fetch, app/lib/on-demand.ts imports the failed chunk's own URL: that gives the module asked for
 * only when the chunk was made for it (its facade). A module the bundler put in a chunk among others
 * would come back as that chunk's exports, unless the importing chunk already loads its host.
 */
export function retryProblems(graph: ChunkGraph): string[] {
  const hostOf = new Map(
    Object.entries(graph).flatMap(([file, chunk]) => chunk.modules.map((module) => [module, file])),
  );
  const problems: string[] = [];
  for (const [file, chunk] of Object.entries(graph)) {
    if (chunk.loadsOnDemand.length === 0) continue;
    const loaded = new Set(firstLoadChunks(graph, [file]));
    for (const module of chunk.loadsOnDemand) {
      const host = hostOf.get(module);
      if (!host || graph[host]?.facade === module || loaded.has(host)) continue;
      problems.push(
        `${module} is loaded with import() (from ${file}) but sits in ${host} among other modules: a retry after a failed fetch would get that chunk's exports. Load a module of its own that imports it.`,
      );
    }
  }
  return problems;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function checkPage(page: PageLoad, budget: PageBudget): PageReport {
  const bytes = page.files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const problems: string[] = [];
  if (bytes > budget.kb * 1024) {
    problems.push(`${kb(bytes)} KB of script at first load, over its budget of ${budget.kb} KB`);
  }
  const named = new Set<string>();
  for (const module of page.modules) {
    const rule = onDemandRule(module);
    if (!rule || named.has(rule.module)) continue;
    named.add(rule.module);
    problems.push(`loads ${rule.module} at once (${module}); it must load ${rule.loads}`);
  }
  return { path: page.path, scripts: page.files.length, kb: kb(bytes), budget, problems };
}

/** The budget of the page a route chain renders: its innermost route's own, or the public page's. */
export function budgetFor(routeFiles: readonly string[]): PageBudget {
  return ROUTE_BUDGETS[routeFiles.at(-1) ?? ""] ?? PAGE_BUDGET;
}

export function formatReport(reports: readonly PageReport[]): string {
  const lines = ["| page | scripts | KB gzip | budget |", "|---|---|---|---|"];
  for (const { path, scripts, kb, budget, problems } of reports) {
    const mark = problems.length > 0 ? " ✗" : "";
    lines.push(`| ${path} | ${scripts} | ${kb}${mark} | ${budget.kb} |`);
  }
  for (const report of reports) {
    for (const problem of report.problems) lines.push(`${report.path}: ${problem}`);
  }
  return lines.join("\n");
}

/** A built file's gzip -9 size: the copy build-finish wrote at that level, else compressed here (small files). */
export function gzipSize(file: string): number {
  const stored = `${file}.gz`;
  return existsSync(stored) ? statSync(stored).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The chunk graph the bundler wrote for the build in `buildDir`. */
function readChunkGraph(buildDir: string): ChunkGraph {
  const graphFile = join(buildDir, CHUNK_GRAPH_FILE);
  if (!existsSync(graphFile)) throw new Error(`${graphFile} is missing: the chunking plugin did not run`);
  return JSON.parse(readFileSync(graphFile, "utf8")) as ChunkGraph;
}

/** The page load of each prerendered page of the build in `buildDir`, whose chunk graph is `graph`. */
function pageLoads(buildDir: string, graph: ChunkGraph): { load: PageLoad; routes: string[] }[] {
  const clientDir = join(buildDir, "client");

  // React Router's route manifest is no bundler chunk; every page imports it first.
  const manifests = readdirSync(join(clientDir, "assets")).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (manifests.length !== 1)
    throw new Error(`expected one route manifest in ${clientDir}/assets: ${manifests.join(", ") || "none"}`);
  const manifest = `assets/${manifests[0]}`;
  const entry = chunkFor(graph, /(^|\/)entry\.client\.[jt]sx?$/);

  return prerenderPaths().map((path) => {
    const routes = routeFilesFor(path);
    const chunks = firstLoadChunks(graph, [entry, ...routes.map((file) => chunkFor(graph, file))]);
    const files = [manifest, ...chunks].map((file) => ({ file, gzipBytes: gzipSize(join(clientDir, file)) }));
    return { load: { path, files, modules: chunks.flatMap((file) => graph[file]?.modules ?? []) }, routes };
  });
}

function main(): void {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const graph = readChunkGraph(buildDir);
  const reports = pageLoads(buildDir, graph).map(({ load, routes }) => checkPage(load, budgetFor(routes)));
  console.log(`First-load script per page (gzip -9, KB):\n${formatReport(reports)}`);
  const failed = reports.filter((report) => report.problems.length > 0);
  const retries = retryProblems(graph);
  for (const problem of retries) console.error(problem);
  if (failed.length > 0 || retries.length > 0) {
    if (failed.length > 0)
      console.error(`\n${failed.length} page(s) over budget or loading on-demand code at once: see above.`);
    process.exit(1);
  }
}

if (import.meta.main) main();
