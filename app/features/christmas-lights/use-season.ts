import type { EventDates } from "#domain/content/schemas.ts";
import { eventRun, formatRun, resortDay } from "#domain/event-dates.ts";
import { useNow } from "#app/lib/use-now.ts";

/** The current season if the lights are on, else the next one, as "November 21, 2026 - January 4, 2027". */
export function useSeasonLabel(dates: EventDates): string {
  const now = useNow();
  return formatRun(eventRun(dates, resortDay(now)));
}
