import { useEffect, useRef, useState, type FormEvent } from "react";
import { TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { boxOfficeOf } from "#content/box-office.ts";
import { events } from "#content/events.ts";
import { resortTimeZone } from "#content/resort.ts";
import { formatNightDate, runNights } from "#domain/box-office.ts";
import { isoDate, resortDay } from "#domain/event-dates.ts";
import { doorOutcomeLabels, doorSearchAnswer, type DoorTicketFound } from "#domain/staff/door-schemas.ts";
import { formatTicketCode, normaliseTicketCode } from "#domain/ticket-codes.ts";
import type { ScreenProps } from "../shell.tsx";
import { staffGet } from "../api.ts";
import { panel, primaryButton, secondaryButton } from "../ui.ts";
import type { Conflict, DoorBook } from "./door-book.ts";
import { QrScanner } from "./qr-scanner.tsx";
import { useDoor, type LastScan } from "./use-door.ts";
import { ColumnHeads } from "../column-heads.tsx";

const clock = new Intl.DateTimeFormat("en-US", { timeZone: resortTimeZone, hour: "numeric", minute: "2-digit" });
const at = (iso: string) => clock.format(new Date(iso));

/** Events sold by the night, each with its run's nights as of today. */
function doorEvents(now: Date) {
  const today = resortDay(now);
  return events
    .filter((event) => boxOfficeOf(event.id))
    .map((event) => ({ id: event.id, name: event.name, nights: runNights(event.dates, boxOfficeOf(event.id), today) }));
}

/** Tonight when it is one of the nights, else the next night, else the last. */
function defaultNight(nights: readonly string[], today: string): string {
  return nights.find((night) => night >= today) ?? nights.at(-1) ?? today;
}

/** The door at the gate: scan or find each ticket, answered at once, and working on with no signal. */
export default function DoorScreen({ me }: ScreenProps) {
  const [now] = useState(() => new Date());
  const all = doorEvents(now);
  const today = isoDate(resortDay(now));
  const [eventId, setEventId] = useState(
    () => all.find((event) => event.nights.includes(today))?.id ?? all[0]?.id ?? "",
  );
  const nights = all.find((event) => event.id === eventId)?.nights ?? [];
  const [night, setNight] = useState(() => defaultNight(nights, today));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold print:hidden">Door</h1>
      <div className="flex flex-wrap gap-3 print:hidden">
        <label className="block min-w-56 flex-1">
          <span className="text-sm font-semibold">Event</span>
          <select
            className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
            value={eventId}
            onChange={(event) => {
              const next = all.find((candidate) => candidate.id === event.target.value);
              setEventId(event.target.value);
              setNight(defaultNight(next?.nights ?? [], today));
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
                {date === today ? " (tonight)" : ""}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DoorNight key={`${eventId}:${night}`} eventId={eventId} night={night} me={me.name} />
    </div>
  );
}

function DoorNight({ eventId, night, me }: { eventId: string; night: string; me: string }) {
  const door = useDoor(eventId, night, me);
  const tickets = door.book.list?.tickets ?? [];
  const checkedIn = tickets.filter((ticket) => ticket.checkedInAt || door.book.localCheckIns[ticket.code]).length;
  return (
    <>
      <section aria-label="Connection" className={`${panel} print:hidden`}>
        <p role="status" className="font-semibold">
          {door.online ? "Online" : "Offline: checking tickets against the list on this device"}
        </p>
        <p className="mt-1 text-sm text-stone-700">
          {door.book.list
            ? `Tonight's list: ${tickets.length} ${tickets.length === 1 ? "ticket" : "tickets"}, ${checkedIn} checked in, as of ${at(door.book.list.generatedAt)}.`
            : "Tonight's list has not been downloaded yet."}{" "}
          {door.book.pending.length > 0
            ? `${door.book.pending.length} ${door.book.pending.length === 1 ? "check-in waits" : "check-ins wait"} to sync.`
            : ""}
        </p>
        {door.problem ? (
          <p role="alert" className="mt-1 text-red-800">
            {door.problem}
          </p>
        ) : null}
      </section>

      <ScanResult last={door.last} night={night} />

      <div className="grid gap-6 md:grid-cols-2 print:hidden">
        <QrScanner onRead={(qr) => void door.checkIn({ qr })} />
        <FindTicket eventId={eventId} night={night} online={door.online} book={door.book} onCheckIn={door.checkIn} />
      </div>

      <Conflicts conflicts={door.book.conflicts} onDismiss={door.dismissConflicts} />
      <GuestList eventId={eventId} night={night} book={door.book} />
    </>
  );
}

const tone: Record<LastScan["result"]["outcome"], string> = {
  admitted: "border-green-700 bg-green-50 text-green-950",
  "already-checked-in": "border-amber-600 bg-amber-50 text-amber-950",
  void: "border-red-700 bg-red-50 text-red-950",
  "wrong-night": "border-red-700 bg-red-50 text-red-950",
  unknown: "border-red-700 bg-red-50 text-red-950",
};

/** The answer to the last scan: big, coloured and worded so it cannot be misread at a glance. */
function ScanResult({ last, night }: { last: LastScan | null; night: string }) {
  const { result, offline } = last ?? {};
  return (
    <section aria-label="Last scan" aria-live="assertive" className="print:hidden">
      {result ? (
        <div className={`rounded-xl border-4 p-5 ${tone[result.outcome]}`}>
          <p className="text-3xl font-bold">
            {result.outcome === "admitted" ? "Admit 1" : doorOutcomeLabels[result.outcome]}
          </p>
          {result.ticket ? (
            <p className="mt-2 text-lg">
              {result.ticket.label} · {formatTicketCode(result.ticket.code)} ·{" "}
              {result.ticket.buyerName ?? result.ticket.buyerEmail}
            </p>
          ) : (
            <p className="mt-2 text-lg">This code is not a ticket for this event.</p>
          )}
          {result.outcome === "already-checked-in" && result.checkedIn ? (
            <p className="mt-1 text-lg font-semibold">
              Checked in at {at(result.checkedIn.at)} by {result.checkedIn.by}
            </p>
          ) : null}
          {result.outcome === "wrong-night" && result.ticket?.nightDate && result.ticket.nightDate !== night ? (
            <p className="mt-1 text-lg font-semibold">This ticket is for {formatNightDate(result.ticket.nightDate)}.</p>
          ) : null}
          {result.outcome === "wrong-night" && result.ticket?.season ? (
            <p className="mt-1 text-lg font-semibold">
              This pass is for {formatNightDate(result.ticket.season.from)} to{" "}
              {formatNightDate(result.ticket.season.until)}.
            </p>
          ) : null}
          {offline ? (
            <p className="mt-2 text-sm">
              No connection: judged from the list on this device
              {result.outcome === "admitted" ? "; the check-in syncs when the connection returns." : "."}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={panel}>Scan a ticket's QR code or find it by its code, name or email.</p>
      )}
    </section>
  );
}

function matches(ticket: DoorTicketFound, query: string): boolean {
  const code = normaliseTicketCode(query);
  const text = query.toLowerCase();
  return (
    ticket.code.includes(code) ||
    ticket.orderReference.replace("-", "").includes(code) ||
    ticket.buyerEmail.toLowerCase().includes(text) ||
    (ticket.buyerName?.toLowerCase().includes(text) ?? false)
  );
}

/** A ticket found by code, name or email, from the server, or from the list on the device when offline. */
function FindTicket({
  eventId,
  night,
  online,
  book,
  onCheckIn,
}: {
  eventId: string;
  night: string;
  online: boolean;
  book: DoorBook;
  onCheckIn: (scan: { code: string }) => Promise<void>;
}) {
  const [found, setFound] = useState<DoorTicketFound[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("q");
    const query = typeof typed === "string" ? typed.trim() : "";
    if (!query) return;
    setProblem(null);
    const fromList = () => (book.list?.tickets ?? []).filter((ticket) => matches(ticket, query));
    if (!online) return setFound(fromList());
    try {
      const answer = await staffGet(
        `/door/search?event=${encodeURIComponent(eventId)}&night=${night}&q=${encodeURIComponent(query)}`,
        doorSearchAnswer,
      );
      setFound(answer.tickets);
    } catch (error) {
      setFound(fromList());
      setProblem(errorText(error, "The server could not be reached: these come from the list on this device."));
    }
  }

  return (
    <section aria-labelledby="door-find" className={panel}>
      <h2 id="door-find" className="text-xl font-semibold">
        Find a ticket
      </h2>
      <form role="search" aria-labelledby="door-find" onSubmit={search} className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          id="door-q"
          name="q"
          type="search"
          label="Code, order, name or email"
          autoComplete="off"
          className="min-w-0 flex-1 basis-48"
        />
        <button type="submit" className={primaryButton}>
          Find
        </button>
      </form>
      {problem ? <p className="mt-2 text-sm text-stone-700">{problem}</p> : null}
      {found ? (
        found.length === 0 ? (
          <p className="mt-3">No ticket matches.</p>
        ) : (
          <ul aria-label="Tickets found" className="mt-3 divide-y divide-stone-200">
            {found.map((ticket) => (
              <li key={ticket.code} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="font-mono font-semibold">{formatTicketCode(ticket.code)}</span>
                <span>{ticket.label}</span>
                <span className="text-sm text-stone-700">{ticket.buyerName ?? ticket.buyerEmail}</span>
                <button
                  type="button"
                  className={`${secondaryButton} ml-auto`}
                  aria-label={`Check in ${formatTicketCode(ticket.code)}`}
                  onClick={() => void onCheckIn({ code: ticket.code })}
                >
                  Check in
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
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

/** Tonight's guest list: to print for when phones die, or to download. */
function GuestList({ eventId, night, book }: { eventId: string; night: string; book: DoorBook }) {
  const tickets = [...(book.list?.tickets ?? [])].sort(
    (a, b) => (a.buyerName ?? a.buyerEmail).localeCompare(b.buyerName ?? b.buyerEmail) || a.code.localeCompare(b.code),
  );
  const event = events.find((candidate) => candidate.id === eventId);
  return (
    <section aria-labelledby="door-guests" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="door-guests" className="text-xl font-semibold">
          Guest list: {event?.name}, {formatNightDate(night)}
        </h2>
        <div className="flex gap-2 print:hidden">
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            Print guest list
          </button>
          <a
            className={secondaryButton}
            href={`/api/staff/door/guest-list.csv?event=${encodeURIComponent(eventId)}&night=${night}`}
            download
          >
            Download CSV
          </a>
        </div>
      </div>
      {tickets.length === 0 ? (
        <p className="mt-3">{book.list ? "No tickets for this night yet." : "The list has not been downloaded yet."}</p>
      ) : (
        // On a phone the table scrolls sideways: the keyboard can reach and scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Guest list table">
          <table className="w-full text-left text-sm">
            <ColumnHeads names={["Code", "Ticket", "Buyer", "Order", "Checked in"]} />
            <tbody>
              {tickets.map((ticket) => {
                const local = book.localCheckIns[ticket.code];
                const when = ticket.checkedInAt ?? local?.at;
                return (
                  <tr key={ticket.code} className="border-b border-stone-200">
                    <td className="py-1.5 pr-3 font-mono">{formatTicketCode(ticket.code)}</td>
                    <td className="py-1.5 pr-3">
                      {ticket.label}
                      {ticket.nightDate === null ? " (pass)" : ""}
                      {ticket.status === "void" ? " · VOID" : ""}
                    </td>
                    <td className="py-1.5 pr-3">
                      {ticket.buyerName ? `${ticket.buyerName}, ` : ""}
                      {ticket.buyerEmail}
                    </td>
                    <td className="py-1.5 pr-3 font-mono">{ticket.orderReference}</td>
                    <td className="py-1.5 pr-3">{when ? at(when) : "☐"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
