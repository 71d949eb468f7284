import { redirect } from "react-router";
import type { Route } from "./+types/event-detail";
import { EventDetail } from "#app/features/events/event-detail.tsx";
import { TicketPanel } from "#app/features/tickets/ticket-panel.tsx";
import { optionalPageContent, pageContentOfKind } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { eventJsonLd } from "#app/lib/event-json-ld.ts";
import type { BoxOfficeFacts, ResortEventFacts } from "#domain/content/schemas.ts";
import { resortDay } from "#domain/event-dates.ts";

declare const __BUILD_TIME__: string;

/** The event, its nights when it sells by the night, and every event for the page's "other events". */
export function loader({ params, context }: Route.LoaderArgs) {
  const events = pageContentOfKind<ResortEventFacts>(context, "event");
  const event = events.find((candidate) => candidate.id === params.eventId);
  if (!event) throw redirect("/events");
  const boxOffice = optionalPageContent<BoxOfficeFacts>(context, `box-office:${event.id}`) ?? null;
  return { event, boxOffice, events };
}

/**
 * In-app navigation fetches the page's data as the server last rendered it; an event with no page
 * (an old link) goes to the list, as a direct load gets the server's redirect.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    throw redirect("/events");
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteData(matches);
  const event = loaderData?.event;
  if (!event)
    return pageMeta({
      site,
      title: "Events",
      description: "Seasonal events at the resort.",
      path: "/events",
      noindex: true,
    });
  // The build's instant, not the visitor's: the prerendered head and the hydrated one must agree.
  const buildDay = resortDay(new Date(__BUILD_TIME__));
  return pageMeta({
    site,
    title: event.tickets?.length ? `${event.name}: Dates & Tickets` : event.name,
    description: event.shortDescription.slice(0, 160),
    path: `/events/${event.id}`,
    noindex: event.hidden,
    jsonLd: [eventJsonLd(event, buildDay, site.resort)],
  });
}

export default function EventDetailPage({ loaderData: { event, boxOffice, events } }: Route.ComponentProps) {
  return (
    <EventDetail
      key={event.id}
      event={event}
      events={events}
      tickets={event.tickets ? <TicketPanel event={event} boxOffice={boxOffice} /> : null}
    />
  );
}
