import type { ResortEvent } from "#content/events.ts";
import type { Resort } from "#domain/content/schemas.ts";
import { buildIcs } from "#domain/calendar.ts";
import { eventPricing } from "#domain/english.ts";
import { isoDate, type EventRun } from "#domain/event-dates.ts";

function eventPageUrl(event: Pick<ResortEvent, "id">, resort: Resort): string {
  return new URL(`/events/${event.id}`, resort.siteUrl).href;
}

function eventAddress(resort: Resort): string {
  const { street, city, region, postalCode } = resort.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** The .ics text of an event's run: one all-day entry spanning the run, its hours in the description. */
export function eventIcs(event: ResortEvent, run: EventRun, stamp: Date, resort: Resort): string {
  const host = new URL(resort.siteUrl).hostname;
  return buildIcs(
    {
      uid: `${event.id}-${isoDate(run.start)}@${host}`,
      stamp,
      start: run.start,
      end: run.end,
      summary: `${event.name} at ${resort.name}`,
      description: `${event.time}. ${event.shortDescription}\n${eventPricing(event)}\n${eventPageUrl(event, resort)}`,
      location: `${event.location}, ${resort.name}, ${eventAddress(resort)}`,
      url: eventPageUrl(event, resort),
    },
    `-//${resort.name}//Events//EN`,
  );
}

export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
