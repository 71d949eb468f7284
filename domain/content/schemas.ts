import { z } from "#domain/zod.ts";
import type { weeklyHoursSchema } from "#domain/restaurant-schedule-schema.ts";
import type { Shown } from "./draft.ts";

/**
 * The shape of every fact in the content folder. The data modules import only the types, so the
 * browser never loads zod for them; validateContent (content/validate.ts) checks the data itself,
 * in the tests and when the server starts.
 *
 * A field wrapped in `fact` may carry a draft(...) or placeholder(...) mark (./draft.ts): the
 * resort has not given it, so it has to confirm it. A field without `fact` is given by the
 * resort or is the site's own (ids, paths, icons, prices charged at checkout) and refuses a mark.
 * Each `…Facts` type is the marked data; the type of the same name without the suffix is the
 * page view, every mark replaced by its value.
 */
export function fact<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.strictObject({ status: z.enum(["draft", "placeholder"]), value: schema })]);
}

/**
 * A photo as its variants were made: by `npm run images` from content/images (`file` is its path
 * there; content/generated/photos/ exports them all) or by the server from an upload (`file` is
 * `uploads/…`, its variants kept in the database). `hash` is the source's content hash that names
 * every variant.
 */
export const photoSchema = z.object({
  file: z.string().regex(/^[a-z0-9/-]+\.(jpg|png)$/),
  width: z.int().positive(),
  height: z.int().positive(),
  hash: z.string().regex(/^[0-9a-f]{10}$/),
  /** Dominant colour shown until the image loads; absent for images with transparency. */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/** Where a crop keeps the photo's subject: percent across and down, 50/50 being the centre. */
const focusSchema = z.strictObject({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });

/** A photo as a page shows it, with its alt text and, where staff set one, the point crops keep. */
export const imageSchema = photoSchema.extend({ alt: z.string().min(3), focus: focusSchema.optional() });
export type ContentImage = z.infer<typeof imageSchema>;

const monthDay = z.string().regex(/^\d{2}-\d{2}$/, "MM-DD");
const isoDate = z.iso.date();

/**
 * When an event runs. Annual events recur every year (the season crossing New Year belongs to
 * the year it starts); one-off events keep their own dates and show as ended once past.
 */
const eventDatesSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("annual"), start: monthDay, end: monthDay }),
  z.object({ kind: z.literal("once"), start: isoDate, end: isoDate }),
]);
export type EventDates = z.infer<typeof eventDatesSchema>;

/** The most Stripe charges for one unit: $999,999.99. */
const MAX_PRICE_CENTS = 99_999_999;

const ticketTypeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string(),
  priceCents: z
    .number()
    .int()
    .positive()
    .max(MAX_PRICE_CENTS)
    .describe("What a checkout charges for one, in cents (docs/decisions/049)"),
  description: fact(z.string()),
  // Documents published before checkouts charged priceCents still name an env var of a Stripe price; it is ignored.
  priceEnv: z
    .string()
    .regex(/^STRIPE_PRICE_[A-Z0-9_]+$/)
    .optional(),
});
export type TicketType = Shown<z.infer<typeof ticketTypeSchema>>;

const scheduleItemSchema = z.object({ time: z.string(), activity: z.string() });

export const eventSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: fact(z.string()),
  category: z.literal("Seasonal"),
  dates: fact(eventDatesSchema),
  time: fact(z.string()),
  location: fact(z.string()),
  shortDescription: fact(z.string()),
  description: fact(z.string()),
  heroImage: imageSchema,
  highlights: z.array(fact(z.string())),
  schedule: z.array(fact(scheduleItemSchema)),
  hidden: z.boolean().optional(),
  showSchedule: z.boolean(),
  includedWithStay: z.array(fact(z.string())),
  pricingNote: fact(z.string()).describe(
    "What the tickets' prices do not say (a discount, what is included); pages show the tickets' prices before it",
  ),
  bookingLink: z.string().startsWith("/"),
  tickets: z.array(ticketTypeSchema).optional().describe("Ticket types sold online; absent when the event sells none"),
});
export type ResortEventFacts = z.infer<typeof eventSchema>;

/** An event sold by the night: which days of its run are nights, how many a night admits, and which tickets are for one night. */
export const boxOfficeSchema = z.object({
  nightWeekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .describe("The weekdays of the run that are nights with tickets (0 = Sunday)"),
  capacityPerNight: fact(z.number().int().positive()).describe("People a night admits, until staff change it"),
  perNightTickets: z
    .array(z.string())
    .min(1)
    .describe(
      "Ticket types admitting one person on the chosen night; the event's other tickets are passes for the run",
    ),
  terms: z
    .object({
      name: z.string().describe('What the buyer accepts, as the checkbox names it: "the Haunted Forest terms"'),
      heading: z.string(),
      points: fact(z.array(z.string()).min(1)).describe("The terms, shown under the ticket panel"),
      tickets: z.array(z.string()).min(1).describe("The ticket types that need them accepted before checkout"),
    })
    .optional(),
});
export type BoxOfficeFacts = z.infer<typeof boxOfficeSchema>;
export type ResortEvent = Shown<ResortEventFacts>;
export type BoxOffice = Shown<BoxOfficeFacts>;

export const resortSchema = z.object({
  name: fact(z.string()).describe("Public name of the resort"),
  shortName: fact(z.string()),
  tagline: fact(z.string()),
  description: z.string().max(160),
  address: z.object({
    street: fact(z.string()),
    city: z.literal("Gadsden"),
    region: z.literal("AL"),
    postalCode: fact(z.string().regex(/^\d{5}$/)),
    country: z.literal("US"),
  }),
  geo: fact(z.object({ latitude: z.number(), longitude: z.number() })),
  phone: fact(z.object({ display: z.string(), tel: z.string().regex(/^\+1\d{10}$/) })),
  restaurantPhone: fact(z.object({ display: z.string(), tel: z.string().regex(/^\+1\d{10}$/) })),
  email: fact(z.email()),
  salesEmail: fact(z.email()),
  officeHours: z.string().describe("Front office hours shown on the contact card"),
  checkIn: z.string(),
  rating: z.object({ value: z.number().min(0).max(5), reviewCount: z.string() }),
  rvSpotCount: z.string(),
  mapEmbedUrl: fact(z.url()),
  directionsUrl: fact(z.url()),
  videoUrl: fact(z.string()),
  social: z.array(fact(z.object({ label: z.string(), url: z.url() }))).length(2),
  orderOnlineUrl: fact(z.url()),
  legalPartner: fact(z.object({ name: z.string(), url: z.url() })),
  floorPlanPdf: fact(z.string()),
  siteUrl: fact(z.url()).describe("Canonical origin used in sitemap and metadata"),
});

export type ResortFacts = z.infer<typeof resortSchema>;
export type Resort = Shown<ResortFacts>;

export const lodgingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: fact(z.string()),
  sleeps: fact(z.string()).describe('A number as text, or "Varies" / "Not specified" (then hidden)'),
  buttonText: z.string(),
  icon: z.enum(["caravan", "trees", "container", "home", "anchor", "sunrise", "sunset", "castle"]),
  image: imageSchema,
  bookingUrl: fact(z.url()),
  bookingSystem: z.enum(["reservations", "vacation-rental"]),
});
export type LodgingFacts = z.infer<typeof lodgingSchema>;
export type Lodging = Shown<LodgingFacts>;

export const kayakRentalsSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  buttonText: z.string(),
  image: imageSchema,
});
export type KayakRentals = z.infer<typeof kayakRentalsSchema>;

export const policySchema = z.object({
  slug: z.enum(["privacy-policy", "terms-of-service", "cancellation-policy", "accessibility"]),
  title: z.string(),
  description: fact(z.string().max(160)),
  intro: fact(z.string()),
  sections: fact(z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()).min(1) })).min(2)),
});

export type PolicyFacts = z.infer<typeof policySchema>;

export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const amenityGroupSchema = z.object({
  title: z.string(),
  icon: z.string(),
  items: z.array(fact(z.string())).min(3),
});
export type AmenityGroupFacts = z.infer<typeof amenityGroupSchema>;

export const nearbyPlaceSchema = z.object({ name: z.string(), distance: z.string() });
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

const galleryCategorySchema = z.enum(["Accommodations", "Resort", "Dining", "Views"]);
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
export const galleryPhotoSchema = imageSchema.extend({ category: galleryCategorySchema });
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** The home page's photos; its hero is also the photo a page is shared with when it has none of its own. */
export interface HomePhotos {
  hero: ContentImage;
  parkMap: ContentImage;
  videoPoster: ContentImage;
}

const venueSpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number().int().positive(),
  description: fact(z.string()),
  image: imageSchema,
});
export type VenueSpaceFacts = z.infer<typeof venueSpaceSchema>;

/** A card with an icon, a title and a line of text (the home page's about cards, the venue's features, …). */
export const featureCardSchema = z.object({ icon: z.string(), title: fact(z.string()), text: fact(z.string()) });
export type FeatureCardFacts = z.infer<typeof featureCardSchema>;

/** The venue page: its three spaces, its four feature cards and its three photos. */
export const venueSchema = z.object({
  spaces: z.array(venueSpaceSchema).length(3),
  features: z.array(featureCardSchema).length(4),
  gallery: z.array(imageSchema).length(3),
});
export type VenueFacts = z.infer<typeof venueSchema>;
export type Venue = Shown<VenueFacts>;

/** The Christmas lights page's text; its photos are checked with the other images. */
export const christmasLightsSchema = z.object({
  // Its dates, gate times and prices are the event's (event:christmas-lights), so no page repeats them.
  onlineDiscount: z.string(),
  extrasCards: z.array(featureCardSchema).length(3),
  planYourVisit: z.array(fact(z.string())),
});
export type ChristmasLightsFacts = z.infer<typeof christmasLightsSchema> & {
  hero: ContentImage;
  marquee: ContentImage[];
};

/** Pique Nique's text; its logo is checked with the other images. */
export const restaurantSchema = z.object({
  name: z.literal("Pique Nique"),
  about: z.array(fact(z.string())).min(1),
  guideVideo: z.object({ url: fact(z.string()), title: z.string() }),
});
export type RestaurantFacts = z.infer<typeof restaurantSchema> & { logo: ContentImage };
export type Restaurant = Shown<RestaurantFacts>;

export const createCenterSchema = z.object({
  name: z.string(),
  privateOffices: z.literal(7),
  description: fact(z.string()),
  spaces: z.array(z.object({ title: z.string(), text: fact(z.string()) })),
  amenities: z.array(fact(z.string())).min(1),
  liveInRv: z.object({ title: z.string(), text: fact(z.string()) }),
});
export type CreateCenterFacts = z.infer<typeof createCenterSchema>;
