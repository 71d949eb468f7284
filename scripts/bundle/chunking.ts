/**
 * How the browser build is cut into chunks, by folder rather than by a list of modules:
 * - `framework`: React, React DOM and React Router, which every page runs;
 * - `icons`: the lucide icons two or more routes use and the home page shows, `page-icons` those that
 *   two or more other routes use (an icon one route uses goes with it): the home page loads no icon
 *   it does not show. Each icon is imported from its own module, so the import graph says which
 *   page shows which (the lint forbids lucide-react's index, which imports them all);
 * - `site`: the shared code (SHARED_FOLDERS) the home page loads at start, except modules that reach
 *   code which must load on demand. Every page shares the home page's layout, so this is the code
 *   the site's pages have in common; what only other pages share goes into chunks of their own.
 * Everything else is the bundler's default: a route's own code and its feature modules go into the
 * route's chunk, code loaded by `import()` into chunks of its own. See docs/decisions/016.
 *
 * The plugin also writes the chunks as built (the modules and imports of each) next to the build,
 * for the first-load check (scripts/bundle/first-load.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { Plugin } from "vite";
import { FRAMEWORK_PACKAGES, SHARED_FOLDERS, onDemandRule, packageOf } from "./rules.ts";

export interface ChunkNode {
  /** The module the chunk was made for (a route module, the entry), root-relative; absent for shared chunks. */
  facade?: string;
  /** Chunks loaded before this one runs (static imports), by file name. */
  imports: string[];
  /** Chunks this one may load later (`import()`), by file name. */
  dynamicImports: string[];
  /** Every module with code in the chunk, root-relative, without query strings. */
  modules: string[];
  /** The modules this chunk's code loads with `import()`, root-relative. */
  loadsOnDemand: string[];
}

/** File name under the client build's root (`assets/home-abc123.js`) → chunk. */
export type ChunkGraph = Record<string, ChunkNode>;

/** Where the graph is written: inside the build directory, outside the files the server sends. */
export const CHUNK_GRAPH_FILE = "chunk-graph.json";

/** A module id as the bundler gives it, made root-relative and stripped of virtual-module markers and queries. */
export function moduleName(id: string, root: string): string {
  const path = id.replace(/^\0+/, "").replace(/\?.*$/, "");
  const rel = path.startsWith(`${root}${sep}`) ? relative(root, path) : path;
  return rel.split(sep).join("/");
}

/**
 * @param homeRoutes the route modules the home page renders, root first (root-relative paths)
 */
export function siteChunking(homeRoutes: readonly string[]) {
  let root = process.cwd();
  /** Static imports of each module of the current build, recorded as the bundler parses them. */
  const imports = new Map<string, readonly string[]>();
  /** Modules each module of the current build loads with `import()`. */
  const dynamicImports = new Map<string, readonly string[]>();
  const onDemand = new Map<string, boolean>();
  let homeModules: Set<string> | undefined;
  let everyPageModules: Set<string> | undefined;

  /** Whether a module, or anything it imports statically, must load on demand. */
  function reachesOnDemand(id: string, path = new Set<string>()): boolean {
    const known = onDemand.get(id);
    if (known !== undefined) return known;
    if (onDemandRule(moduleName(id, root))) return true;
    if (path.has(id)) return false;
    path.add(id);
    const result = (imports.get(id) ?? []).some((next) => reachesOnDemand(next, path));
    path.delete(id);
    onDemand.set(id, result);
    return result;
  }

  /** The modules these routes load at start: what they import statically, transitively. */
  function loadedBy(routes: readonly string[]): Set<string> {
    const found = new Set<string>();
    const pending = [...imports.keys()].filter((module) => routes.includes(moduleName(module, root)));
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (found.has(next)) continue;
      found.add(next);
      pending.push(...(imports.get(next) ?? []));
    }
    return found;
  }

  /** Whether a `*-schema.ts` module imports this one. */
  function neededBySchema(id: string): boolean {
    for (const [importer, imported] of imports)
      if (imported.includes(id) && moduleName(importer, root).endsWith("-schema.ts")) return true;
    return false;
  }

  function loadedByHome(id: string): boolean {
    homeModules ??= loadedBy(homeRoutes);
    return homeModules.has(id);
  }

  function isSite(id: string): boolean {
    everyPageModules ??= loadedBy(homeRoutes.slice(0, -1));
    if (reachesOnDemand(id)) return false;
    if (everyPageModules.has(id)) return !moduleName(id, root).startsWith("node_modules/");
    const name = moduleName(id, root);
    return SHARED_FOLDERS.some((folder) => name.startsWith(folder)) && loadedByHome(id);
  }

  const isIcon = (id: string) => packageOf(id) === "lucide-react";

  const plugin: Plugin = {
    name: "resort:site-chunking",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      imports.clear();
      dynamicImports.clear();
      onDemand.clear();
      homeModules = undefined;
      everyPageModules = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      dynamicImports.set(info.id, info.dynamicallyImportedIds);
    },
    // A module loaded with import() and also imported statically loads with the page after all:
    // the code meant to wait for the visitor would quietly join the first load.
    onLog(_level, log) {
      if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT") this.error(log.message);
    },
    generateBundle(options, bundle) {
      if (this.environment.name !== "client") return;
      const graph: ChunkGraph = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const withCode = Object.entries(output.modules).filter(([, module]) => module.renderedLength > 0);
        graph[output.fileName] = {
          facade: output.facadeModuleId ? moduleName(output.facadeModuleId, root) : undefined,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          modules: [...new Set(withCode.map(([id]) => moduleName(id, root)))],
          loadsOnDemand: [
            ...new Set(
              withCode.flatMap(([id]) => (dynamicImports.get(id) ?? []).map((next) => moduleName(next, root))),
            ),
          ],
        };
      }
      const file = join(dirname(options.dir ?? join(root, "build", "client")), CHUNK_GRAPH_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(graph, null, 1));
    },
  };

  return {
    plugin,
    groups: [
      { name: "framework", test: (id: string) => FRAMEWORK_PACKAGES.includes(packageOf(id) ?? ""), priority: 3 },
      {
        name: "icons",
        test: (id: string) => isIcon(id) && loadedByHome(id),
        priority: 2,
        minShareCount: 2,
        tags: ["$initial" as const],
      },
      {
        name: "page-icons",
        test: (id: string) => isIcon(id) && !loadedByHome(id),
        priority: 2,
        minShareCount: 2,
        tags: ["$initial" as const],
      },
      { name: "site", test: isSite, priority: 1 },
      // A domain module a form's rules need (a `*-schema.ts` module imports it) gets a chunk of
      // its own unless every page loads it. Hosted inside the live form's chunk, it would make a
      // failed fetch of that chunk (a visitor offline for a moment) break the rules for good:
      // browsers remember a failed module fetch for the page's life, and only the failed chunk
      // itself can be fetched again (app/lib/on-demand.ts).
      {
        name: (id: string) => {
          const name = moduleName(id, root);
          if (!name.startsWith("domain/") || name.endsWith("-schema.ts") || isSite(id)) return null;
          return neededBySchema(id) ? name.slice("domain/".length).replace(/\.ts$/, "").replace(/\//g, "-") : null;
        },
        debugName: "domain",
        priority: 0,
      },
    ],
  };
}
