import { z } from "../domain/zod.ts";
import { christmasLights } from "./christmas-lights.ts";
import { events } from "./events.ts";
import { amenityGroups, fullGallery, heroImage, homeGallery, nearbyPlaces, parkMapImage, videoPoster } from "./home.ts";
import { kayakRentals, lodging } from "./lodging.ts";
import { policies } from "./policies.ts";
import { resort, resortTimeZone } from "./resort.ts";
import { restaurant, restaurantHours } from "./restaurant.ts";
import {
  amenityGroupSchema,
  eventSchema,
  galleryPhotoSchema,
  imageSchema,
  kayakRentalsSchema,
  lodgingSchema,
  nearbyPlaceSchema,
  policySchema,
  resortSchema,
  venueSpaceSchema,
  weeklyHoursSchema,
} from "./schemas.ts";
import { venueGallery, venueSpaces } from "./venue.ts";

const timeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone name");

/** Each content value with the rule it must meet, counts included (the spec fixes most of them). */
export const contentRules = {
  resort: [resortSchema, resort],
  resortTimeZone: [timeZoneSchema, resortTimeZone],
  events: [
    z
      .array(eventSchema)
      .min(1)
      .refine((list) => new Set(list.map((event) => event.id)).size === list.length, "event ids must be unique"),
    events,
  ],
  lodging: [z.array(lodgingSchema).length(12), lodging],
  kayakRentals: [kayakRentalsSchema, kayakRentals],
  policies: [z.array(policySchema).length(4), policies],
  restaurantHours: [weeklyHoursSchema, restaurantHours],
  restaurantLogo: [imageSchema, restaurant.logo],
  amenityGroups: [z.array(amenityGroupSchema).length(5), amenityGroups],
  nearbyPlaces: [z.array(nearbyPlaceSchema).length(12), nearbyPlaces],
  homeGallery: [z.array(galleryPhotoSchema).length(6), homeGallery],
  fullGallery: [z.array(galleryPhotoSchema).min(6), fullGallery],
  pageImages: [z.array(imageSchema), [heroImage, parkMapImage, videoPoster, christmasLights.hero]],
  christmasMarquee: [z.array(imageSchema).min(4), christmasLights.marquee],
  venueSpaces: [z.array(venueSpaceSchema).length(3), venueSpaces],
  venueGallery: [z.array(imageSchema).length(3), venueGallery],
} satisfies Record<string, [z.ZodType, unknown]>;

/** Throws, naming the value and the problem, when any content breaks its rule. */
export function validateContent(rules: Record<string, [z.ZodType, unknown]> = contentRules): void {
  const problems = Object.entries(rules).flatMap(([name, [schema, value]]) => {
    const checked = schema.safeParse(value);
    return checked.success
      ? []
      : checked.error.issues.map(
          (issue) => `content ${name}${issue.path.map((part) => `.${String(part)}`).join("")}: ${issue.message}`,
        );
  });
  if (problems.length > 0) throw new Error(`The content folder is invalid:\n${problems.join("\n")}`);
}
