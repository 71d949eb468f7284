import type { AppLoadContext } from "react-router";
import { contentDocuments } from "#content/validate.ts";
import { keysOfKind } from "#domain/content/documents.ts";
import { shown, type Shown } from "#domain/content/draft.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * A published content document by its key (domain/content/documents.ts), given when the server
     * renders a page (server/pages/renderer.ts). The build prerenders without it, from content/.
     */
    publishedDocument?: (key: string) => unknown;
    /** The keys of every published document of a kind (`event`), in the order staff list them. */
    publishedKeys?: (kind: string) => string[];
  }
}

function documentOf(context: AppLoadContext, key: string): unknown {
  return context.publishedDocument ? context.publishedDocument(key) : contentDocuments[key];
}

/**
 * A content document with its marks (domain/content/draft.ts), for a loader that tells what is
 * still a draft before it passes on the document as shown.
 */
export function pageFacts<T>(context: AppLoadContext, key: string): T {
  const value = documentOf(context, key);
  if (value === undefined) throw new Error(`No content document ${key}`);
  return value as T;
}

/**
 * A content document as its page shows it. Only loaders read it, so the content reaches the browser
 * as the page's loader data and never in its scripts.
 */
export function pageContent<T>(context: AppLoadContext, key: string): Shown<T> {
  return shown(pageFacts<T>(context, key));
}

/** A document some pages have and others lack (an event's nights), or undefined. */
export function optionalPageContent<T>(context: AppLoadContext, key: string): Shown<T> | undefined {
  const value = documentOf(context, key);
  return value === undefined ? undefined : shown(value as T);
}

/** Every document of a kind (`event`), as their pages show them. */
export function pageContentOfKind<T>(context: AppLoadContext, kind: string): Shown<T>[] {
  const keys = context.publishedKeys ? context.publishedKeys(kind) : keysOfKind(Object.keys(contentDocuments), kind);
  return keys.map((key) => pageContent<T>(context, key));
}
