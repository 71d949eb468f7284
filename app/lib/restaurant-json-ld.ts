import { restaurantHours, type WeeklyHours } from "#content/restaurant.ts";
import type { Resort, Restaurant } from "#domain/content/schemas.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { CONTEXT, geo, imageUrl, postalAddress, resortId } from "#app/lib/structured-data.ts";

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

/**
 * Pique Nique as its document gives it (the page's loader data), at the published resort, with its
 * weekly opening hours, taken from the same table the page shows.
 */
export function restaurantJsonLd(restaurant: Pick<Restaurant, "name" | "about" | "logo">, resort: Resort) {
  return {
    "@context": CONTEXT,
    "@type": "Restaurant",
    "@id": absoluteUrl("/pique-nique#restaurant", resort.siteUrl),
    name: restaurant.name,
    description: restaurant.about[0],
    url: absoluteUrl("/pique-nique", resort.siteUrl),
    telephone: resort.restaurantPhone.tel,
    image: imageUrl(restaurant.logo, resort),
    address: postalAddress(resort),
    geo: geo(resort),
    containedInPlace: { "@id": resortId(resort) },
    openingHoursSpecification: openingHoursSpecification(restaurantHours),
  };
}
