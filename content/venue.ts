import type { ContentImage, VenueSpace } from "./schemas.ts";

export const venueSpaces: VenueSpace[] = [
  {
    id: "bay-lodge",
    name: "The Bay Lodge",
    capacity: 175,
    description: "Our largest indoor hall with vaulted ceilings, a dance floor and wide windows onto the bay.",
    image: { file: "venue/bay-lodge.jpg", alt: "The Bay Lodge set for a wedding reception" },
  },
  {
    id: "the-landing",
    name: "The Landing",
    capacity: 75,
    description: "A covered waterfront pavilion for ceremonies, rehearsal dinners and reunions.",
    image: { file: "venue/the-landing.jpg", alt: "The Landing pavilion on the water" },
  },
  {
    id: "veranda-deck",
    name: "Veranda Deck",
    capacity: 30,
    description: "An intimate deck above the river for small ceremonies, showers and cocktail hours.",
    image: { file: "venue/veranda-deck.jpg", alt: "The Veranda Deck with string lights" },
  },
];

export const venueFeatures = [
  { icon: "waves", title: "Waterfront Ceremonies", text: "Say your vows with the Coosa River behind you." },
  { icon: "bed-double", title: "Stay On Site", text: "Cottages and RV spots for your whole wedding party." },
  {
    icon: "utensils",
    title: "Catering by Pique Nique",
    text: "Menus from our own kitchen, from brunch to a plated dinner.",
  },
  {
    icon: "calendar-heart",
    title: "Planning Support",
    text: "Our events team helps with layout, rentals and the timeline.",
  },
] as const;

export const venueGallery: ContentImage[] = [
  { file: "venue/ceremony.jpg", alt: "Outdoor ceremony arch by the river" },
  { file: "venue/reception.jpg", alt: "Reception tables with candles" },
  { file: "venue/first-dance.jpg", alt: "First dance under string lights" },
];
