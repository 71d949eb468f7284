import type { Route } from "./+types/events";
import { EventCard } from "#app/features/events/event-card.tsx";
import { pageContentOfKind } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import type { ResortEventFacts } from "#domain/content/schemas.ts";
import { listedEvents, resortDay } from "#domain/event-dates.ts";

/** Every published event the list shows, so an event published later is listed too. */
export function loader({ context }: Route.LoaderArgs) {
  return { events: listedEvents(pageContentOfKind<ResortEventFacts>(context, "event"), resortDay(new Date())) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: "Events",
    description:
      "Seasonal events on the Coosa River: the Christmas lights drive-through, fall festivals and more at the resort in Gadsden, Alabama.",
    path: "/events",
  });
}

export default function EventsPage({ loaderData: { events } }: Route.ComponentProps) {
  return (
    <div className="bg-stone-50 pb-20">
      <header className="bg-gradient-to-b from-river-900 to-river-800 px-4 pb-16 pt-16 text-center text-white">
        <p className="text-sm font-semibold uppercase tracking-widest text-sunset-400">All year on the river</p>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">Events</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-river-50">
          Festivals, holiday lights and gatherings at the park. Pick an event for dates, the schedule and tickets.
        </p>
      </header>
      <ul
        role="list"
        aria-label="Upcoming and recent events"
        className="mx-auto -mt-8 grid max-w-6xl gap-8 px-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {events.map((event) => (
          <li key={event.id} className="flex">
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </div>
  );
}
