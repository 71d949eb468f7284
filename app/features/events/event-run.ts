import type { ResortEvent } from "#content/events.ts";
import { calendarDateIn, eventRun, type EventRun } from "#domain/event-dates.ts";
import { DEFAULT_RESORT_TIME_ZONE } from "#domain/hours.ts";

/** The event's current or next run as of `instant`, on the resort's calendar. */
export function runAt(event: ResortEvent, instant: Date): EventRun {
  return eventRun(event.dates, calendarDateIn(instant, DEFAULT_RESORT_TIME_ZONE));
}

/** Spec: the schedule shows only when it has entries and showSchedule is not false. */
export function showsSchedule(event: Pick<ResortEvent, "schedule" | "showSchedule">): boolean {
  return event.schedule.length > 0 && event.showSchedule !== false;
}
