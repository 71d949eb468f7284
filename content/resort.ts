import { draft, placeholder, shown } from "#domain/content/draft.ts";
import type { ResortFacts } from "#domain/content/schemas.ts";

/**
 * The resort's wall clock. Opening hours, event days and ticket sales are reckoned in it, by the
 * pages and by the server alike, whatever zone the visitor's device or the server's host is in.
 */
export const resortTimeZone = "America/Chicago";

/**
 * Facts about the resort. The resort supplies every placeholder(...) before launch (phone numbers
 * use the reserved 555-01xx range, addresses use example.com); see domain/content/draft.ts.
 */
export const resortFacts: ResortFacts = {
  name: placeholder("Coosa Riverside RV Resort"),
  shortName: placeholder("Coosa Riverside"),
  tagline: draft("Riverfront RV spots, cottages and tiny homes on the Coosa River"),
  description:
    "Riverfront RV resort in Gadsden, Alabama with 155+ RV spots, cottages and tiny homes, a wedding venue, the Pique Nique restaurant and seasonal events.",
  address: {
    street: placeholder("100 Riverfront Way"),
    city: "Gadsden",
    region: "AL",
    postalCode: placeholder("35901"),
    country: "US",
  },
  geo: placeholder({ latitude: 34.0143, longitude: -86.0066 }),
  phone: placeholder({ display: "(256) 555-0100", tel: "+12565550100" }),
  restaurantPhone: placeholder({ display: "(256) 555-0142", tel: "+12565550142" }),
  email: placeholder("frontdesk@example.com"),
  salesEmail: placeholder("sales@example.com"),
  officeHours: "Daily 8 AM - 10 PM",
  checkIn: "4 PM",
  rating: { value: 4.9, reviewCount: "700+" },
  rvSpotCount: "155+",
  mapEmbedUrl: placeholder("https://www.google.com/maps?q=Gadsden%2C+AL+35901&output=embed"),
  directionsUrl: placeholder("https://www.google.com/maps/dir/?api=1&destination=Gadsden%2C+AL+35901"),
  videoUrl: placeholder("/media/resort-walkthrough.mp4"),
  social: [
    placeholder({ label: "Facebook", url: "https://www.facebook.com/example" }),
    placeholder({ label: "Instagram", url: "https://www.instagram.com/example" }),
  ],
  orderOnlineUrl: placeholder("https://order.example.com/pique-nique"),
  legalPartner: placeholder({ name: "Riverbend Legal Partners", url: "https://legal.example.com/" }),
  floorPlanPdf: placeholder("/media/create-center-floor-plan.pdf"),
  siteUrl: placeholder("https://www.example.com"),
};

export const resort = shown(resortFacts);
