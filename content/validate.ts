import {
  crossDocumentIssues,
  documentIssues,
  issuesAgainst,
  parseDocumentKey,
  type DocumentIssue,
} from "#domain/content/documents.ts";
import { weeklyHoursSchema } from "#domain/restaurant-schedule-schema.ts";
import { z } from "#domain/zod.ts";
import { boxOfficeFacts } from "./box-office.ts";
import { christmasLightsFacts } from "./christmas-lights.ts";
import { eventFacts } from "./events.ts";
import { aboutFeatureFacts, amenityGroupFacts, fullGallery, nearbyPlaceFacts } from "./home.ts";
import { heroImage, parkMapImage, videoPoster } from "./home-photos.ts";
import { kayakRentals, lodgingFacts } from "./lodging.ts";
import { policyFacts } from "./policies.ts";
import { resortFacts, resortTimeZone } from "./resort.ts";
import { restaurantFacts, restaurantHours } from "./restaurant.ts";
import { venueFeatureFacts, venueGallery, venueSpaceFacts } from "./venue.ts";
import { createCenterFacts } from "./work.ts";

/**
 * Every document of domain/content/documents.ts as this folder holds it, marks included, by key:
 * what the server seeds a new database with. From then on the database wins.
 */
export const contentDocuments: Readonly<Record<string, unknown>> = {
  resort: resortFacts,
  ...Object.fromEntries(eventFacts.map((event) => [`event:${event.id}`, event])),
  ...Object.fromEntries(Object.entries(boxOfficeFacts).map(([eventId, office]) => [`box-office:${eventId}`, office])),
  lodging: lodgingFacts,
  "kayak-rentals": kayakRentals,
  "home-about": aboutFeatureFacts,
  "home-amenities": amenityGroupFacts,
  "home-nearby": nearbyPlaceFacts,
  "home-photos": { hero: heroImage, parkMap: parkMapImage, videoPoster },
  gallery: fullGallery,
  "christmas-lights": christmasLightsFacts,
  restaurant: restaurantFacts,
  venue: { spaces: venueSpaceFacts, features: venueFeatureFacts, gallery: venueGallery },
  "create-center": createCenterFacts,
  ...Object.fromEntries(policyFacts.map((policy) => [`policy:${policy.slug}`, policy])),
};

const timeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone name");

type Check = (value: unknown) => DocumentIssue[];

/**
 * Each content value with the check it must pass: every document with its own (domain/content/
 * documents.ts), and the two values that are not documents. The resort's time zone is fixed at
 * build time (the build writes its offsets for the pages), and the restaurant's week is the
 * default of the hours staff set in the console's settings.
 */
export const contentRules: Readonly<Record<string, readonly [Check, unknown]>> = {
  ...Object.fromEntries(
    Object.entries(contentDocuments).map(([key, value]) => [
      key,
      [(draft: unknown) => documentIssues(key, draft), value],
    ]),
  ),
  resortTimeZone: [(value) => issuesAgainst(timeZoneSchema, value), resortTimeZone],
  restaurantHours: [(value) => issuesAgainst(weeklyHoursSchema, value), restaurantHours],
};

/** Throws, naming the value and the problem, when any content breaks its rule or a rule between documents. */
export function validateContent(rules: Readonly<Record<string, readonly [Check, unknown]>> = contentRules): void {
  const documents = Object.fromEntries(
    Object.entries(rules)
      .filter(([name]) => parseDocumentKey(name))
      .map(([name, [, value]]) => [name, value]),
  );
  const problems = [
    ...Object.entries(rules).flatMap(([name, [check, value]]) => check(value).map((issue) => ({ name, ...issue }))),
    ...crossDocumentIssues(documents).map(({ key, ...issue }) => ({ name: key, ...issue })),
  ].map(({ name, path, message }) => `content ${name}${path.startsWith("[") || !path ? "" : "."}${path}: ${message}`);
  if (problems.length > 0) throw new Error(`The content folder is invalid:\n${problems.join("\n")}`);
}
