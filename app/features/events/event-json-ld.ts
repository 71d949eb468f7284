import { imageSrc } from "#app/components/ui/picture.tsx";
import type { ResortEvent } from "#content/events.ts";
import { resort } from "#content/resort.ts";
import { isoDate, type EventRun } from "#domain/event-dates.ts";
import { eventPageUrl } from "./event-calendar.ts";

/** schema.org Event: dates of the run, the resort as the place, an offer per ticket type. */
export function eventJsonLd(event: ResortEvent, run: EventRun): object {
  const url = eventPageUrl(event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: isoDate(run.start),
    endDate: isoDate(run.end),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url,
    image: [new URL(imageSrc(event.heroImage, 1200, "fallback"), resort.siteUrl).href],
    location: {
      "@type": "Place",
      name: `${event.location}, ${resort.name}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: resort.address.street,
        addressLocality: resort.address.city,
        addressRegion: resort.address.region,
        postalCode: resort.address.postalCode,
        addressCountry: resort.address.country,
      },
    },
    organizer: { "@type": "Organization", name: resort.name, url: resort.siteUrl },
    ...(event.tickets?.length
      ? {
          offers: event.tickets.map((ticket) => ({
            "@type": "Offer",
            name: ticket.label,
            price: (ticket.priceCents / 100).toFixed(2),
            priceCurrency: "USD",
            availability: run.ended ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
            url,
          })),
        }
      : {}),
  };
}
