import { Script } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { deferHydration, inlineStylesheets, skipFirstScrollRestore } from "./page-html.ts";

/** The shape of a page as React Router prerenders it (trimmed). */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style data-precedence="default" data-href="/assets/app-1.css"></style><title>Home</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/></head><body><main id="main"><h1>Home</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

function bootScript(html: string): string {
  const scripts = [...html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return scripts[0]?.[1] ?? "";
}

describe("deferHydration", () => {
  const html = deferHydration(page);
  const boot = bootScript(html);

  it("takes the module preloads out of the head", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<title>Home</title>");
  });

  it("keeps React Router's boot script element, now importing nothing before it runs", () => {
    expect(boot).not.toMatch(/^\s*import\s/m);
    expect(boot).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js","/assets/home-1.js"]',
    );
  });

  it("keeps the boot steps in their order, each import awaited", () => {
    const steps = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-1.js");',
      'const route1 = await import("/assets/home-1.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-1.js");',
    ];
    const positions = steps.map((step) => boot.indexOf(step));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("starts after the priority image has painted, or on the visitor's first input", () => {
    expect(boot).toContain('img[fetchpriority="high"]');
    expect(boot).toContain(".decode()");
    expect(boot).toContain('entry.name === "first-contentful-paint"');
    expect(boot).toContain('observed("element", (entry) => entry.element === image)');
    expect(boot).toContain("frames(2)");
    expect(boot).not.toMatch(/requestAnimationFrame|setTimeout/);
    for (const input of ["pointerdown", "keydown", "touchstart", "scroll"]) expect(boot).toContain(`"${input}"`);
  });

  it("asks for one module preload per task, then imports the modules in order", async () => {
    const steps: string[] = [];
    const context = {
      MessageChannel,
      PerformanceObserver: undefined,
      window: {},
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      document: {
        visibilityState: "hidden",
        querySelectorAll: () => [],
        createElement: () => ({}),
        head: { append: (link: { href: string }) => steps.push(`preload ${link.href}`) },
      },
      fakeImport: (href: string) => {
        steps.push(`import ${href}`);
        return Promise.resolve({});
      },
    };
    // A hidden page starts at once; import() is swapped for a recorder, as a script outside a page cannot import.
    new Script(boot.replaceAll("import(", "fakeImport(")).runInNewContext(context);
    expect(steps).toEqual(["preload /assets/manifest-1.js"]);
    await vi.waitFor(
      () =>
        expect(steps).toEqual([
          "preload /assets/manifest-1.js",
          "preload /assets/entry.client-1.js",
          "preload /assets/root-1.js",
          "preload /assets/home-1.js",
          "import /assets/manifest-1.js",
          "import /assets/root-1.js",
          "import /assets/home-1.js",
          "import /assets/entry.client-1.js",
        ]),
      { interval: 1 },
    );
  });

  it("is valid JavaScript", () => {
    // Compiled, not run: it has no import or export statements left, so a script compiles it as a module would.
    expect(() => new Script(boot)).not.toThrow();
  });

  it("refuses a page whose boot script imports in another way", () => {
    const changed = page.replace(
      'import * as route1 from "/assets/home-1.js";',
      'import { x } from "/assets/home-1.js";',
    );
    expect(() => deferHydration(changed)).toThrow(/unexpected import/);
  });

  it("refuses a page without React Router's boot script", () => {
    expect(() => deferHydration("<html><head></head><body></body></html>")).toThrow(/boot script/);
  });
});

describe("inlineStylesheets", () => {
  it("writes the named stylesheet into its element", () => {
    const html = inlineStylesheets(page, (href) => (href === "/assets/app-1.css" ? "h1{color:red}" : ""));
    expect(html).toContain('<style data-precedence="default" data-href="/assets/app-1.css">h1{color:red}</style>');
  });

  it("refuses a stylesheet that would close its element", () => {
    expect(() => inlineStylesheets(page, () => "a{}</style><script>")).toThrow(/<\/style/);
  });

  it("refuses a page without a stylesheet to fill", () => {
    expect(() => inlineStylesheets("<html><head></head></html>", () => "")).toThrow(/no stylesheet/);
  });
});

describe("skipFirstScrollRestore", () => {
  /** React Router's `<ScrollRestoration />` script as it prerenders it. */
  const restoreScript = (restoreKey = "null") => `<script>((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", ${restoreKey})</script>`;
  const pageWithRestore = page.replace("<script>window.__reactRouterContext", `${restoreScript()}$&`);

  /** Runs the page's scroll restoring script against a history entry and stored positions. */
  function restore(html: string, state: { key: string } | null, stored: Record<string, number>) {
    const script = /<script>(\(\(storageKey2[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const reads: string[] = [];
    const scrolls: number[] = [];
    const history = {
      state,
      replaceState(next: { key: string }) {
        history.state = next;
      },
    };
    const window = { history, scrollTo: (_x: number, y: number) => scrolls.push(y) };
    const sessionStorage = {
      getItem: (key: string) => (reads.push(key), JSON.stringify(stored)),
      removeItem: () => undefined,
    };
    new Script(script).runInNewContext({ window, sessionStorage, console, Math, JSON });
    return { reads, scrolls, state: history.state };
  }

  it("gives a new history entry its key without reading sessionStorage", () => {
    const visit = restore(skipFirstScrollRestore(pageWithRestore), null, {});
    expect(visit.state?.key).toMatch(/^[0-9a-v]+$/);
    expect(visit.reads).toEqual([]);
    expect(visit.scrolls).toEqual([]);
    // React Router's own script reads it for nothing.
    expect(restore(pageWithRestore, null, {}).reads).toEqual(["react-router-scroll-positions"]);
  });

  it("restores an entry that has its key, as React Router's script does", () => {
    const visit = restore(skipFirstScrollRestore(pageWithRestore), { key: "abc" }, { abc: 1200 });
    expect(visit.scrolls).toEqual([1200]);
    expect(restore(pageWithRestore, { key: "abc" }, { abc: 1200 }).scrolls).toEqual([1200]);
  });

  it("leaves a page without the script as it is", () => {
    expect(skipFirstScrollRestore(page)).toBe(page);
  });

  it("refuses the script in another shape, or with a restore key that a new entry could find", () => {
    expect(() =>
      skipFirstScrollRestore(pageWithRestore.replace('replaceState({ key }, "")', "replaceState({ key })")),
    ).toThrow(/changed shape/);
    const keyed = page.replace("<script>window.__reactRouterContext", `${restoreScript('"/events"')}$&`);
    expect(() => skipFirstScrollRestore(keyed)).toThrow(/changed shape/);
  });
});
