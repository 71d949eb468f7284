import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_GRAPH_FILE, siteChunking, type ChunkGraph } from "./chunking.ts";
import {
  budgetFor,
  checkPage,
  chunkFor,
  firstLoadChunks,
  gzipSize,
  retryProblems,
  type PageLoad,
} from "./first-load.ts";
import { routeFilesFor } from "./pages.ts";
import { PAGE_BUDGET } from "./rules.ts";

const graph: ChunkGraph = {
  "assets/entry.js": {
    facade: "entry.client.tsx",
    imports: ["assets/framework.js"],
    dynamicImports: [],
    modules: [],
    loadsOnDemand: [],
  },
  "assets/framework.js": {
    imports: [],
    dynamicImports: [],
    modules: ["node_modules/react-dom/index.js"],
    loadsOnDemand: [],
  },
  "assets/home.js": {
    facade: "app/routes/home.tsx",
    imports: ["assets/framework.js", "assets/site.js"],
    dynamicImports: ["assets/form-rules.js", "assets/chat-panel.js"],
    modules: ["app/routes/home.tsx"],
    loadsOnDemand: ["app/features/contact/rules.ts", "app/features/chat/chat-panel.tsx"],
  },
  "assets/site.js": {
    imports: ["assets/framework.js"],
    dynamicImports: [],
    modules: ["content/resort.ts"],
    loadsOnDemand: [],
  },
  "assets/form-rules.js": {
    facade: "app/features/contact/rules.ts",
    imports: [],
    dynamicImports: [],
    modules: ["node_modules/zod/v4/core/core.js", "app/features/contact/rules.ts"],
    loadsOnDemand: [],
  },
  "assets/chat-panel.js": {
    facade: "app/features/chat/chat-panel.tsx",
    imports: [],
    dynamicImports: [],
    modules: ["app/features/chat/chat-panel.tsx"],
    loadsOnDemand: [],
  },
};

function load(path: string, files: string[], kbEach = 1): PageLoad {
  return {
    path,
    files: files.map((file) => ({ file, gzipBytes: kbEach * 1024 })),
    modules: files.flatMap((file) => graph[file]?.modules ?? []),
  };
}

describe("first-load check", () => {
  it("follows static imports only: code behind import() is not part of the first load", () => {
    const files = firstLoadChunks(graph, ["assets/entry.js", chunkFor(graph, "app/routes/home.tsx")]);
    expect(files.sort()).toEqual(["assets/entry.js", "assets/framework.js", "assets/home.js", "assets/site.js"]);
  });

  it("passes a page within its budget that loads nothing meant for later", () => {
    const report = checkPage(load("/", ["assets/home.js", "assets/site.js"]), { kb: 2 });
    expect(report.problems).toEqual([]);
    expect(report.kb).toBe(2);
  });

  it("fails a page over its budget", () => {
    const report = checkPage(load("/", ["assets/home.js", "assets/site.js"], 1.01), { kb: 2 });
    expect(report.problems).toEqual(["2 KB of script at first load, over its budget of 2 KB"]);
  });

  it("fails a page that loads zod or the chat panel at once, naming the module", () => {
    const report = checkPage(load("/", ["assets/form-rules.js", "assets/chat-panel.js"]), { kb: 150 });
    expect(report.problems).toEqual([
      expect.stringMatching(/^loads zod at once \(node_modules\/zod\/v4\/core\/core\.js\)/),
      expect.stringMatching(/^loads app\/features\/chat\/chat-panel\.tsx at once/),
    ]);
  });

  it("passes modules loaded with import() that are their chunk's own, or that the importer already loads", () => {
    const withStatic: ChunkGraph = {
      ...graph,
      "assets/site.js": { ...graph["assets/site.js"]!, loadsOnDemand: ["node_modules/react-dom/index.js"] },
    };
    expect(retryProblems(withStatic)).toEqual([]);
  });

  it("fails a module loaded with import() that sits in a chunk among others: a retry would get that chunk", () => {
    const shared: ChunkGraph = {
      ...graph,
      "assets/chat-panel.js": { ...graph["assets/chat-panel.js"]!, facade: undefined },
    };
    expect(retryProblems(shared)).toEqual([
      expect.stringMatching(
        /^app\/features\/chat\/chat-panel\.tsx is loaded with import\(\) \(from assets\/home\.js\) but sits in assets\/chat-panel\.js among other modules/,
      ),
    ]);
  });

  it("knows the site's pages: the home page has the tighter budget, others the public page's", () => {
    expect(routeFilesFor("/")).toEqual(["app/root.tsx", "app/routes/_site.tsx", "app/routes/home.tsx"]);
    expect(budgetFor(routeFilesFor("/")).kb).toBe(130);
    expect(routeFilesFor("/privacy-policy").at(-1)).toBe("app/routes/policy.tsx");
    expect(budgetFor(routeFilesFor("/privacy-policy"))).toBe(PAGE_BUDGET);
    expect(PAGE_BUDGET.kb).toBe(150);
  });
});

/** A real build of two small pages with the site's chunking, read back the way the build's check reads it. */
describe("first-load check on a built fixture", () => {
  let dir: string;
  let built: ChunkGraph;
  const fixture = (name: string) => `scripts/bundle/fixtures/${name}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "first-load-"));
    const chunking = siteChunking([fixture("plain-page.ts")]);
    await build({
      configFile: false,
      logLevel: "silent",
      plugins: [chunking.plugin],
      build: {
        outDir: join(dir, "client"),
        emptyOutDir: true,
        rolldownOptions: {
          input: { plain: fixture("plain-page.ts"), eager: fixture("eager-page.ts") },
          output: { codeSplitting: { groups: chunking.groups } },
        },
      },
    });
    built = JSON.parse(readFileSync(join(dir, CHUNK_GRAPH_FILE), "utf8")) as ChunkGraph;
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function pageOf(entry: string): PageLoad {
    const files = firstLoadChunks(built, [chunkFor(built, fixture(entry))]);
    return {
      path: entry,
      files: files.map((file) => ({ file, gzipBytes: gzipSize(join(dir, "client", file)) })),
      modules: files.flatMap((file) => built[file]?.modules ?? []),
    };
  }

  it("passes the page that loads its rules on demand", () => {
    const page = pageOf("plain-page.ts");
    expect(checkPage(page, PAGE_BUDGET).problems).toEqual([]);
    expect(page.modules).toContain(fixture("shared.ts"));
  });

  it("fails the page that imports zod with the page", () => {
    expect(checkPage(pageOf("eager-page.ts"), PAGE_BUDGET).problems).toEqual([
      expect.stringMatching(/^loads zod at once \(node_modules\/zod\//),
    ]);
  });

  it("records what a chunk loads with import(), and flags rules shared with a page that imports them at once", () => {
    expect(built[chunkFor(built, fixture("plain-page.ts"))]?.loadsOnDemand).toEqual([fixture("rules.ts")]);
    expect(retryProblems(built)).toEqual([
      expect.stringMatching(
        /^scripts\/bundle\/fixtures\/rules\.ts is loaded with import\(\) \(from [\w/.-]+\) but sits in /,
      ),
    ]);
  });

  it("fails a page over its budget", () => {
    const page = pageOf("plain-page.ts");
    const bytes = page.files.reduce((sum, file) => sum + file.gzipBytes, 0);
    expect(checkPage(page, { kb: (bytes - 1) / 1024 }).problems).toEqual([expect.stringMatching(/over its budget/)]);
  });
});
