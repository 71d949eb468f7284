import type { ResortEvent } from "#content/events.ts";
import { eventRun, resortDay, type EventRun } from "#domain/event-dates.ts";

/** The event's current or next run as of `instant`, on the resort's calendar. */
export function runAt(event: ResortEvent, instant: Date): EventRun {
  return eventRun(event.dates, resortDay(instant));
}

/** The schedule shows only when it has entries and showSchedule is not false. */
export function showsSchedule(event: Pick<ResortEvent, "schedule" | "showSchedule">): boolean {
  return event.schedule.length > 0 && event.showSchedule !== false;
}
