import { draft, placeholder } from "#domain/content/draft.ts";
import type { LodgingFacts, Photo } from "#domain/content/schemas.ts";
import { resort } from "./resort.ts";
import * as lodgingPhotos from "./generated/photos/lodging.ts";

/** The booking systems the cards open; the resort supplies the real addresses. */
const RV_RESERVATIONS = "https://reservations.example.com/coosa-riverside";
const VACATION_RENTALS = "https://rentals.example.com/coosa-riverside";

/** A cottage card: the resort gave its title and booking system; its description and sleeps count are drafts. */
const cottage = (
  id: string,
  title: string,
  photo: Photo,
  description: string,
  sleeps: string,
  icon: LodgingFacts["icon"] = "home",
): LodgingFacts => ({
  id,
  title,
  description: draft(description),
  sleeps: draft(sleeps),
  buttonText: "Book Now",
  icon,
  image: { ...photo, alt: `${title} exterior at the resort` },
  bookingUrl: placeholder(`${VACATION_RENTALS}/${id}`),
  bookingSystem: "vacation-rental",
});

export const lodgingFacts: LodgingFacts[] = [
  {
    id: "rv-spots",
    title: "RV Spots",
    description: draft(
      `Over ${resort.rvSpotCount.replace("+", "")} full-hookup RV spots with 30/50 amp power, water and sewer, many right on the river.`,
    ),
    sleeps: draft("Varies"),
    buttonText: "Reserve a Spot",
    icon: "caravan",
    image: { ...lodgingPhotos.rvSpots, alt: "RV spots along the riverfront" },
    bookingUrl: placeholder(RV_RESERVATIONS),
    bookingSystem: "reservations",
  },
  cottage(
    "tree-house-and-stump",
    "Tree House & Stump",
    lodgingPhotos.treeHouseAndStump,
    "A raised tree house and its whimsical stump cottage companion tucked among the trees.",
    "4",
    "trees",
  ),
  cottage(
    "container-home",
    "Container Home",
    lodgingPhotos.containerHome,
    "A modern shipping-container tiny home with a full kitchen and a deck for river sunsets.",
    "4",
    "container",
  ),
  cottage(
    "coosa-cottage",
    "Coosa Cottage",
    lodgingPhotos.coosaCottage,
    "Named for the river it faces: a cozy cottage with a screened porch and water views.",
    "4",
  ),
  cottage(
    "creekside-cottage",
    "Creekside Cottage",
    lodgingPhotos.creeksideCottage,
    "A quiet cottage beside the creek with a porch swing and fire pit.",
    "4",
  ),
  cottage(
    "dock-side-cottage",
    "Dock Side Cottage",
    lodgingPhotos.dockSideCottage,
    "Steps from the dock, ideal for anglers and kayakers.",
    "6",
    "anchor",
  ),
  cottage(
    "morning-view-cottage",
    "Morning View Cottage",
    lodgingPhotos.morningViewCottage,
    "East-facing windows catch the sunrise over the water each morning.",
    "4",
    "sunrise",
  ),
  cottage(
    "pinewood-cottage",
    "Pinewood Cottage",
    lodgingPhotos.pinewoodCottage,
    "A pine-shaded retreat with a king bed and a private patio.",
    "2",
  ),
  cottage(
    "portofino",
    "Portofino",
    lodgingPhotos.portofino,
    "Our largest rental, with room for the whole family and a wraparound deck.",
    "Not specified",
    "castle",
  ),
  cottage(
    "sunset-cottage",
    "Sunset Cottage",
    lodgingPhotos.sunsetCottage,
    "West-facing deck for golden-hour views across the Coosa.",
    "4",
    "sunset",
  ),
  cottage(
    "sunrise-cottage",
    "Sunrise Cottage",
    lodgingPhotos.sunriseCottage,
    "Bright and airy, with a sunrise view from the kitchen table.",
    "4",
    "sunrise",
  ),
  cottage(
    "windsor-cottage",
    "Windsor Cottage",
    lodgingPhotos.windsorCottage,
    "Classic cottage charm with a fireplace and a covered porch.",
    "6",
  ),
];

export const kayakRentals = {
  title: "Kayak Rentals",
  description: "Explore the Coosa River by kayak. Rentals are booked by phone: call the front desk to reserve yours.",
  buttonText: "Book Today",
  image: { ...lodgingPhotos.kayakRentals, alt: "Kayaks lined up on the riverbank" },
} as const;
