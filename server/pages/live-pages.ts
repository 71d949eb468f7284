import { keysOfKind } from "#domain/content/documents.ts";
import type { ContentStore } from "#server/content/store.ts";
import type { StaticSite } from "#server/http/static.ts";
import type { Logger } from "#server/logger.ts";
import { smallestBrotli } from "./finish.ts";
import type { PageRenderer, RenderedFile } from "./renderer.ts";

interface LivePagesDeps {
  renderer: Pick<PageRenderer, "paths" | "readsContent" | "render">;
  site: Pick<StaticSite, "replace">;
  content: Pick<ContentStore, "allPublished" | "onChange">;
  log: Pick<Logger, "info" | "error">;
}

/**
 * Keeps the pages that read published content current (docs/decisions/047). Each is rendered before
 * the server takes requests, then again whenever a document it read is published, here or on another
 * instance; the new files replace the old all at once. Renders run one after another, so pages
 * always end on the latest publish; a visitor never waits on one.
 */
export class LivePages {
  private readonly deps: LivePagesDeps;
  /** Each page's path and the documents its render read. */
  private readonly reads = new Map<string, ReadonlySet<string>>();
  private queue: Promise<void> = Promise.resolve();
  /** Counts renders, so that making the smallest copies of one stops when another starts. */
  private generation = 0;
  private polishing: Promise<void> = Promise.resolve();

  constructor(deps: LivePagesDeps) {
    this.deps = deps;
  }

  async start(): Promise<void> {
    const { renderer, content } = this.deps;
    await this.render(renderer.paths.filter((path) => renderer.readsContent(path)));
    content.onChange((changed) => {
      const stale = [...this.reads]
        .filter(([, read]) => [...changed].some((key) => read.has(key) || read.has(kindOf(key))))
        .map(([path]) => path);
      if (stale.length > 0) this.enqueue(stale);
    });
  }

  /** Resolves once the renders asked for so far are in place, with their smallest copies. */
  async settled(): Promise<void> {
    await this.queue;
    await this.polishing;
  }

  private enqueue(paths: string[]): void {
    this.queue = this.queue
      .then(() => this.render(paths))
      .catch((error: unknown) => this.deps.log.error({ err: error, paths }, "pages: render after a publish failed"));
  }

  private async render(paths: readonly string[]): Promise<void> {
    const { renderer, site, content, log } = this.deps;
    const started = performance.now();
    const generation = (this.generation += 1);
    // One version of every document for the whole render, even if a publish lands meanwhile: that
    // publish renders these pages again once this render is done.
    const documents = content.allPublished();
    const files = [];
    for (const path of paths) {
      const read = new Set<string>();
      files.push(
        ...(await renderer.render(path, {
          publishedDocument(key) {
            read.add(key);
            return documents.get(key);
          },
          publishedKeys(kind) {
            // A page listing a kind shows a document of it added or changed later, too.
            read.add(kindOf(`${kind}:`));
            return keysOfKind(documents.keys(), kind);
          },
        })),
      );
      this.reads.set(path, read);
    }
    site.replace(files);
    log.info({ paths, ms: Math.round(performance.now() - started) }, "pages: rendered");
    this.polishing = this.polish(files, generation).catch((error: unknown) =>
      log.error({ err: error, paths }, "pages: compressing a render failed"),
    );
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

/** What a page that listed every document of a key's kind records: "event:*" for "event:christmas-lights". */
function kindOf(key: string): string {
  return `${key.slice(0, key.indexOf(":") + 1)}*`;
}
