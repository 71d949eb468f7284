import { findEvent } from "#content/events.ts";
import { eventRun, formatRun, resortDay } from "#domain/event-dates.ts";
import { useNow } from "#app/lib/use-now.ts";

const christmasEvent = findEvent("christmas-lights");
if (!christmasEvent) throw new Error("content/events.ts must define the christmas-lights event");
const seasonDates = christmasEvent.dates;

/** The current season if the lights are on, else the next one, as "November 21, 2026 - January 4, 2027". */
export function useSeasonLabel(): string {
  const now = useNow();
  return formatRun(eventRun(seasonDates, resortDay(now)));
}
