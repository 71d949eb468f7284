import { z } from "../domain/zod.ts";

/**
 * The shape of every fact in the content folder. The data modules import only the types, so the
 * browser never loads zod for them; validateContent (content/validate.ts) checks the data itself,
 * in the tests and when the server starts.
 */

/** A photo in content/images; `file` is its path there. Drop in a new file to replace a photo. */
export const imageSchema = z.object({
  file: z.string().regex(/^[a-z0-9/-]+\.(jpg|png)$/),
  alt: z.string().min(3),
});
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

const ticketTypeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string(),
  priceCents: z.number().int().positive(),
  description: z.string(),
  priceEnv: z
    .string()
    .regex(/^STRIPE_PRICE_[A-Z0-9_]+$/)
    .describe("Env var holding the Stripe price id"),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const eventSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  category: z.literal("Seasonal"),
  dates: eventDatesSchema,
  time: z.string(),
  location: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  heroImage: imageSchema,
  highlights: z.array(z.string()),
  schedule: z.array(z.object({ time: z.string(), activity: z.string() })),
  hidden: z.boolean().optional(),
  showSchedule: z.boolean(),
  includedWithStay: z.array(z.string()),
  pricingNote: z.string(),
  bookingLink: z.string().startsWith("/"),
  tickets: z.array(ticketTypeSchema).optional().describe("Ticket types sold online; absent when the event sells none"),
});
export type ResortEvent = z.infer<typeof eventSchema>;

export const resortSchema = z.object({
  name: z.string().describe("Public name of the resort (PLACEHOLDER)"),
  shortName: z.string(),
  tagline: z.string(),
  description: z.string().max(160),
  address: z.object({
    street: z.string(),
    city: z.literal("Gadsden"),
    region: z.literal("AL"),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.literal("US"),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  phone: z.object({ display: z.string(), tel: z.string().regex(/^\+1\d{10}$/) }),
  restaurantPhone: z.object({ display: z.string(), tel: z.string().regex(/^\+1\d{10}$/) }),
  email: z.email(),
  salesEmail: z.email(),
  officeHours: z.string().describe("Front office hours shown on the contact card"),
  checkIn: z.string(),
  rating: z.object({ value: z.number().min(0).max(5), reviewCount: z.string() }),
  rvSpotCount: z.string(),
  mapEmbedUrl: z.url(),
  directionsUrl: z.url(),
  videoUrl: z.string(),
  social: z.array(z.object({ label: z.string(), url: z.url() })).length(2),
  orderOnlineUrl: z.url(),
  legalPartner: z.object({ name: z.string(), url: z.url() }),
  floorPlanPdf: z.string(),
  siteUrl: z.url().describe("Canonical origin used in sitemap and metadata"),
});

export type Resort = z.infer<typeof resortSchema>;

export const lodgingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sleeps: z.string().describe('A number as text, or "Varies" / "Not specified" (then hidden)'),
  buttonText: z.string(),
  icon: z.enum(["caravan", "trees", "container", "home", "anchor", "sunrise", "sunset", "castle"]),
  image: imageSchema,
  bookingUrl: z.url(),
  bookingSystem: z.enum(["reservations", "vacation-rental"]),
});
export type Lodging = z.infer<typeof lodgingSchema>;

export const kayakRentalsSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  buttonText: z.string(),
  image: imageSchema,
});

export const policySchema = z.object({
  slug: z.enum(["privacy-policy", "terms-of-service", "cancellation-policy", "accessibility"]),
  title: z.string(),
  description: z.string().max(160),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()).min(1) })).min(2),
});

export type Policy = z.infer<typeof policySchema>;

const hourSchema = z.number().int().min(0).max(24);
/** Opening hours per weekday (0 = Sunday). `null` means closed all day. Open is inclusive, close exclusive. */
export const weeklyHoursSchema = z
  .array(z.object({ day: z.string(), hours: z.object({ open: hourSchema, close: hourSchema }).nullable() }))
  .length(7);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const amenityGroupSchema = z.object({ title: z.string(), icon: z.string(), items: z.array(z.string()).min(3) });
export type AmenityGroup = z.infer<typeof amenityGroupSchema>;

export const nearbyPlaceSchema = z.object({ name: z.string(), distance: z.string() });
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

const galleryCategorySchema = z.enum(["Accommodations", "Resort", "Dining", "Views"]);
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
export const galleryPhotoSchema = imageSchema.extend({ category: galleryCategorySchema });
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const venueSpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number().int().positive(),
  description: z.string(),
  image: imageSchema,
});
export type VenueSpace = z.infer<typeof venueSpaceSchema>;
