import { draft, shown } from "./draft.ts";
import type { BoxOfficeFacts } from "./schemas.ts";

/**
 * Events sold by the night, by event id. Kept apart from the events themselves: only the event
 * pages and the server need it, so the home page's script does not carry it. The capacities are
 * drafts for the resort to set; staff change a night's in the console.
 */
export const boxOfficeFacts: Record<string, BoxOfficeFacts> = {
  "fall-fest-2025": {
    nightWeekdays: [5, 6],
    capacityPerNight: draft(200),
    perNightTickets: ["haunted-forest-adult", "haunted-forest-kid"],
  },
  "christmas-lights": {
    nightWeekdays: [0, 1, 2, 3, 4, 5, 6],
    capacityPerNight: draft(400),
    perNightTickets: ["christmas-adult", "christmas-child"],
  },
};

const boxOffices = shown(boxOfficeFacts);
export type BoxOffice = (typeof boxOffices)[string];

export function boxOfficeOf(eventId: string): BoxOffice | undefined {
  return Object.hasOwn(boxOffices, eventId) ? boxOffices[eventId] : undefined;
}
