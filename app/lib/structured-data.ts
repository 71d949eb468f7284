/**
 * schema.org JSON-LD for the resort, the restaurant and each event, built from the content
 * folder so the markup can never disagree with the page.
 */
import type { ContentImage } from "#content/schemas.ts";
import type { ResortEvent } from "#content/events.ts";
import { heroImage } from "#content/home.ts";
import { resort } from "#content/resort.ts";
import { restaurant, restaurantHours, type WeeklyHours } from "#content/restaurant.ts";
import { eventRun, isoDate, type CalendarDate } from "#domain/event-dates.ts";
import { imageManifest } from "#app/generated/image-manifest.ts";
import { fallbackUrl } from "#app/lib/responsive-image.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

const CONTEXT = "https://schema.org";
const RESORT_ID = absoluteUrl("/#resort");

function imageUrl(image: ContentImage): string {
  const entry = imageManifest[image.file];
  if (!entry) throw new Error(`No generated variants for content/images/${image.file}: run npm run images`);
  return absoluteUrl(fallbackUrl(image.file, entry));
}

function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: resort.address.street,
    addressLocality: resort.address.city,
    addressRegion: resort.address.region,
    postalCode: resort.address.postalCode,
    addressCountry: resort.address.country,
  };
}

function geo() {
  return { "@type": "GeoCoordinates", latitude: resort.geo.latitude, longitude: resort.geo.longitude };
}

/** "4 PM" → "16:00", "10:30 AM" → "10:30". */
export function clockTime(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new Error(`Not a clock time: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2] ?? "00"}`;
}

function hourTime(hour: number): string {
  return hour >= 24 ? "23:59" : `${String(hour).padStart(2, "0")}:00`;
}

/** One OpeningHoursSpecification per open weekday; closed days are simply absent. */
export function openingHoursSpecification(hours: WeeklyHours) {
  return hours.flatMap(({ day, hours: open }) =>
    open
      ? [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: `${CONTEXT}/${day}`,
            opens: hourTime(open.open),
            closes: hourTime(open.close),
          },
        ]
      : [],
  );
}

/** The resort as a Campground (a LodgingBusiness) with its address, location, phone and rating. */
export function resortJsonLd() {
  return {
    "@context": CONTEXT,
    "@type": "Campground",
    "@id": RESORT_ID,
    name: resort.name,
    description: resort.description,
    url: absoluteUrl("/"),
    telephone: resort.phone.tel,
    email: resort.email,
    image: imageUrl(heroImage),
    address: postalAddress(),
    geo: geo(),
    hasMap: resort.directionsUrl,
    checkinTime: clockTime(resort.checkIn),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: resort.rating.value,
      reviewCount: Number.parseInt(resort.rating.reviewCount, 10),
      bestRating: 5,
    },
    sameAs: resort.social.map((link) => link.url),
  };
}

/** Pique Nique with its weekly opening hours, taken from the same table the page shows. */
export function restaurantJsonLd() {
  return {
    "@context": CONTEXT,
    "@type": "Restaurant",
    "@id": absoluteUrl("/pique-nique#restaurant"),
    name: restaurant.name,
    description: restaurant.about[0],
    url: absoluteUrl("/pique-nique"),
    telephone: resort.restaurantPhone.tel,
    image: imageUrl(restaurant.logo),
    address: postalAddress(),
    geo: geo(),
    containedInPlace: { "@id": RESORT_ID },
    openingHoursSpecification: openingHoursSpecification(restaurantHours),
  };
}

/**
 * An event's dates as of `today` (annual events: the current or next season), its place, and an
 * offer per ticket type sold online while it has not ended. Prerendered pages should pass the
 * build's date so the markup matches on hydration.
 */
export function eventJsonLd(event: ResortEvent, today: CalendarDate) {
  const run = eventRun(event.dates, today);
  const url = absoluteUrl(`/events/${event.id}`);
  const offers = run.ended
    ? []
    : (event.tickets ?? []).map((ticket) => ({
        "@type": "Offer",
        name: ticket.label,
        description: ticket.description,
        price: (ticket.priceCents / 100).toFixed(2),
        priceCurrency: "USD",
        availability: `${CONTEXT}/InStock`,
        url,
      }));
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.name,
    description: event.description,
    url,
    image: imageUrl(event.heroImage),
    startDate: isoDate(run.start),
    endDate: isoDate(run.end),
    eventStatus: `${CONTEXT}/EventScheduled`,
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    location: { "@type": "Place", name: `${event.location}, ${resort.name}`, address: postalAddress(), geo: geo() },
    organizer: { "@type": "Organization", name: resort.name, url: absoluteUrl("/") },
    ...(offers.length > 0 ? { offers } : {}),
  };
}
