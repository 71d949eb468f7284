import type { AmenityGroup, GalleryPhoto, NearbyPlace } from "./schemas.ts";
import { resort } from "./resort.ts";

export const aboutFeatures = [
  {
    icon: "waves",
    title: "Riverfront Living",
    text: "Wake up on the Coosa River with sites and cottages right on the water.",
  },
  {
    icon: "tent-tree",
    title: "Cottages & Tiny Homes",
    text: "From a tree house to a container home, a dozen one-of-a-kind stays.",
  },
  {
    icon: "utensils",
    title: "Pique Nique On Site",
    text: "Breakfast, lunch and dinner at our own restaurant, a short walk from your door.",
  },
  {
    icon: "party-popper",
    title: "Events All Year",
    text: "Weddings, festivals and the Christmas lights drive-through bring the park to life.",
  },
] as const;

export const amenityGroups: AmenityGroup[] = [
  {
    title: "Accommodations",
    icon: "home",
    items: [
      `${resort.rvSpotCount} full-hookup RV spots`,
      "30/50 amp power, water and sewer",
      "Riverfront cottages and tiny homes",
      "Pull-through and back-in sites",
    ],
  },
  {
    title: "Water Features",
    icon: "waves",
    items: ["Direct Coosa River access", "Boat dock and launch", "Kayak rentals", "Fishing from the bank and dock"],
  },
  {
    title: "Facilities & Services",
    icon: "building",
    items: ["Clean bathhouses with hot showers", "Laundry facilities", "Free Wi-Fi", "Camp store and propane"],
  },
  {
    title: "Recreation",
    icon: "bike",
    items: ["Walking trails along the river", "Playground", "Fire pits and picnic areas", "Dog park"],
  },
  {
    title: "Pique Nique Restaurant",
    icon: "utensils",
    items: [
      "Breakfast, lunch and dinner",
      "Waterfront patio seating",
      "Online ordering for pickup",
      "Private events and catering",
    ],
  },
];

export const amenityNotes = [
  "No tents are permitted.",
  "All cottages and tiny homes are non-smoking.",
  "Pets are welcome but must never be left unattended.",
] as const;

export const nearbyPlaces: NearbyPlace[] = [
  { name: "Noccalula Falls Park", distance: "6 miles" },
  { name: "Downtown Gadsden", distance: "3 miles" },
  { name: "Gadsden Museum of Art", distance: "3 miles" },
  { name: "Mary G. Hardin Center for Cultural Arts", distance: "3 miles" },
  { name: "Lake Guntersville State Park", distance: "30 miles" },
  { name: "Little River Canyon National Preserve", distance: "35 miles" },
  { name: "Talladega Superspeedway", distance: "40 miles" },
  { name: "Cheaha State Park", distance: "50 miles" },
  { name: "Gadsden Municipal Amphitheater", distance: "4 miles" },
  { name: "Riverview Regional Medical Center", distance: "4 miles" },
  { name: "Gadsden Mall", distance: "6 miles" },
  { name: "Birmingham", distance: "60 miles" },
];

export type { GalleryCategory } from "./schemas.ts";

export const homeGallery: GalleryPhoto[] = [
  { file: "gallery/cottage-porch.jpg", alt: "Cottage porch with rocking chairs", category: "Accommodations" },
  { file: "gallery/riverfront-sites.jpg", alt: "RV sites along the river at dusk", category: "Resort" },
  { file: "gallery/pique-nique-patio.jpg", alt: "Pique Nique patio tables set for dinner", category: "Dining" },
  { file: "gallery/river-sunset.jpg", alt: "Sunset over the Coosa River", category: "Views" },
  { file: "gallery/tree-house.jpg", alt: "The tree house among the pines", category: "Accommodations" },
  { file: "gallery/dock-morning.jpg", alt: "Morning fog over the boat dock", category: "Views" },
];

/** The full gallery opened by View Full Gallery: the home six plus more of the park. */
export const fullGallery: GalleryPhoto[] = [
  ...homeGallery,
  { file: "gallery/fire-pit.jpg", alt: "Friends around a fire pit at night", category: "Resort" },
  { file: "gallery/container-home.jpg", alt: "Container home deck overlooking the water", category: "Accommodations" },
  { file: "gallery/brunch.jpg", alt: "Brunch plates at Pique Nique", category: "Dining" },
  { file: "gallery/kayaks.jpg", alt: "Kayakers paddling on the river", category: "Views" },
];

export const heroImage = { file: "hero/riverfront.jpg", alt: "The resort's riverfront at golden hour" };
export const parkMapImage = {
  file: "park-map.png",
  alt: "Park map showing RV spot rows, cottages, the restaurant, venue and river access",
};
export const videoPoster = { file: "hero/video-poster.jpg", alt: "Aerial view of the resort" };
