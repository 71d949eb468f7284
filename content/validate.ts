import { weeklyHoursSchema } from "#domain/restaurant-schedule-schema.ts";
import { z } from "#domain/zod.ts";
import { boxOfficeFacts } from "./box-office.ts";
import { christmasLights, christmasLightsFacts } from "./christmas-lights.ts";
import { eventFacts } from "./events.ts";
import {
  aboutFeatureFacts,
  amenityGroupFacts,
  fullGallery,
  heroImage,
  homeGallery,
  nearbyPlaceFacts,
  parkMapImage,
  videoPoster,
} from "./home.ts";
import { kayakRentals, lodgingFacts } from "./lodging.ts";
import { policyFacts } from "./policies.ts";
import { resortFacts, resortTimeZone } from "./resort.ts";
import { restaurant, restaurantFacts, restaurantHours } from "./restaurant.ts";
import {
  amenityGroupSchema,
  boxOfficeSchema,
  christmasLightsSchema,
  createCenterSchema,
  eventSchema,
  fact,
  featureCardSchema,
  galleryPhotoSchema,
  imageSchema,
  kayakRentalsSchema,
  lodgingSchema,
  nearbyPlaceSchema,
  policySchema,
  resortSchema,
  restaurantSchema,
  venueSpaceSchema,
} from "#domain/content/schemas.ts";
import { venueFeatureFacts, venueGallery, venueSpaceFacts } from "./venue.ts";
import { createCenterFacts } from "./work.ts";

const timeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone name");

/**
 * Each content value with the rule it must meet, counts included (the page layouts fix most of them).
 * The rules see the marked data, so a draft(...) or placeholder(...) mark is refused where the
 * resort has given the value.
 */
export const contentRules = {
  resort: [resortSchema, resortFacts],
  resortTimeZone: [timeZoneSchema, resortTimeZone],
  events: [
    z
      .array(eventSchema)
      .min(1)
      .refine((list) => new Set(list.map((event) => event.id)).size === list.length, "event ids must be unique"),
    eventFacts,
  ],
  boxOffices: [
    z.record(z.string(), boxOfficeSchema).refine(
      (offices) =>
        Object.entries(offices).every(([eventId, office]) => {
          const tickets = eventFacts.find((event) => event.id === eventId)?.tickets ?? [];
          return office.perNightTickets.every((id) => tickets.some((ticket) => ticket.id === id));
        }),
      "each box office belongs to an event that sells tickets, and names only that event's ticket types",
    ),
    boxOfficeFacts,
  ],
  lodging: [z.array(lodgingSchema).length(12), lodgingFacts],
  kayakRentals: [kayakRentalsSchema, kayakRentals],
  policies: [z.array(policySchema).length(4), policyFacts],
  restaurant: [restaurantSchema, restaurantFacts],
  restaurantHours: [weeklyHoursSchema, restaurantHours],
  restaurantLogo: [imageSchema, restaurant.logo],
  aboutFeatures: [z.array(featureCardSchema).length(4), aboutFeatureFacts],
  amenityGroups: [z.array(amenityGroupSchema).length(5), amenityGroupFacts],
  nearbyPlaces: [z.array(fact(nearbyPlaceSchema)).length(12), nearbyPlaceFacts],
  homeGallery: [z.array(galleryPhotoSchema).length(6), homeGallery],
  fullGallery: [z.array(galleryPhotoSchema).min(6), fullGallery],
  pageImages: [z.array(imageSchema), [heroImage, parkMapImage, videoPoster, christmasLights.hero]],
  christmasLights: [christmasLightsSchema, christmasLightsFacts],
  christmasMarquee: [z.array(imageSchema).min(4), christmasLights.marquee],
  venueSpaces: [z.array(venueSpaceSchema).length(3), venueSpaceFacts],
  venueFeatures: [z.array(featureCardSchema).length(4), venueFeatureFacts],
  venueGallery: [z.array(imageSchema).length(3), venueGallery],
  createCenter: [createCenterSchema, createCenterFacts],
} satisfies Record<string, [z.core.$ZodType, unknown]>;

/** Throws, naming the value and the problem, when any content breaks its rule. */
export function validateContent(rules: Record<string, [z.core.$ZodType, unknown]> = contentRules): void {
  const problems = Object.entries(rules).flatMap(([name, [schema, value]]) => {
    const checked = z.safeParse(schema, value);
    return checked.success
      ? []
      : checked.error.issues.map(
          (issue) => `content ${name}${issue.path.map((part) => `.${String(part)}`).join("")}: ${issue.message}`,
        );
  });
  if (problems.length > 0) throw new Error(`The content folder is invalid:\n${problems.join("\n")}`);
}
