import { resort } from "#content/resort.ts";
import { restaurantHours, type WeeklyHours } from "#content/restaurant.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { CONTEXT, geo, imageUrl, postalAddress, RESORT_ID } from "#app/lib/structured-data.ts";
import type { Restaurant } from "#domain/content/schemas.ts";

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
 * Pique Nique as its document gives it (the page's loader data), with its weekly opening hours,
 * taken from the same table the page shows.
 */
export function restaurantJsonLd(restaurant: Pick<Restaurant, "name" | "about" | "logo">) {
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
