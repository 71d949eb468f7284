import type { ResortEvent } from "#domain/content/schemas.ts";
import { listedEvents, resortDay, type CalendarDate } from "#domain/event-dates.ts";
import { events } from "./events.ts";
import { eventPath, staticPaths } from "./routes.ts";

/**
 * The sitemap's pages: the static ones, then the events as the events list shows them. The build
 * lists the content folder's events; the server, the published ones (server/pages/sitemap.ts).
 */
export function sitemapPaths(
  shownEvents: readonly ResortEvent[] = events,
  today: CalendarDate = resortDay(new Date()),
): string[] {
  return [...staticPaths, ...listedEvents(shownEvents, today).map((event) => eventPath(event.id))];
}
