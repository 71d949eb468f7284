import { accountLinkPaths } from "./account-links.ts";
import { events } from "./events.ts";

/** Every page path, prerendered at build and listed in the sitemap. */
export const staticPaths = [
  "/",
  "/book-now",
  "/christmas-lights",
  "/pique-nique",
  "/venue",
  "/events",
  "/work",
  "/gallery",
  "/privacy-policy",
  "/terms-of-service",
  "/cancellation-policy",
  "/accessibility",
] as const;

export function eventPath(id: string): string {
  return `/events/${id}`;
}

/** The id of the event whose page `path` is, or null for any other page. */
export function eventIdOf(path: string): string | null {
  return /^\/events\/([a-z0-9-]+)$/.exec(path)?.[1] ?? null;
}

/** Hidden events keep a page (reachable by direct link) but stay out of lists and the sitemap. */
export function eventPaths({ includeHidden }: { includeHidden: boolean }): string[] {
  return events.filter((event) => includeHidden || !event.hidden).map((event) => eventPath(event.id));
}

/** Prerendered but not listed in the sitemap: the 404 page served for unknown paths. */
export const notFoundPath = "/404";

export function prerenderPaths(): string[] {
  return [...staticPaths, ...eventPaths({ includeHidden: true }), ...accountLinkPaths, notFoundPath];
}

/**
 * Short paths that lead to a page. The fall festival's booking link is
 * /fall-fest-2025: its Plan Your Stay button goes there, so it leads to the lodging cards, not
 * back to the festival's own page.
 */
export const redirects: Record<string, string> = {
  "/fall-fest-2025": "/book-now",
};
