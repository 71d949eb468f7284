import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ResortEvent } from "#content/events.ts";
import { formatRun } from "#domain/event-dates.ts";
import { useEventRun } from "./use-event-run.ts";

/** One card, one link: the event's name is the link, stretched over the whole card. */
export function EventCard({ event, headingLevel = 2 }: { event: ResortEvent; headingLevel?: 2 | 3 }) {
  const run = useEventRun(event);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:ring-2 focus-within:ring-river-700 hover:shadow-lg">
      <div className="relative aspect-[16/9] bg-river-100">
        <Picture
          image={event.heroImage}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="size-full object-cover"
        />
        <span className="absolute left-4 top-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-river-800">
          {event.category}
        </span>
        {run.ended ? (
          <span className="absolute right-4 top-4 rounded-full bg-stone-900 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
            Ended
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading className="font-display text-2xl font-semibold text-stone-900">
          <Link
            to={`/events/${event.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-river-700"
          >
            {event.name}
          </Link>
        </Heading>
        <p className="flex-1 text-stone-700">{event.shortDescription}</p>
        <dl className="space-y-1.5 text-sm text-stone-800">
          <div className="flex gap-2">
            <dt>
              <Calendar aria-hidden="true" className="size-4 text-river-700" />
              <span className="sr-only">Date</span>
            </dt>
            <dd>{formatRun(run)}</dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-river-700" />
              <span className="sr-only">Time</span>
            </dt>
            <dd>{event.time}</dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-river-700" />
              <span className="sr-only">Location</span>
            </dt>
            <dd>{event.location}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
