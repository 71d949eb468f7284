import type { ResortEvent } from "#content/events.ts";
import type { CalendarDate, EventRun } from "#domain/event-dates.ts";
import { useClock } from "#app/lib/use-now.ts";
import { runAt } from "./event-run.ts";

/** The event's current or next run, following the clock (build instant first, then today). */
export function useEventRun(event: ResortEvent): EventRun {
  return useClock((now) => runAt(event, now), sameRun);
}

function sameDay(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function sameRun(a: EventRun, b: EventRun): boolean {
  return a.ended === b.ended && sameDay(a.start, b.start) && sameDay(a.end, b.end);
}
