import { eventIdOf, eventPath } from "#content/routes.ts";
import { keysOfKind } from "#domain/content/documents.ts";
import type { ContentStore } from "#server/content/store.ts";
import type { StaticSite } from "#server/http/static.ts";
import type { Logger } from "#server/logger.ts";
import { smallestBrotli } from "./finish.ts";
import type { RenderFailures, RenderSuspect } from "./render-failures.ts";
import type { PageLoadContext, PageRenderer, RenderedFile } from "./renderer.ts";

/** A file other than a page that shows published content (the sitemap), rendered as the pages are. */
export interface LiveFile {
  path: string;
  render(context: PageLoadContext): RenderedFile[];
}

/** What renders the pages: the build's renderer, or a test's stand-in. */
export type PageRendering = Pick<PageRenderer, "paths" | "readsContent" | "render">;

interface LivePagesDeps {
  renderer: PageRendering;
  site: Pick<StaticSite, "replace" | "remove">;
  content: Pick<ContentStore, "allPublished" | "publishedVersions" | "onChange">;
  failures: Pick<RenderFailures, "failed" | "rendered">;
  log: Pick<Logger, "info" | "error">;
  files?: readonly LiveFile[];
}

/**
 * Keeps the pages that read published content current (docs/decisions/047). Each is rendered before
 * the server takes requests, then again whenever a document it read is published, here or on another
 * instance; the new files replace the old all at once. Every published event has its page, those
 * published after the build too. Renders run one after another, so pages always end on the latest
 * publish; a visitor never waits on one. A page whose render fails keeps its last good render (or
 * the build's), whole, while the others take the publish; the failure is recorded for staff until
 * a later render of the page succeeds (docs/decisions/055).
 */
export class LivePages {
  private readonly deps: LivePagesDeps;
  /** Each page's path and the documents its render read. */
  private readonly reads = new Map<string, ReadonlySet<string>>();
  /** Each page's files, by their addresses: what goes when the page does. */
  private readonly served = new Map<string, readonly string[]>();
  private queue: Promise<void> = Promise.resolve();
  /** Counts renders, so that making the smallest copies of one stops when another starts. */
  private generation = 0;
  private polishing: Promise<void> = Promise.resolve();

  constructor(deps: LivePagesDeps) {
    this.deps = deps;
  }

  async start(): Promise<void> {
    const { content } = this.deps;
    // At start every document is new to the pages, as far as a failure can tell.
    await this.render(this.livePaths(content.allPublished()), [], null);
    content.onChange((changed) => {
      const live = new Set(this.livePaths(content.allPublished()));
      const stale = [...this.reads]
        .filter(([path, read]) => live.has(path) && [...changed].some((key) => read.has(key) || read.has(kindOf(key))))
        .map(([path]) => path);
      const added = [...live].filter((path) => !this.reads.has(path));
      const gone = [...this.reads.keys()].filter((path) => !live.has(path));
      if (stale.length + added.length + gone.length > 0) this.enqueue([...stale, ...added], gone, changed);
    });
  }

  /**
   * The pages kept: the build's pages that read content, each published event's page (one of an
   * event no longer published is not kept), and the other files.
   */
  private livePaths(documents: ReadonlyMap<string, unknown>): string[] {
    const { renderer, files = [] } = this.deps;
    const events = keysOfKind(documents.keys(), "event").map((key) => eventPath(key.slice(key.indexOf(":") + 1)));
    const built = renderer.paths.filter((path) => renderer.readsContent(path) && eventIdOf(path) === null);
    return [...new Set([...built, ...events]), ...files.map((file) => file.path)];
  }

  /**
   * The pages that show `key` (not the other files): those whose last render read it or listed its kind, the page named
   * by its id first (`/events/fall-fest-2026` for `event:fall-fest-2026`). An event never published
   * yet has no render to go by: its page is the one it will have.
   */
  pagesReading(key: string): string[] {
    const id = key.includes(":") ? key.slice(key.indexOf(":") + 1) : null;
    const files = new Set((this.deps.files ?? []).map((file) => file.path));
    const reading = [...this.reads]
      .filter(([path, read]) => !files.has(path) && (read.has(key) || (id !== null && read.has(kindOf(key)))))
      .map(([path]) => path);
    if (id !== null && /^(event|box-office):/.test(key)) reading.push(eventPath(id));
    const own = (path: string) => id !== null && path.endsWith(`/${id}`);
    return [...new Set([...reading.filter(own), ...reading.filter((path) => !own(path))])];
  }

  /** Resolves once the renders asked for so far are in place, with their smallest copies. */
  async settled(): Promise<void> {
    await this.queue;
    await this.polishing;
  }

  /** Resolves once the renders asked for so far are in place or recorded as failed: what a publish waits on. */
  async rendered(): Promise<void> {
    await this.queue;
  }

  private enqueue(paths: string[], gone: string[], changed: ReadonlySet<string>): void {
    this.queue = this.queue
      .then(() => this.render(paths, gone, changed))
      .catch((error: unknown) => this.deps.log.error({ err: error, paths }, "pages: render after a publish failed"));
  }

  /**
   * Renders the pages at `paths` and drops those at `gone`, in one step for a visitor. `changed`
   * holds the documents published since the last render (null: every one, at start), which a
   * page's failure is laid on.
   */
  private async render(
    paths: readonly string[],
    gone: readonly string[],
    changed: ReadonlySet<string> | null,
  ): Promise<void> {
    const { renderer, site, content, log, files: others = [] } = this.deps;
    const started = performance.now();
    const generation = (this.generation += 1);
    // One version of every document for the whole render, even if a publish lands meanwhile: that
    // publish renders these pages again once this render is done.
    const documents = content.allPublished();
    const versions = content.publishedVersions();
    const files = [];
    const reads = new Map<string, ReadonlySet<string>>();
    const served = new Map<string, readonly string[]>();
    const failed: { path: string; suspects: RenderSuspect[]; error: unknown }[] = [];
    for (const path of paths) {
      const read = new Set<string>();
      const context = pageLoadContext(documents, read);
      const other = others.find((file) => file.path === path);
      let rendered: RenderedFile[];
      try {
        rendered = other ? other.render(context) : await renderer.render(path, context);
      } catch (error) {
        // What the page read before it broke, and what its last good render read.
        const reading = [read, this.reads.get(path) ?? new Set<string>()];
        const suspects = [...(changed ?? documents.keys())]
          .filter((key) => reading.some((keys) => keys.has(key) || keys.has(kindOf(key))))
          .flatMap((key) => {
            const version = versions.get(key);
            return version === undefined ? [] : [{ key, version }];
          });
        failed.push({ path, suspects, error });
        continue;
      }
      files.push(...rendered);
      reads.set(path, read);
      served.set(
        path,
        rendered.map((file) => file.urlPath),
      );
    }
    site.replace(files);
    site.remove(gone.flatMap((path) => this.served.get(path) ?? []));
    for (const [path, read] of reads) this.reads.set(path, read);
    for (const [path, urlPaths] of served) this.served.set(path, urlPaths);
    for (const path of gone) {
      this.reads.delete(path);
      this.served.delete(path);
    }
    log.info({ paths: [...reads.keys()], gone, ms: Math.round(performance.now() - started) }, "pages: rendered");
    this.polishing = this.polish(files, generation).catch((error: unknown) =>
      log.error({ err: error, paths }, "pages: compressing a render failed"),
    );
    await this.record([...reads.keys()], failed);
  }

  /** Tells the record of failures which pages rendered and which did not; a record that cannot be written is logged. */
  private async record(
    rendered: readonly string[],
    failed: readonly { path: string; suspects: RenderSuspect[]; error: unknown }[],
  ): Promise<void> {
    const { failures, log } = this.deps;
    for (const { path, suspects, error } of failed) {
      log.error({ err: error, path, suspects }, "pages: a page could not be rendered; it keeps its last render");
      await failures
        .failed(path, suspects, error)
        .catch((recordError: unknown) =>
          log.error({ err: recordError, path }, "pages: recording a failed render failed"),
        );
    }
    await failures
      .rendered(rendered)
      .catch((recordError: unknown) => log.error({ err: recordError }, "pages: clearing failed renders failed"));
  }

  /**
   * A render is put in place with quick brotli copies (finish.ts); the smallest are made afterwards,
   * off the main thread, and swapped in file by file while no newer render has started.
   */
  private async polish(files: readonly RenderedFile[], generation: number): Promise<void> {
    for (const file of files) {
      if (!file.br) continue;
      const br = await smallestBrotli(file.body);
      if (generation !== this.generation) return;
      this.deps.site.replace([{ ...file, br }]);
    }
  }
}

/**
 * What a page's loaders are given: the documents of `documents`, each read recorded in `read` (a page
 * listing a kind records the kind, as it shows a document of it added or changed later, too).
 */
export function pageLoadContext(documents: ReadonlyMap<string, unknown>, read: Set<string>): PageLoadContext {
  return {
    publishedDocument(key) {
      read.add(key);
      return documents.get(key);
    },
    publishedKeys(kind) {
      read.add(kindOf(`${kind}:`));
      return keysOfKind(documents.keys(), kind);
    },
  };
}

/** What a page that listed every document of a key's kind records: "event:*" for "event:christmas-lights". */
function kindOf(key: string): string {
  return `${key.slice(0, key.indexOf(":") + 1)}*`;
}
