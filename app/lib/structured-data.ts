/**
 * schema.org JSON-LD for the resort, built from the published resort so the markup can never disagree
 * with the page, and the pieces the restaurant's and the events' (their own modules, so the front
 * page does not carry them) share with it.
 */
import type { Photo, Resort } from "#domain/content/schemas.ts";
import { fallbackUrl } from "#domain/content/photo-variants.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

export const CONTEXT = "https://schema.org";

export function resortId(resort: Resort): string {
  return absoluteUrl("/#resort", resort.siteUrl);
}

export function imageUrl(photo: Photo, resort: Resort): string {
  return absoluteUrl(fallbackUrl(photo), resort.siteUrl);
}

export function postalAddress(resort: Resort) {
  return {
    "@type": "PostalAddress",
    streetAddress: resort.address.street,
    addressLocality: resort.address.city,
    addressRegion: resort.address.region,
    postalCode: resort.address.postalCode,
    addressCountry: resort.address.country,
  };
}

export function geo(resort: Resort) {
  return { "@type": "GeoCoordinates", latitude: resort.geo.latitude, longitude: resort.geo.longitude };
}

/** "4 PM" → "16:00", "10:30 AM" → "10:30". */
export function clockTime(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new Error(`Not a clock time: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2] ?? "00"}`;
}

/** The resort as a Campground (a LodgingBusiness) with its address, location, phone and rating; `image` is the home hero. */
export function resortJsonLd(resort: Resort, image: Photo) {
  return {
    "@context": CONTEXT,
    "@type": "Campground",
    "@id": resortId(resort),
    name: resort.name,
    description: resort.description,
    url: absoluteUrl("/", resort.siteUrl),
    telephone: resort.phone.tel,
    email: resort.email,
    image: imageUrl(image, resort),
    address: postalAddress(resort),
    geo: geo(resort),
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
