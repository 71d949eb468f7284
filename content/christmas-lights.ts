import { draft, shown } from "./draft.ts";
import type { ChristmasLightsFacts, ContentImage } from "./schemas.ts";

const marquee: ContentImage[] = [
  { file: "christmas/tunnel.jpg", alt: "Tunnel of white lights" },
  { file: "christmas/tree.jpg", alt: "Giant lit tree by the river" },
  { file: "christmas/reindeer.jpg", alt: "Animated reindeer display" },
  { file: "christmas/cocoa.jpg", alt: "Cups of hot cocoa" },
  { file: "christmas/santa-porch.jpg", alt: "Santa's porch decorated with garland" },
  { file: "christmas/river-reflections.jpg", alt: "Lights reflected on the river" },
];

/** The spec gives the season, the 5 PM gates, the prices and the online discount; the rest is draft. */
export const christmasLightsFacts: ChristmasLightsFacts = {
  gatesOpen: "5 PM",
  prices: { adult: "$8", child: "$5", seasonPass: "$30" },
  onlineDiscount: "10% off online purchases with the seasonal coupon",
  hero: { file: "events/christmas-lights.jpg", alt: "Light tunnel over the drive-through route" },
  marquee,
  infoCards: [
    { icon: "calendar", title: "Dates", text: draft("Nightly from November 21 through January 4.") },
    { icon: "clock", title: "Hours", text: draft("Gates open at 5 PM. Last car through at 9:30 PM.") },
    { icon: "ticket", title: "Admission", text: "Adults $8, children $5, season pass $30." },
  ],
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
    draft("Arrive early on weekends: lines are shortest right at 5 PM."),
    draft("Tune your radio to the light show station at the gate."),
    "Buy online to save 10% with the seasonal coupon.",
    draft("Groups of 10 or more can ask about group rates."),
  ],
};

export const christmasLights = shown(christmasLightsFacts);
