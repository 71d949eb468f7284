import Calendar from "lucide-react/icons/calendar";
import CalendarX from "lucide-react/icons/calendar-x";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ResortEvent } from "#domain/content/schemas.ts";
import { formatRun, otherEvents } from "#domain/event-dates.ts";
import { eventPricing } from "#domain/english.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { EventCard } from "./event-card.tsx";
import { showsSchedule } from "./event-run.ts";
import { useEventRun } from "./use-event-run.ts";

/**
 * The page of one event. The ticket panel belongs to the tickets feature, so the route composes
 * it in (features do not import each other).
 */
/** `events` are all the site's events, for the ones shown below this one. */
export function EventDetail({
  event,
  events,
  tickets,
}: {
  event: ResortEvent;
  events: readonly ResortEvent[];
  tickets: ReactNode;
}) {
  const run = useEventRun(event);
  const others = otherEvents(events, event.id);
  return (
    <div className="bg-stone-50 pb-20">
      <header className="relative isolate overflow-hidden bg-river-900 px-4 pb-20 pt-20 text-white sm:pt-28">
        <Picture
          image={event.heroImage}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-40"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-river-900/30 to-river-900/95" aria-hidden="true" />
        <div className="mx-auto max-w-5xl">
          <Link to="/events" className="text-sm font-semibold text-river-50 underline-offset-4 hover:underline">
            ← All events
          </Link>
          <p className="mt-6 flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-river-800">
              {event.category}
            </span>
            {run.ended ? (
              <span className="rounded-full bg-stone-900 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
                Ended
              </span>
            ) : null}
          </p>
          <h1 className="mt-4 font-display text-4xl font-semibold sm:text-6xl">{event.name}</h1>
          <dl className="mt-6 flex flex-col gap-3 text-lg text-river-50 sm:flex-row sm:flex-wrap sm:gap-8">
            <Fact
              icon={<Calendar aria-hidden="true" className="size-5 text-sunset-400" />}
              label="Date"
              value={formatRun(run)}
            />
            <Fact
              icon={<Clock aria-hidden="true" className="size-5 text-sunset-400" />}
              label="Time"
              value={event.time}
            />
            <Fact
              icon={<MapPin aria-hidden="true" className="size-5 text-sunset-400" />}
              label="Location"
              value={event.location}
            />
          </dl>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          {run.ended ? (
            <p role="status" className="flex items-start gap-3 rounded-2xl bg-stone-200 p-5 text-stone-900">
              <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                <strong>This event has ended.</strong> It ran {formatRun(run)}. See what is coming up on our{" "}
                <Link to="/events" className="font-semibold text-river-800 underline underline-offset-4">
                  events page
                </Link>
                .
              </span>
            </p>
          ) : null}

          <section
            aria-labelledby="about-event"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
          >
            <h2 id="about-event" className="font-display text-2xl font-semibold text-stone-900">
              About the Event
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-stone-700">{event.description}</p>
            <h3 className="mt-8 font-display text-xl font-semibold text-stone-900">Highlights</h3>
            <ul role="list" className="mt-3 grid gap-3 sm:grid-cols-2">
              {event.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 text-stone-700">
                  <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sunset-600" />
                  {highlight}
                </li>
              ))}
            </ul>
          </section>

          {showsSchedule(event) ? (
            <section
              aria-labelledby="schedule"
              className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
            >
              <h2 id="schedule" className="font-display text-2xl font-semibold text-stone-900">
                Schedule
              </h2>
              <ol className="mt-4 divide-y divide-stone-200">
                {event.schedule.map((item) => (
                  <li key={`${item.time}-${item.activity}`} className="flex gap-6 py-3">
                    <span className="w-20 shrink-0 font-semibold text-river-800">{item.time}</span>
                    <span className="text-stone-700">{item.activity}</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          <section aria-labelledby="included" className="rounded-3xl bg-river-50 p-6 sm:p-8">
            <h2 id="included" className="font-display text-2xl font-semibold text-stone-900">
              What Guests Enjoy
            </h2>
            <p className="mt-2 text-stone-700">Included with your stay at the resort:</p>
            <ul role="list" className="mt-4 space-y-3">
              {event.includedWithStay.map((item) => (
                <li key={item} className="flex gap-3 text-stone-800">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-700" />
                  {item}
                </li>
              ))}
            </ul>
          </section>

          {tickets}
        </div>

        <aside className="space-y-6">
          <section
            aria-labelledby="reserve"
            className="rounded-3xl bg-river-900 p-6 text-white shadow-lg sm:p-8 lg:sticky lg:top-24"
          >
            <h2 id="reserve" className="font-display text-2xl font-semibold">
              Reserve Your Spot
            </h2>
            <p className="mt-3 text-river-50">{eventPricing(event)}</p>
            <div className="mt-6 flex flex-col gap-3">
              <Link to={event.bookingLink} className={buttonClass("primary")}>
                Plan Your Stay
              </Link>
              {run.ended ? null : <AddToCalendar event={event} run={run} className={buttonClass("outline-light")} />}
            </div>
          </section>
        </aside>
      </div>

      {others.length > 0 ? (
        <section aria-labelledby="other-events" className="mx-auto max-w-5xl px-4 pt-16">
          <h2 id="other-events" className="font-display text-3xl font-semibold text-stone-900">
            Other Events
          </h2>
          <ul role="list" className="mt-8 grid gap-8 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.id} className="flex">
                <EventCard event={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
