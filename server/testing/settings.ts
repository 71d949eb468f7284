import type { WeeklyHours } from "#content/restaurant.ts";

/** A week as the settings form sends it: each day open with its hours, or closed. */
export function weekAsSent(weekly: WeeklyHours) {
  return weekly.map(({ hours }) =>
    hours ? { status: "open", open: hours.open, close: hours.close } : { status: "closed", open: 8, close: 20 },
  );
}
