import { listAge } from "#domain/staff/door-schemas.ts";
import { panel } from "#app/staff/ui.ts";
import { listAgeMs } from "./door-book.ts";
import { FindTicket } from "./find-ticket.tsx";
import { GuestList } from "./guest-list.tsx";
import { QrScanner } from "./qr-scanner.tsx";
import { ScanResult, StaleListQuestion } from "./scan-result.tsx";
import { SyncConflicts } from "./sync-conflicts.tsx";
import { useDoor } from "./use-door.ts";

/** The door for one night of one event: the connection and the list on the device, scanning, finding, and the guest list. */
export function DoorNight({ eventId, night, me }: { eventId: string; night: string; me: string }) {
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

      <SyncConflicts conflicts={door.book.conflicts} onDismiss={door.dismissConflicts} />
      <GuestList eventId={eventId} night={night} book={door.book} />
    </>
  );
}
