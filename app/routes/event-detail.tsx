import { Navigate, redirect } from "react-router";
import type { Route } from "./+types/event-detail";
import { EventDetail } from "#app/features/events/event-detail.tsx";
import { TicketPanel } from "#app/features/tickets/ticket-panel.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { eventJsonLd } from "#app/lib/event-json-ld.ts";
import { findEvent } from "#content/events.ts";
import { resortDay } from "#domain/event-dates.ts";

declare const __BUILD_TIME__: string;

/**
 * Runs at build for each prerendered event page. Its presence is what lets the prerender keep
 * the page's content: a route with only a clientLoader would prerender empty and wait for it.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!findEvent(params.eventId)) throw redirect("/events");
  return null;
}

/** In-app navigation to an unknown id goes to the list (a direct load gets the server's 302). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!findEvent(params.eventId)) throw redirect("/events");
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const event = findEvent(params.eventId);
  if (!event)
    return pageMeta({ title: "Events", description: "Seasonal events at the resort.", path: "/events", noindex: true });
  // The build's instant, not the visitor's: the prerendered head and the hydrated one must agree.
  const buildDay = resortDay(new Date(__BUILD_TIME__));
  return pageMeta({
    title: event.tickets?.length ? `${event.name}: Dates & Tickets` : event.name,
    description: event.shortDescription.slice(0, 160),
    path: `/events/${event.id}`,
    noindex: event.hidden,
    jsonLd: [eventJsonLd(event, buildDay)],
  });
}

export default function EventDetailPage({ params }: Route.ComponentProps) {
  const event = findEvent(params.eventId);
  if (!event) return <Navigate to="/events" replace />;
  return <EventDetail key={event.id} event={event} tickets={event.tickets ? <TicketPanel event={event} /> : null} />;
}
