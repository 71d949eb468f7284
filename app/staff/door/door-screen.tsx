import { useEffect, useRef, useState } from "react";
import { boxOfficeOf } from "#content/box-office.ts";
import { events } from "#content/events.ts";
import { formatNightDate, runNights } from "#domain/box-office.ts";
import { resortDay } from "#domain/event-dates.ts";
import { doorMessages, doorOutcomeLabels, doorTonight, listAge } from "#domain/staff/door-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { panel, secondaryButton } from "#app/staff/ui.ts";
import { at } from "./door-clock.ts";
import { listAgeMs, nightIsOver, type Conflict } from "./door-book.ts";
import { forgetDoorLists } from "./door-storage.ts";
import { FindTicket } from "./find-ticket.tsx";
import { GuestList } from "./guest-list.tsx";
import { QrScanner } from "./qr-scanner.tsx";
import { ScanResult, StaleListQuestion } from "./scan-result.tsx";
import { useDoor } from "./use-door.ts";

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

function DoorNight({ eventId, night, me }: { eventId: string; night: string; me: string }) {
  const door = useDoor(eventId, night, me);
  const tickets = door.book.list?.tickets ?? [];
  const checkedIn = tickets.filter((ticket) => ticket.checkedInAt || door.book.localCheckIns[ticket.code]).length;
  const ageMs = listAgeMs(door.book, door.now);
  return (
    <>
      <section aria-label="Connection" className={`${panel} print:hidden`}>
        <p role="status" className="font-semibold">
          {door.online ? "Online" : "Offline: checking tickets against the list on this device"}
        </p>
        <p className="mt-1 text-sm text-stone-700">
          {door.book.list
            ? `Tonight's list: ${tickets.length} ${tickets.length === 1 ? "ticket" : "tickets"}, ${checkedIn} checked in.`
            : "Tonight's list has not been downloaded yet."}{" "}
          {door.book.pending.length > 0
            ? `${door.book.pending.length} ${door.book.pending.length === 1 ? "check-in waits" : "check-ins wait"} to sync.`
            : ""}
        </p>
        {ageMs === null ? null : <p className="mt-1 text-sm font-semibold">{listAge(ageMs)}.</p>}
        {door.problem ? (
          <p role="alert" className="mt-1 text-red-800">
            {door.problem}
          </p>
        ) : null}
      </section>

      <ScanResult last={door.last} night={night} />
      {door.question ? (
        <StaleListQuestion
          ageMs={ageMs ?? 0}
          ticket={door.question.result.ticket}
          onAnswer={(admit) => void door.answer(admit)}
        />
      ) : null}

      <div className="grid gap-6 md:grid-cols-2 print:hidden">
        <QrScanner onRead={(qr) => void door.checkIn({ qr })} />
        <FindTicket eventId={eventId} night={night} online={door.online} book={door.book} onCheckIn={door.checkIn} />
      </div>

      <Conflicts conflicts={door.book.conflicts} onDismiss={door.dismissConflicts} />
      <GuestList eventId={eventId} night={night} book={door.book} />
    </>
  );
}

/** Scans this device admitted offline that the server, on syncing, answered otherwise: the first scan won. */
function Conflicts({ conflicts, onDismiss }: { conflicts: Conflict[]; onDismiss: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const count = conflicts.length;
  useEffect(() => {
    if (count > 0) heading.current?.focus();
  }, [count]);
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="door-conflicts"
      className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4 print:hidden"
    >
      <h2 id="door-conflicts" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Synced with differences
      </h2>
      <p className="mt-1">These tickets were admitted on this device while offline, but another scan came first:</p>
      <ul className="mt-2 list-disc pl-5">
        {conflicts.map((conflict) => (
          <li key={conflict.scanId}>
            {conflict.code ? `${formatTicketCode(conflict.code)} (${conflict.label ?? "ticket"})` : "A ticket"}:{" "}
            {doorOutcomeLabels[conflict.outcome]}
            {conflict.checkedIn ? ` at ${at(conflict.checkedIn.at)} by ${conflict.checkedIn.by}` : ""}
          </li>
        ))}
      </ul>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
