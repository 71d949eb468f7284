/**
 * schema.org JSON-LD for the resort, built from the content folder so the markup can never disagree
 * with the page, and the pieces the restaurant's and the events' (their own modules, so the front
 * page does not carry them) share with it.
 */
import type { Photo } from "#domain/content/schemas.ts";
import { heroImage } from "#content/home.ts";
import { resort } from "#content/resort.ts";
import { fallbackUrl } from "#app/lib/responsive-image.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

export const CONTEXT = "https://schema.org";
export const RESORT_ID = absoluteUrl("/#resort");

export function imageUrl(photo: Photo): string {
  return absoluteUrl(fallbackUrl(photo));
}

export function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: resort.address.street,
    addressLocality: resort.address.city,
    addressRegion: resort.address.region,
    postalCode: resort.address.postalCode,
    addressCountry: resort.address.country,
  };
}

export function geo() {
  return { "@type": "GeoCoordinates", latitude: resort.geo.latitude, longitude: resort.geo.longitude };
}

/** "4 PM" → "16:00", "10:30 AM" → "10:30". */
export function clockTime(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new Error(`Not a clock time: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2] ?? "00"}`;
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
