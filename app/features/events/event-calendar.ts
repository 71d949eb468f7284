import type { ResortEvent } from "#content/events.ts";
import { resort } from "#content/resort.ts";
import { buildIcs } from "#domain/calendar.ts";
import { eventPricing } from "#domain/english.ts";
import { isoDate, type EventRun } from "#domain/event-dates.ts";

const PRODUCT_ID = `-//${resort.name}//Events//EN`;

function eventPageUrl(event: Pick<ResortEvent, "id">): string {
  return new URL(`/events/${event.id}`, resort.siteUrl).href;
}

function eventAddress(): string {
  const { street, city, region, postalCode } = resort.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** The .ics text of an event's run: one all-day entry spanning the run, its hours in the description. */
export function eventIcs(event: ResortEvent, run: EventRun, stamp: Date): string {
  const host = new URL(resort.siteUrl).hostname;
  return buildIcs(
    {
      uid: `${event.id}-${isoDate(run.start)}@${host}`,
      stamp,
      start: run.start,
      end: run.end,
      summary: `${event.name} at ${resort.name}`,
      description: `${event.time}. ${event.shortDescription}\n${eventPricing(event)}\n${eventPageUrl(event)}`,
      location: `${event.location}, ${resort.name}, ${eventAddress()}`,
      url: eventPageUrl(event),
    },
    PRODUCT_ID,
  );
}

export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
