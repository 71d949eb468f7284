import { draft, placeholder } from "#domain/content/draft.ts";
import type { RestaurantFacts, WeeklyHours } from "#domain/content/schemas.ts";
import type { RestaurantSchedule } from "#domain/hours.ts";
import * as piqueNiquePhotos from "./generated/photos/pique-nique.ts";

export type { WeeklyHours } from "#domain/content/schemas.ts";

export const restaurantHours: WeeklyHours = [
  { day: "Sunday", hours: { open: 8, close: 20 } },
  { day: "Monday", hours: null },
  { day: "Tuesday", hours: null },
  { day: "Wednesday", hours: null },
  { day: "Thursday", hours: { open: 16, close: 21 } },
  { day: "Friday", hours: { open: 11, close: 22 } },
  { day: "Saturday", hours: { open: 8, close: 22 } },
];

/** The week with no dated exceptions: what the prerendered pages show until the console's hours arrive. */
export const regularSchedule: RestaurantSchedule = { weekly: restaurantHours, exceptions: [] };

/** The name and the hours are the resort's own; the about text is draft and the guide video a placeholder. */
export const restaurantFacts: RestaurantFacts = {
  name: "Pique Nique",
  logo: { ...piqueNiquePhotos.logo, alt: "Pique Nique restaurant logo" },
  about: [
    draft(
      "Pique Nique is the resort's own riverside restaurant: a relaxed, French-inspired kitchen serving breakfast, lunch and dinner with a view of the Coosa River.",
    ),
    draft(
      "Guests and neighbors alike come for weekend brunch, wood-fired suppers and cocoa during the Christmas lights. Order online for pickup, or let us host your next celebration.",
    ),
  ],
  guideVideo: {
    url: placeholder("/media/pique-nique-guide.mp4"),
    title: "How to find Pique Nique and use the gate",
  },
};
