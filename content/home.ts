import { draft, shown, type Fact } from "#domain/content/draft.ts";
import type { AmenityGroupFacts, FeatureCardFacts, GalleryPhoto, NearbyPlace } from "#domain/content/schemas.ts";
import { resort } from "./resort.ts";
import * as galleryPhotos from "./generated/photos/gallery.ts";

/** Four cards; none of their text is the resort's yet. */
export const aboutFeatureFacts = [
  {
    icon: "waves",
    title: "Riverfront Living",
    text: draft("Wake up on the Coosa River with sites and cottages right on the water."),
  },
  {
    icon: "tent-tree",
    title: "Cottages & Tiny Homes",
    text: draft("From a tree house to a container home, a dozen one-of-a-kind stays."),
  },
  {
    icon: "utensils",
    title: "Pique Nique On Site",
    text: draft("Breakfast, lunch and dinner at our own restaurant, a short walk from your door."),
  },
  {
    icon: "party-popper",
    title: draft("Events All Year"),
    text: "Weddings, festivals and the Christmas lights drive-through bring the park to life.",
  },
] as const satisfies readonly FeatureCardFacts[];

export const aboutFeatures = shown(aboutFeatureFacts);

/** The resort named the five groups and the kayak rentals; every other item is a draft. */
export const amenityGroupFacts: AmenityGroupFacts[] = [
  {
    title: "Accommodations",
    icon: "home",
    items: [
      draft(`${resort.rvSpotCount} full-hookup RV spots`),
      draft("30/50 amp power, water and sewer"),
      draft("Riverfront cottages and tiny homes"),
      draft("Pull-through and back-in sites"),
    ],
  },
  {
    title: "Water Features",
    icon: "waves",
    items: [
      draft("Direct Coosa River access"),
      draft("Boat dock and launch"),
      "Kayak rentals",
      draft("Fishing from the bank and dock"),
    ],
  },
  {
    title: "Facilities & Services",
    icon: "building",
    items: [
      draft("Clean bathhouses with hot showers"),
      draft("Laundry facilities"),
      draft("Free Wi-Fi"),
      draft("Camp store and propane"),
    ],
  },
  {
    title: "Recreation",
    icon: "bike",
    items: [
      draft("Walking trails along the river"),
      draft("Playground"),
      draft("Fire pits and picnic areas"),
      draft("Dog park"),
    ],
  },
  {
    title: "Pique Nique Restaurant",
    icon: "utensils",
    items: [
      draft("Breakfast, lunch and dinner"),
      draft("Waterfront patio seating"),
      draft("Online ordering for pickup"),
      draft("Private events and catering"),
    ],
  },
];

export const amenityGroups = shown(amenityGroupFacts);

export const amenityNotes = [
  "No tents are permitted.",
  "All cottages and tiny homes are non-smoking.",
  "Pets are welcome but must never be left unattended.",
] as const;

/** Twelve places with distances; the resort has named none of them yet. */
export const nearbyPlaceFacts: Fact<NearbyPlace>[] = [
  draft({ name: "Noccalula Falls Park", distance: "6 miles" }),
  draft({ name: "Downtown Gadsden", distance: "3 miles" }),
  draft({ name: "Gadsden Museum of Art", distance: "3 miles" }),
  draft({ name: "Mary G. Hardin Center for Cultural Arts", distance: "3 miles" }),
  draft({ name: "Lake Guntersville State Park", distance: "30 miles" }),
  draft({ name: "Little River Canyon National Preserve", distance: "35 miles" }),
  draft({ name: "Talladega Superspeedway", distance: "40 miles" }),
  draft({ name: "Cheaha State Park", distance: "50 miles" }),
  draft({ name: "Gadsden Municipal Amphitheater", distance: "4 miles" }),
  draft({ name: "Riverview Regional Medical Center", distance: "4 miles" }),
  draft({ name: "Gadsden Mall", distance: "6 miles" }),
  draft({ name: "Birmingham", distance: "60 miles" }),
];

export const nearbyPlaces = shown(nearbyPlaceFacts);

export const homeGallery: GalleryPhoto[] = [
  { ...galleryPhotos.cottagePorch, alt: "Cottage porch with rocking chairs", category: "Accommodations" },
  { ...galleryPhotos.riverfrontSites, alt: "RV sites along the river at dusk", category: "Resort" },
  { ...galleryPhotos.piqueNiquePatio, alt: "Pique Nique patio tables set for dinner", category: "Dining" },
  { ...galleryPhotos.riverSunset, alt: "Sunset over the Coosa River", category: "Views" },
  { ...galleryPhotos.treeHouse, alt: "The tree house among the pines", category: "Accommodations" },
  { ...galleryPhotos.dockMorning, alt: "Morning fog over the boat dock", category: "Views" },
];

/** The full gallery opened by View Full Gallery: the home six plus more of the park. */
export const fullGallery: GalleryPhoto[] = [
  ...homeGallery,
  { ...galleryPhotos.firePit, alt: "Friends around a fire pit at night", category: "Resort" },
  { ...galleryPhotos.containerHome, alt: "Container home deck overlooking the water", category: "Accommodations" },
  { ...galleryPhotos.brunch, alt: "Brunch plates at Pique Nique", category: "Dining" },
  { ...galleryPhotos.kayaks, alt: "Kayakers paddling on the river", category: "Views" },
];
