import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { PageLoadContext, RenderedFile } from "./renderer.ts";
import { LivePages } from "./live-pages.ts";

/** Documents that change as a publish changes them, telling their listeners which keys changed. */
function documents(initial: Record<string, string>) {
  let published = new Map(Object.entries(initial));
  let versions = new Map(Object.keys(initial).map((key) => [key, 1]));
  const listeners: ((changed: ReadonlySet<string>) => void)[] = [];
  return {
    allPublished: () => published,
    publishedVersions: () => versions,
    onChange: (listener: (changed: ReadonlySet<string>) => void) => listeners.push(listener),
    publish(changes: Record<string, string>) {
      published = new Map([...published, ...Object.entries(changes)]);
      versions = new Map([
        ...versions,
        ...Object.keys(changes).map((key) => [key, (versions.get(key) ?? 0) + 1] as const),
      ]);
      for (const listener of listeners) listener(new Set(Object.keys(changes)));
    },
    /** As if the document were gone from the database. */
    drop(key: string) {
      published = new Map([...published].filter(([other]) => other !== key));
      for (const listener of listeners) listener(new Set([key]));
    },
  };
}

/** Pages that show the documents they read, one file each; "event:*" lists every event. */
const pageReads: Record<string, string[]> = {
  "/christmas-lights": ["christmas-lights", "event:christmas-lights"],
  "/venue": ["venue"],
  "/gallery": [],
  "/events": ["event:*"],
};

/** What a page reads: an event's page reads its event. */
const readsOf = (path: string): string[] =>
  pageReads[path] ?? (path.startsWith("/events/") ? [`event:${path.slice("/events/".length)}`] : []);

/** The build's renderer: the pages above, and the page of the one event the build knew. */
function renderer() {
  return {
    paths: ["/", ...Object.keys(pageReads), "/events/christmas-lights"],
    readsContent: (path: string) => path in pageReads || path.startsWith("/events/"),
    render: vi.fn(async (path: string, context: PageLoadContext): Promise<RenderedFile[]> => {
      await Promise.resolve();
      const shown = readsOf(path)
        .flatMap((key) => (key.endsWith(":*") ? context.publishedKeys(key.slice(0, -2)) : [key]))
        .map((key) => context.publishedDocument(key))
        .join(" ");
      return [{ urlPath: `${path}/index.html`, body: Buffer.from(shown) }];
    }),
  };
}

const log = { info: vi.fn(), error: vi.fn() };

/** The record of failed renders, as the pages tell it. */
const failureRecord = () => ({
  failed: vi.fn((_page: string, _suspects: readonly unknown[], _error: unknown) => Promise.resolve()),
  rendered: vi.fn((_pages: readonly string[]) => Promise.resolve()),
});

function replacedFiles(site: { replace: ReturnType<typeof vi.fn> }): string[][][] {
  return site.replace.mock.calls.map(([files]) =>
    (files as RenderedFile[]).map((file) => [file.urlPath, String(file.body)]),
  );
}

describe("pages that read published content", () => {
  it("are rendered at start, all of them put in place at once", async () => {
    const content = documents({ "christmas-lights": "5 PM", "event:christmas-lights": "$8", venue: "3 spaces" });
    const site = { replace: vi.fn(), remove: vi.fn() };
    await new LivePages({ renderer: renderer(), site, content, failures: failureRecord(), log }).start();
    expect(replacedFiles(site)).toEqual([
      [
        ["/christmas-lights/index.html", "5 PM $8"],
        ["/venue/index.html", "3 spaces"],
        ["/gallery/index.html", ""],
        ["/events/index.html", "$8"],
        ["/events/christmas-lights/index.html", "$8"],
      ],
    ]);
  });

  it("render again only the pages that read a published document, and end on the latest publish", async () => {
    const content = documents({ "christmas-lights": "5 PM", "event:christmas-lights": "$8", venue: "3 spaces" });
    const site = { replace: vi.fn(), remove: vi.fn() };
    const pages = new LivePages({ renderer: renderer(), site, content, failures: failureRecord(), log });
    await pages.start();
    site.replace.mockClear();

    content.publish({ "event:christmas-lights": "$9" });
    content.publish({ "event:christmas-lights": "$10" });
    await pages.settled();
    expect(replacedFiles(site).at(-1)).toEqual([
      ["/christmas-lights/index.html", "5 PM $10"],
      ["/events/index.html", "$10"],
      ["/events/christmas-lights/index.html", "$10"],
    ]);
    expect(
      replacedFiles(site)
        .flat()
        .map(([urlPath]) => urlPath),
    ).not.toContain("/venue/index.html");

    // A page listing every event shows one added after it was rendered, and that event gets its page.
    site.replace.mockClear();
    content.publish({ "event:fall-fest-2026": "$12" });
    await pages.settled();
    expect(replacedFiles(site)).toEqual([
      [
        ["/events/index.html", "$10 $12"],
        ["/events/fall-fest-2026/index.html", "$12"],
      ],
    ]);
    site.replace.mockClear();
    content.publish({ "event:fall-fest-2026": "$14" });
    await pages.settled();
    expect(replacedFiles(site)).toEqual([
      [
        ["/events/index.html", "$10 $14"],
        ["/events/fall-fest-2026/index.html", "$14"],
      ],
    ]);

    site.replace.mockClear();
    content.publish({ resort: "a new phone number" });
    await pages.settled();
    expect(site.replace).not.toHaveBeenCalled();
  });

  it("drop an event's page when its document is gone, and list the event no more", async () => {
    const content = documents({ "event:christmas-lights": "$8", "event:fall-fest-2026": "$12" });
    const site = { replace: vi.fn(), remove: vi.fn() };
    const pages = new LivePages({ renderer: renderer(), site, content, failures: failureRecord(), log });
    await pages.start();
    expect(replacedFiles(site)[0]).toContainEqual(["/events/fall-fest-2026/index.html", "$12"]);
    site.replace.mockClear();
    content.drop("event:fall-fest-2026");
    await pages.settled();
    expect(replacedFiles(site)).toEqual([[["/events/index.html", "$8"]]]);
    expect(site.remove).toHaveBeenLastCalledWith(["/events/fall-fest-2026/index.html"]);
  });

  it("render the other files that show published content, as the pages are", async () => {
    const content = documents({ "event:christmas-lights": "$8" });
    const site = { replace: vi.fn(), remove: vi.fn() };
    const sitemap = {
      path: "/sitemap.xml",
      render: (context: PageLoadContext) => [
        { urlPath: "/sitemap.xml", body: Buffer.from(context.publishedKeys("event").join(" ")) },
      ],
    };
    const pages = new LivePages({
      renderer: renderer(),
      site,
      content,
      failures: failureRecord(),
      log,
      files: [sitemap],
    });
    await pages.start();
    expect(replacedFiles(site)[0]).toContainEqual(["/sitemap.xml", "event:christmas-lights"]);
    site.replace.mockClear();
    content.publish({ "event:fall-fest-2026": "$12" });
    await pages.settled();
    expect(replacedFiles(site)[0]).toContainEqual(["/sitemap.xml", "event:christmas-lights event:fall-fest-2026"]);
  });

  it("keep a page's last good render when its render fails, put the other pages in place, and record which version it missed", async () => {
    const content = documents({ venue: "3 spaces", "christmas-lights": "5 PM", "event:christmas-lights": "$8" });
    const site = { replace: vi.fn(), remove: vi.fn() };
    const failing = renderer();
    const failures = failureRecord();
    const pages = new LivePages({ renderer: failing, site, content, failures, log });
    await pages.start();
    expect(failures.rendered).toHaveBeenLastCalledWith(expect.arrayContaining(["/venue", "/christmas-lights"]));
    site.replace.mockClear();

    // The event is shown on three pages; the Christmas lights page alone cannot show its new price.
    const broken = new Error("Rendering /christmas-lights answered 500: the price is not a number");
    failing.render.mockImplementation(async (path, context) => {
      const rendered = await renderer().render(path, context);
      if (path === "/christmas-lights" && context.publishedDocument("event:christmas-lights") === "$nine") throw broken;
      return rendered;
    });
    content.publish({ "event:christmas-lights": "$nine" });
    await pages.settled();
    expect(replacedFiles(site)).toEqual([
      [
        ["/events/index.html", "$nine"],
        ["/events/christmas-lights/index.html", "$nine"],
      ],
    ]);
    expect(failures.failed).toHaveBeenCalledExactlyOnceWith(
      "/christmas-lights",
      [{ key: "event:christmas-lights", version: 2 }],
      broken,
    );
    expect(failures.rendered).toHaveBeenLastCalledWith(["/events", "/events/christmas-lights"]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/christmas-lights" }),
      "pages: a page could not be rendered; it keeps its last render",
    );

    // The next publish that renders it ends the failure.
    site.replace.mockClear();
    content.publish({ "event:christmas-lights": "$10" });
    await pages.settled();
    expect(replacedFiles(site)[0]).toContainEqual(["/christmas-lights/index.html", "5 PM $10"]);
    expect(failures.rendered).toHaveBeenLastCalledWith(["/christmas-lights", "/events", "/events/christmas-lights"]);
  });

  it("lay a failure at start on the documents the page reads, and keep serving when the record cannot be written", async () => {
    const content = documents({ venue: "3 spaces" });
    const site = { replace: vi.fn(), remove: vi.fn() };
    const failing = renderer();
    failing.render.mockImplementation((path, context) => {
      if (path !== "/venue") return Promise.resolve([{ urlPath: `${path}/index.html`, body: Buffer.from("") }]);
      context.publishedDocument("venue");
      return Promise.reject(new Error("the venue's loader threw"));
    });
    const failures = failureRecord();
    failures.failed.mockRejectedValue(new Error("the database is away"));
    await new LivePages({ renderer: failing, site, content, failures, log }).start();
    expect(failures.failed).toHaveBeenCalledWith("/venue", [{ key: "venue", version: 1 }], expect.any(Error));
    expect(replacedFiles(site)[0]?.map(([urlPath]) => urlPath)).not.toContain("/venue/index.html");
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/venue" }),
      "pages: recording a failed render failed",
    );
  });

  it("put the smallest brotli copies in place after a render, and stop when a newer render starts", async () => {
    const content = documents({ venue: "3 spaces" });
    const site = { replace: vi.fn(), remove: vi.fn() };
    const venueOnly = { ...renderer(), paths: ["/venue"] };
    const body = (spaces: unknown) => Buffer.from(`<p>The venue has ${String(spaces)}.</p>`.repeat(200));
    venueOnly.render.mockImplementation((path, context) =>
      Promise.resolve([
        { urlPath: `${path}/index.html`, body: body(context.publishedDocument("venue")), br: Buffer.from("quick") },
      ]),
    );
    const pages = new LivePages({ renderer: venueOnly, site, content, failures: failureRecord(), log });
    const copies = () => site.replace.mock.calls.map(([files]) => (files as RenderedFile[])[0]?.br ?? Buffer.alloc(0));
    await pages.start();
    await pages.settled();
    expect(copies().map(String)[0]).toBe("quick");
    expect(copies()).toHaveLength(2);
    expect(brotliDecompressSync(copies()[1] ?? Buffer.alloc(0)).equals(body("3 spaces"))).toBe(true);

    // Two publishes in a row: the first render's smallest copy would be stale, so it is never put in place.
    site.replace.mockClear();
    content.publish({ venue: "4 spaces" });
    content.publish({ venue: "5 spaces" });
    await pages.settled();
    expect(copies().slice(0, 2).map(String)).toEqual(["quick", "quick"]);
    expect(copies()).toHaveLength(3);
    expect(brotliDecompressSync(copies()[2] ?? Buffer.alloc(0)).equals(body("5 spaces"))).toBe(true);
  });
});
