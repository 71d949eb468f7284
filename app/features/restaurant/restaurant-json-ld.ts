import { resort } from "#content/resort.ts";
import { restaurant, restaurantHours } from "#content/restaurant.ts";

const pad = (hour: number) => `${String(hour % 24).padStart(2, "0")}:00`;

/** schema.org Restaurant with its weekly opening hours, for search results. */
export function restaurantJsonLd(): object {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: restaurant.name,
    url: new URL("/pique-nique", resort.siteUrl).href,
    telephone: resort.restaurantPhone.tel,
    servesCuisine: "French-inspired American",
    address: {
      "@type": "PostalAddress",
      streetAddress: resort.address.street,
      addressLocality: resort.address.city,
      addressRegion: resort.address.region,
      postalCode: resort.address.postalCode,
      addressCountry: resort.address.country,
    },
    openingHoursSpecification: restaurantHours.flatMap((entry) =>
      entry.hours
        ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: entry.day, opens: pad(entry.hours.open), closes: pad(entry.hours.close) }]
        : [],
    ),
  };
}
