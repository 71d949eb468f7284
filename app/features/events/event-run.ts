import type { ResortEvent } from "#content/events.ts";
import { calendarDateIn, eventRun, type EventRun } from "#domain/event-dates.ts";
import { DEFAULT_RESORT_TIME_ZONE } from "#domain/hours.ts";
import { useNow } from "#app/lib/use-now.ts";

/** The event's current or next run on the resort's calendar, following the clock. */
export function useEventRun(event: ResortEvent): EventRun {
  const now = useNow();
  return runAt(event, now);
}

export function runAt(event: ResortEvent, instant: Date): EventRun {
  return eventRun(event.dates, calendarDateIn(instant, DEFAULT_RESORT_TIME_ZONE));
}

/** Spec: the schedule shows only when it has entries and showSchedule is not false. */
export function showsSchedule(event: Pick<ResortEvent, "schedule" | "showSchedule">): boolean {
  return event.schedule.length > 0 && event.showSchedule !== false;
}
