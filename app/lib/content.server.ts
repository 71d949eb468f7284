import type { AppLoadContext } from "react-router";
import { contentDocuments } from "#content/validate.ts";
import { shown, type Shown } from "#domain/content/draft.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * A published content document by its key (domain/content/documents.ts), given when the server
     * renders a page (server/pages/renderer.ts). The build prerenders without it, from content/.
     */
    publishedDocument?: (key: string) => unknown;
  }
}

/**
 * A content document as its page shows it. Only loaders read it, so the content reaches the browser
 * as the page's loader data and never in its scripts.
 */
export function pageContent<T>(context: AppLoadContext, key: string): Shown<T> {
  const value = context.publishedDocument ? context.publishedDocument(key) : contentDocuments[key];
  if (value === undefined) throw new Error(`No content document ${key}`);
  return shown(value as T);
}
