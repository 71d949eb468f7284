import type { ContentStore } from "#server/content/store.ts";
import { FRAME_SOURCES } from "#server/http/security-headers.ts";
import { pageLoadContext, type LivePages } from "./live-pages.ts";
import type { PageRenderer } from "./renderer.ts";

/**
 * A preview is the page as it is, drawn with one draft in place of its published document. It is
 * shown to signed-in staff only, inside the console, and runs nothing: its scripts are taken out, so
 * whatever a draft holds can do no more than the published page would, and it never hydrates with
 * the published data.
 */
export const PREVIEW_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "media-src 'self'",
  // The page's own embeds (the map), so the preview shows them as the page does.
  `frame-src ${FRAME_SOURCES.join(" ")}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  // The console frames it; no other site may.
  "frame-ancestors 'self'",
].join("; ");

interface PagePreviewsDeps {
  renderer: Pick<PageRenderer, "page">;
  pages: Pick<LivePages, "pagesReading">;
  content: Pick<ContentStore, "allPublished">;
}

/** Renders the site's pages with a draft in place of its published document, for staff to look at before publishing. */
export class PagePreviews {
  private readonly deps: PagePreviewsDeps;

  constructor(deps: PagePreviewsDeps) {
    this.deps = deps;
  }

  /** The pages that would show a draft of `key`, the ones it is most about first. */
  pagesShowing(key: string): string[] {
    return this.deps.pages.pagesReading(key);
  }

  /** The page at `path` as it would be with `draft` published as `key`, without its scripts. */
  async render(key: string, draft: unknown, path: string): Promise<string> {
    const documents = new Map(this.deps.content.allPublished());
    documents.set(key, draft);
    return withoutScripts(await this.deps.renderer.page(path, pageLoadContext(documents, new Set())));
  }
}

/**
 * The page with no script, no preload of one, and links that open outside the preview's frame: a
 * link followed inside it would load a public page, which refuses to be framed.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<head>/i, '<head><base target="_blank"><meta name="robots" content="noindex">');
}
