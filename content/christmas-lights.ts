import { draft } from "#domain/content/draft.ts";
import type { ChristmasLightsFacts, ContentImage } from "#domain/content/schemas.ts";
import * as christmasPhotos from "./generated/photos/christmas.ts";
import * as eventsPhotos from "./generated/photos/events.ts";

const marquee: ContentImage[] = [
  { ...christmasPhotos.tunnel, alt: "Tunnel of white lights" },
  { ...christmasPhotos.tree, alt: "Giant lit tree by the river" },
  { ...christmasPhotos.reindeer, alt: "Animated reindeer display" },
  { ...christmasPhotos.cocoa, alt: "Cups of hot cocoa" },
  { ...christmasPhotos.santaPorch, alt: "Santa's porch decorated with garland" },
  { ...christmasPhotos.riverReflections, alt: "Lights reflected on the river" },
];

/** The resort gave the online discount; the rest is draft. The season, gate times and prices are the event's (content/events.ts). */
export const christmasLightsFacts: ChristmasLightsFacts = {
  onlineDiscount: "10% off online purchases with the seasonal coupon",
  hero: { ...eventsPhotos.christmasLights, alt: "Light tunnel over the drive-through route" },
  marquee,
  extrasCards: [
    {
      icon: "coffee",
      title: draft("Cocoa at Pique Nique"),
      text: draft("Warm up with cocoa and treats after the drive."),
    },
    { icon: "gift", title: draft("Santa's Porch"), text: draft("Visit Santa on weekend nights for photos.") },
    {
      icon: "bed",
      title: "Stay the Night",
      text: draft("Book a cottage or RV spot and drive the lights from your door."),
    },
  ],
  planYourVisit: [
    draft("Arrive early on weekends: lines are shortest right when the gates open."),
    draft("Tune your radio to the light show station at the gate."),
    "Buy online to save 10% with the seasonal coupon.",
    draft("Groups of 10 or more can ask about group rates."),
  ],
};
