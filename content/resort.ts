import type { Resort } from "./schemas.ts";

export type { Resort } from "./schemas.ts";

/**
 * Facts about the resort. Values marked PLACEHOLDER were not given to us and must be
 * replaced by the resort before launch (phone numbers use the reserved 555-01xx range,
 * addresses use example.com).
 */
/**
 * The resort's wall clock. Opening hours, event days and ticket sales are reckoned in it, by the
 * pages and by the server alike, whatever zone the visitor's device or the server's host is in.
 */
export const resortTimeZone = "America/Chicago";

export const resort: Resort = {
  name: "Coosa Riverside RV Resort",
  shortName: "Coosa Riverside",
  tagline: "Riverfront RV spots, cottages and tiny homes on the Coosa River",
  description:
    "Riverfront RV resort in Gadsden, Alabama with 155+ RV spots, cottages and tiny homes, a wedding venue, the Pique Nique restaurant and seasonal events.",
  address: { street: "100 Riverfront Way", city: "Gadsden", region: "AL", postalCode: "35901", country: "US" },
  geo: { latitude: 34.0143, longitude: -86.0066 },
  phone: { display: "(256) 555-0100", tel: "+12565550100" },
  restaurantPhone: { display: "(256) 555-0142", tel: "+12565550142" },
  email: "frontdesk@example.com",
  salesEmail: "sales@example.com",
  officeHours: "Daily 8 AM - 10 PM",
  checkIn: "4 PM",
  rating: { value: 4.9, reviewCount: "700+" },
  rvSpotCount: "155+",
  mapEmbedUrl: "https://www.google.com/maps?q=Gadsden%2C+AL+35901&output=embed",
  directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=Gadsden%2C+AL+35901",
  videoUrl: "/media/resort-walkthrough.mp4",
  social: [
    { label: "Facebook", url: "https://www.facebook.com/example" },
    { label: "Instagram", url: "https://www.instagram.com/example" },
  ],
  orderOnlineUrl: "https://order.example.com/pique-nique",
  legalPartner: { name: "Riverbend Legal Partners", url: "https://legal.example.com/" },
  floorPlanPdf: "/media/create-center-floor-plan.pdf",
  siteUrl: "https://www.example.com",
};
