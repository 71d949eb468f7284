import { CalendarPlus } from "lucide-react";
import type { ResortEvent } from "#content/events.ts";
import type { EventRun } from "#domain/event-dates.ts";
import { eventIcs, icsDataUrl } from "./event-calendar.ts";

export function AddToCalendar({
  event,
  run,
  now,
  className,
}: {
  event: ResortEvent;
  run: EventRun;
  now: Date;
  className?: string;
}) {
  return (
    <a href={icsDataUrl(eventIcs(event, run, now))} download={`${event.id}.ics`} className={className}>
      <CalendarPlus aria-hidden="true" className="size-5" />
      Add to calendar
    </a>
  );
}
