import type { ResortEvent } from "#content/events.ts";
import type { EventRun } from "#domain/event-dates.ts";
import { useNow } from "#app/lib/use-now.ts";
import { runAt } from "./event-run.ts";

/** The event's current or next run, following the clock (build instant first, then today). */
export function useEventRun(event: ResortEvent): EventRun {
  return runAt(event, useNow());
}
