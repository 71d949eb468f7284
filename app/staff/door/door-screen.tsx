import { useEffect, useState } from "react";
import { boxOfficeOf } from "#content/box-office.ts";
import { events } from "#content/events.ts";
import { formatNightDate, runNights } from "#domain/box-office.ts";
import { resortDay } from "#domain/event-dates.ts";
import { doorMessages, doorTonight } from "#domain/staff/door-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { panel } from "#app/staff/ui.ts";
import { nightIsOver } from "./door-book.ts";
import { DoorNight } from "./door-night.tsx";
import { forgetDoorLists } from "./door-storage.ts";

/**
 * Events sold by the night, each with the nights this role may open the door on: every night of
 * its run as of today for a role that may export guest lists, else tonight alone (the server
 * refuses the rest).
 */
function doorEvents(now: Date, everyNight: boolean) {
  const tonight = doorTonight(now);
  return events
    .filter((event) => boxOfficeOf(event.id))
    .map((event) => {
      const nights = runNights(event.dates, boxOfficeOf(event.id), resortDay(now));
      return { id: event.id, name: event.name, nights: everyNight ? nights : nights.filter((n) => n === tonight) };
    })
    .filter((event) => event.nights.length > 0);
}

/** Tonight when it is one of the nights, else the next night, else the last. */
function defaultNight(nights: readonly string[], tonight: string): string {
  return nights.find((night) => night >= tonight) ?? nights.at(-1) ?? tonight;
}

/** The door at the gate: scan or find each ticket, answered at once, and working on with no signal. */
export default function DoorScreen({ me }: ScreenProps) {
  const [now] = useState(() => new Date());
  const all = doorEvents(now, can(me.role, "exports.download"));
  const tonight = doorTonight(now);
  const [eventId, setEventId] = useState(
    () => all.find((event) => event.nights.includes(tonight))?.id ?? all[0]?.id ?? "",
  );
  const nights = all.find((event) => event.id === eventId)?.nights ?? [];
  const [night, setNight] = useState(() => defaultNight(nights, tonight));
  // Lists of nights that are over leave the device when the door opens.
  useEffect(() => forgetDoorLists(localStorage, (over) => nightIsOver(over, new Date())), []);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold print:hidden">Door</h1>
      {all.length === 0 ? (
        <p className={panel}>{doorMessages.noNightTonight}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-3 print:hidden">
            <label className="block min-w-56 flex-1">
              <span className="text-sm font-semibold">Event</span>
              <select
                className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
                value={eventId}
                onChange={(event) => {
                  const next = all.find((candidate) => candidate.id === event.target.value);
                  setEventId(event.target.value);
                  setNight(defaultNight(next?.nights ?? [], tonight));
                }}
              >
                {all.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="block min-w-56 flex-1">
              <span className="text-sm font-semibold">Night</span>
              <select
                className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
                value={night}
                onChange={(event) => setNight(event.target.value)}
              >
                {nights.map((date) => (
                  <option key={date} value={date}>
                    {formatNightDate(date)}
                    {date === tonight ? " (tonight)" : ""}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <DoorNight key={`${eventId}:${night}`} eventId={eventId} night={night} me={me.name} />
        </>
      )}
    </div>
  );
}
