import type { WeeklyHours } from "./schemas.ts";

export type { WeeklyHours } from "./schemas.ts";

export const restaurantHours: WeeklyHours = [
  { day: "Sunday", hours: { open: 8, close: 20 } },
  { day: "Monday", hours: null },
  { day: "Tuesday", hours: null },
  { day: "Wednesday", hours: null },
  { day: "Thursday", hours: { open: 16, close: 21 } },
  { day: "Friday", hours: { open: 11, close: 22 } },
  { day: "Saturday", hours: { open: 8, close: 22 } },
];

export const restaurant = {
  name: "Pique Nique",
  logo: { file: "pique-nique/logo.png", alt: "Pique Nique restaurant logo" },
  about: [
    "Pique Nique is the resort's own riverside restaurant: a relaxed, French-inspired kitchen serving breakfast, lunch and dinner with a view of the Coosa River.",
    "Guests and neighbors alike come for weekend brunch, wood-fired suppers and cocoa during the Christmas lights. Order online for pickup, or let us host your next celebration.",
  ],
  guideVideo: { url: "/media/pique-nique-guide.mp4", title: "How to find Pique Nique and use the gate" },
} as const;
