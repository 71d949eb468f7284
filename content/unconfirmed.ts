import { boxOfficeFacts } from "./box-office.ts";
import { christmasLightsFacts } from "./christmas-lights.ts";
import { unconfirmedIn, type UnconfirmedEntry } from "#domain/content/draft.ts";
import { eventFacts } from "./events.ts";
import { aboutFeatureFacts, amenityGroupFacts, nearbyPlaceFacts } from "./home.ts";
import { lodgingFacts } from "./lodging.ts";
import { policyFacts } from "./policies.ts";
import { resortFacts } from "./resort.ts";
import { restaurantFacts } from "./restaurant.ts";
import type { ResortFacts } from "#domain/content/schemas.ts";
import { venueFeatureFacts, venueSpaceFacts } from "./venue.ts";
import { createCenterFacts } from "./work.ts";

interface Source {
  /** The route that shows the value, or "every page" for the header, footer and page metadata. */
  page: string;
  /** The content value's name, as the module exports it. */
  name: string;
  file: string;
  value: unknown;
}

function resortPart<K extends keyof ResortFacts>(...keys: K[]): Pick<ResortFacts, K> {
  return Object.fromEntries(keys.map((key) => [key, resortFacts[key]])) as Pick<ResortFacts, K>;
}

/** Every content value with a page that shows it; the resort's facts are split by where they appear. */
const sources: Source[] = [
  {
    page: "every page",
    name: "resort",
    file: "content/resort.ts",
    value: resortPart("name", "shortName", "tagline", "phone", "email", "social", "siteUrl"),
  },
  {
    page: "/",
    name: "resort",
    file: "content/resort.ts",
    value: resortPart("address", "geo", "mapEmbedUrl", "directionsUrl", "videoUrl"),
  },
  { page: "/", name: "aboutFeatures", file: "content/home.ts", value: aboutFeatureFacts },
  { page: "/", name: "amenityGroups", file: "content/home.ts", value: amenityGroupFacts },
  { page: "/", name: "nearbyPlaces", file: "content/home.ts", value: nearbyPlaceFacts },
  { page: "/book-now", name: "lodging", file: "content/lodging.ts", value: lodgingFacts },
  {
    page: "/christmas-lights",
    name: "christmasLights",
    file: "content/christmas-lights.ts",
    value: christmasLightsFacts,
  },
  {
    page: "/pique-nique",
    name: "resort",
    file: "content/resort.ts",
    value: resortPart("restaurantPhone", "orderOnlineUrl"),
  },
  { page: "/pique-nique", name: "restaurant", file: "content/restaurant.ts", value: restaurantFacts },
  { page: "/venue", name: "resort", file: "content/resort.ts", value: resortPart("salesEmail") },
  { page: "/venue", name: "venueSpaces", file: "content/venue.ts", value: venueSpaceFacts },
  { page: "/venue", name: "venueFeatures", file: "content/venue.ts", value: venueFeatureFacts },
  { page: "/work", name: "resort", file: "content/resort.ts", value: resortPart("legalPartner", "floorPlanPdf") },
  { page: "/work", name: "createCenter", file: "content/work.ts", value: createCenterFacts },
  ...eventFacts.map((event) => ({
    page: `/events/${event.id}${event.hidden ? "" : " (and its card on /events)"}`,
    name: `events › ${event.id}`,
    file: "content/events.ts",
    value: event,
  })),
  ...Object.entries(boxOfficeFacts).map(([eventId, office]) => ({
    page: `/events/${eventId}`,
    name: `boxOffice › ${eventId}`,
    file: "content/box-office.ts",
    value: office,
  })),
  ...policyFacts.map((policy) => ({
    page: `/${policy.slug}`,
    name: `policies › ${policy.slug}`,
    file: "content/policies.ts",
    value: policy,
  })),
];

interface UnconfirmedFact extends UnconfirmedEntry {
  /** Where to find it: the export's name, then its keys and list items. */
  where: string;
  file: string;
}

export interface PageReport {
  page: string;
  facts: UnconfirmedFact[];
}

/** Every draft and placeholder in the content folder, grouped by the page that shows it. */
export function unconfirmedByPage(): PageReport[] {
  const pages = new Map<string, UnconfirmedFact[]>();
  for (const source of sources) {
    const facts = unconfirmedIn(source.value).map((entry) => ({
      ...entry,
      where: [source.name, ...entry.path].join(" › "),
      file: source.file,
    }));
    if (facts.length > 0) pages.set(source.page, [...(pages.get(source.page) ?? []), ...facts]);
  }
  return [...pages].map(([page, facts]) => ({ page, facts }));
}

/** A value in one line: lists and objects by their parts, cut to `max` characters. */
export function oneLine(value: unknown, max = 110): string {
  const text = flatten(value);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function flatten(value: unknown): string {
  if (Array.isArray(value)) return value.map(flatten).join("; ");
  if (typeof value === "object" && value !== null) return Object.values(value).map(flatten).join(" · ");
  return String(value);
}
