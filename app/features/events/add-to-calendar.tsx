import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ResortEvent } from "#content/events.ts";
import type { EventRun } from "#domain/event-dates.ts";
import { useResort } from "#app/lib/site-data.ts";
import { useNow } from "#app/lib/use-now.ts";
import { eventIcs, icsDataUrl } from "./event-calendar.ts";

export function AddToCalendar({ event, run, className }: { event: ResortEvent; run: EventRun; className?: string }) {
  // The file's DTSTAMP: the one part of the page that needs the time to the minute.
  const now = useNow();
  const resort = useResort();
  return (
    <a href={icsDataUrl(eventIcs(event, run, now, resort))} download={`${event.id}.ics`} className={className}>
      <CalendarPlus aria-hidden="true" className="size-5" />
      Add to calendar
    </a>
  );
}
