import { draft } from "#domain/content/draft.ts";
import type { ContentImage, FeatureCardFacts, VenueSpaceFacts } from "#domain/content/schemas.ts";
import * as venuePhotos from "./generated/photos/venue.ts";

/** The resort gave the names and capacities; the descriptions are drafts. */
export const venueSpaceFacts: VenueSpaceFacts[] = [
  {
    id: "bay-lodge",
    name: "The Bay Lodge",
    capacity: 175,
    description: draft("Our largest indoor hall with vaulted ceilings, a dance floor and wide windows onto the bay."),
    image: { ...venuePhotos.bayLodge, alt: "The Bay Lodge set for a wedding reception" },
  },
  {
    id: "the-landing",
    name: "The Landing",
    capacity: 75,
    description: draft("A covered waterfront pavilion for ceremonies, rehearsal dinners and reunions."),
    image: { ...venuePhotos.theLanding, alt: "The Landing pavilion on the water" },
  },
  {
    id: "veranda-deck",
    name: "Veranda Deck",
    capacity: 30,
    description: draft("An intimate deck above the river for small ceremonies, showers and cocktail hours."),
    image: { ...venuePhotos.verandaDeck, alt: "The Veranda Deck with string lights" },
  },
];

/** Four feature cards; the resort has given none of them yet. */
export const venueFeatureFacts: FeatureCardFacts[] = [
  {
    icon: "waves",
    title: draft("Waterfront Ceremonies"),
    text: draft("Say your vows with the Coosa River behind you."),
  },
  {
    icon: "bed-double",
    title: "Stay On Site",
    text: "Cottages and RV spots for your whole wedding party.",
  },
  {
    icon: "utensils",
    title: draft("Catering by Pique Nique"),
    text: draft("Menus from our own kitchen, from brunch to a plated dinner."),
  },
  {
    icon: "calendar-heart",
    title: draft("Planning Support"),
    text: draft("Our events team helps with layout, rentals and the timeline."),
  },
];

export const venueGallery: ContentImage[] = [
  { ...venuePhotos.ceremony, alt: "Outdoor ceremony arch by the river" },
  { ...venuePhotos.reception, alt: "Reception tables with candles" },
  { ...venuePhotos.firstDance, alt: "First dance under string lights" },
];
