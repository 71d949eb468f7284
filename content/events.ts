import { draft, shown } from "#domain/content/draft.ts";
import type { ResortEvent, ResortEventFacts } from "#domain/content/schemas.ts";
import * as eventsPhotos from "./generated/photos/events.ts";

export type { EventDates, ResortEvent, TicketType } from "#domain/content/schemas.ts";

/** The resort gave the ids, booking links and prices, and the Christmas lights' season; the rest is draft. */
export const eventFacts: ResortEventFacts[] = [
  {
    id: "fall-fest-2025",
    name: draft("Fall Fest & Haunted Forest 2025"),
    category: "Seasonal",
    dates: draft({ kind: "once", start: "2025-10-03", end: "2025-10-31" }),
    time: draft("Fridays & Saturdays, 6 PM - 10 PM"),
    location: draft("The Meadow & Riverside Trail"),
    shortDescription: draft(
      "Hayrides, pumpkin carving and a walk through the Haunted Forest, with s'mores by the fire.",
    ),
    description: draft(
      "Our fall festival fills October weekends with hayrides, pumpkin carving, live music and the Haunted Forest, a lantern-lit trail through the woods along the river. Every Haunted Forest ticket includes s'mores at the bonfire when you make it out.",
    ),
    heroImage: { ...eventsPhotos.fallFest, alt: "Lantern-lit trail through the Haunted Forest" },
    highlights: [
      draft("The Haunted Forest trail"),
      draft("Hayrides around the park"),
      draft("Pumpkin carving"),
      draft("S'mores at the bonfire"),
      draft("Live music on Saturdays"),
    ],
    schedule: [
      draft({ time: "6:00 PM", activity: "Gates open, hayrides begin" }),
      draft({ time: "6:30 PM", activity: "Pumpkin carving at the pavilion" }),
      draft({ time: "7:00 PM", activity: "Haunted Forest opens" }),
      draft({ time: "8:00 PM", activity: "Live music and s'mores at the bonfire" }),
      draft({ time: "10:00 PM", activity: "Last entry to the Haunted Forest" }),
    ],
    showSchedule: true,
    includedWithStay: [draft("One Haunted Forest pass per guest"), draft("Hayride wristband"), draft("S'mores kit")],
    pricingNote: "Kids are 15 and under. S'mores are included with the Haunted Forest.",
    bookingLink: "/fall-fest-2025",
    tickets: [
      {
        id: "haunted-forest-adult",
        label: "Haunted Forest - Adult",
        priceCents: 1000,
        description: "Ages 16 and up, s'mores included",
      },
      {
        id: "haunted-forest-kid",
        label: "Haunted Forest - Kid",
        priceCents: 800,
        description: "Ages 15 and under, s'mores included",
      },
      {
        id: "fall-fest-day-pass",
        label: "Festival Day Pass",
        priceCents: 1000,
        description: draft("All festival activities for one day"),
      },
    ],
  },
  {
    id: "haunted-harvest",
    name: draft("Haunted Harvest Weekend"),
    category: "Seasonal",
    dates: draft({ kind: "annual", start: "10-23", end: "10-25" }),
    time: draft("Friday - Sunday, 5 PM - 11 PM"),
    location: draft("The Meadow"),
    shortDescription: draft("A weekend of hayrides, harvest games and spooky stories by the river."),
    description: draft(
      "Haunted Harvest turns the meadow into a harvest fair for one weekend: hayrides after dark, corn games and spooky stories by the river.",
    ),
    heroImage: { ...eventsPhotos.hauntedHarvest, alt: "Hay bales and pumpkins in the meadow at dusk" },
    highlights: [draft("Night hayrides"), draft("Harvest games"), draft("Campfire stories")],
    schedule: [],
    hidden: true,
    showSchedule: false,
    includedWithStay: [draft("Weekend pass for registered guests")],
    pricingNote: "Weekend pass $35. Hayride wristbands $10. Children under 5 free.",
    bookingLink: "/book-now",
  },
  {
    id: "christmas-lights",
    name: "Christmas Lights Drive-Through",
    category: "Seasonal",
    dates: { kind: "annual", start: "11-21", end: "01-04" },
    time: draft("Nightly, gates open 5 PM"),
    location: draft("Park-wide drive-through route"),
    shortDescription: draft("A mile of holiday lights along the river, seen from the warmth of your car."),
    description: draft(
      "Every holiday season the whole park lights up. Drive the riverfront route past light tunnels, animated displays and the giant tree, then stop for cocoa at Pique Nique.",
    ),
    heroImage: { ...eventsPhotos.christmasLights, alt: "Light tunnel over the drive-through route" },
    highlights: [
      draft("Light tunnels and animated displays"),
      draft("The giant riverfront tree"),
      draft("Hot cocoa at Pique Nique"),
      draft("Visits with Santa on weekends"),
    ],
    schedule: [
      { time: "5:00 PM", activity: "Gates open" },
      draft({ time: "6:00 PM", activity: "Santa's porch opens (weekends)" }),
      draft({ time: "9:30 PM", activity: "Last car through the gate" }),
    ],
    showSchedule: true,
    includedWithStay: [draft("Drive-through admission for registered guests"), draft("Cocoa voucher per cottage")],
    pricingNote: "Save 10% online with the seasonal coupon.",
    bookingLink: "/christmas-lights",
    tickets: [
      {
        id: "christmas-adult",
        label: "Adult",
        priceCents: 800,
        description: draft("Ages 13 and up, one night"),
      },
      {
        id: "christmas-child",
        label: "Child",
        priceCents: 500,
        description: draft("Ages 3 to 12, one night"),
      },
      {
        id: "christmas-season-pass",
        label: "Season Pass",
        priceCents: 3000,
        description: draft("Unlimited nights all season for one car"),
      },
    ],
  },
];

export const events = shown(eventFacts);

export function findEvent(id: string): ResortEvent | undefined {
  return events.find((event) => event.id === id);
}
