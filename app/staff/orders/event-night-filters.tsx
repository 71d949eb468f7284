import { useState } from "react";
import { SelectField } from "#app/components/ui/form-field.tsx";
import { boxOfficeOf } from "#content/box-office.ts";
import { events } from "#content/events.ts";
import { formatNightDate, runNights } from "#domain/box-office.ts";
import { resortDay } from "#domain/event-dates.ts";
import { PASS_NIGHT } from "#domain/staff/order-schemas.ts";
import { useFilterAddress } from "#app/staff/list-screen/search-form.tsx";

const ticketedEvents = events.filter((event) => event.tickets?.length);

/** The nights to filter by: the chosen event's run, or every run of the events sold by the night. */
function nightChoices(eventId: string, asked: string | null): { value: string; label: string }[] {
  const today = resortDay(new Date());
  const chosen = eventId ? ticketedEvents.filter((event) => event.id === eventId) : ticketedEvents;
  const nights = new Set(chosen.flatMap((event) => runNights(event.dates, boxOfficeOf(event.id), today)));
  // A night from a shared address stays choosable even when it is from an earlier run.
  if (asked && asked !== PASS_NIGHT) nights.add(asked);
  return [
    { value: PASS_NIGHT, label: "Passes only (no night)" },
    ...[...nights].sort().map((night) => ({ value: night, label: formatNightDate(night) })),
  ];
}

/** The event and night filters: the night's choices follow the event chosen before the search is sent. */
export function EventNightFilters() {
  const { idPrefix, params } = useFilterAddress();
  const [eventId, setEventId] = useState(params.get("event") ?? "");
  return (
    <>
      <SelectField
        id={`${idPrefix}-event`}
        name="event"
        label="Event"
        placeholder="Every event"
        value={eventId}
        onChange={(event) => setEventId(event.target.value)}
        options={ticketedEvents.map((event) => ({ value: event.id, label: event.name }))}
      />
      <SelectField
        key={eventId}
        id={`${idPrefix}-night`}
        name="night"
        label="Night"
        placeholder="Any night"
        defaultValue={eventId === (params.get("event") ?? "") ? (params.get("night") ?? "") : ""}
        options={nightChoices(eventId, params.get("night"))}
      />
    </>
  );
}
