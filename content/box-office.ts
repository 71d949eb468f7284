import { draft, shown } from "#domain/content/draft.ts";
import type { BoxOffice, BoxOfficeFacts } from "#domain/content/schemas.ts";

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
    terms: {
      name: "the Haunted Forest terms",
      heading: "Haunted Forest terms",
      points: draft([
        "The trail is a walk through woods at night: uneven ground, low light, loud noises, fog, and actors who come close. It is not recommended if you are pregnant or have a heart, breathing or seizure condition.",
        "Children under 12 stay with an adult. Actors do not touch guests; guests do not touch actors or props. Anyone who does, or who is impaired, is asked to leave without a refund.",
        "Wear closed-toe shoes and stay on the marked trail. A ticket is for the night chosen; a night cancelled for weather is refunded or moved.",
      ]),
      tickets: ["haunted-forest-adult", "haunted-forest-kid"],
    },
  },
  "christmas-lights": {
    nightWeekdays: [0, 1, 2, 3, 4, 5, 6],
    capacityPerNight: draft(400),
    perNightTickets: ["christmas-adult", "christmas-child"],
  },
};

const boxOffices: Record<string, BoxOffice> = shown(boxOfficeFacts);

export function boxOfficeOf(eventId: string): BoxOffice | undefined {
  return Object.hasOwn(boxOffices, eventId) ? boxOffices[eventId] : undefined;
}
