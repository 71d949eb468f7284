import type { ResortEvent } from "#content/events.ts";
import type { Resort } from "#domain/content/schemas.ts";
import { eventRun, isoDate, type CalendarDate } from "#domain/event-dates.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { CONTEXT, geo, imageUrl, postalAddress } from "#app/lib/structured-data.ts";

/**
 * An event's dates as of `today` (annual events: the current or next season), its place, and an
 * offer per ticket type sold online while it has not ended. Prerendered pages should pass the
 * build's date so the markup matches on hydration.
 */
export function eventJsonLd(event: ResortEvent, today: CalendarDate, resort: Resort) {
  const run = eventRun(event.dates, today);
  const url = absoluteUrl(`/events/${event.id}`, resort.siteUrl);
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
    image: imageUrl(event.heroImage, resort),
    startDate: isoDate(run.start),
    endDate: isoDate(run.end),
    eventStatus: `${CONTEXT}/EventScheduled`,
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    location: {
      "@type": "Place",
      name: `${event.location}, ${resort.name}`,
      address: postalAddress(resort),
      geo: geo(resort),
    },
    organizer: { "@type": "Organization", name: resort.name, url: absoluteUrl("/", resort.siteUrl) },
    ...(offers.length > 0 ? { offers } : {}),
  };
}
