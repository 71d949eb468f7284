import { events } from "#content/events.ts";
import { formatNightDate } from "#domain/box-office.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { ColumnHeads } from "#app/staff/list-screen/column-heads.tsx";
import { panel, secondaryButton } from "#app/staff/ui.ts";
import { at } from "./door-clock.ts";
import type { DoorBook } from "./door-book.ts";

/**
 * Tonight's guest list: to print for when phones die, or to download. It shows what the list on
 * the device holds, names and no email addresses; the CSV from the server has them.
 */
export function GuestList({ eventId, night, book }: { eventId: string; night: string; book: DoorBook }) {
  const tickets = [...(book.list?.tickets ?? [])].sort(
    (a, b) =>
      (a.buyerName ?? a.orderReference).localeCompare(b.buyerName ?? b.orderReference) || a.code.localeCompare(b.code),
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
                    <td className="py-1.5 pr-3">{ticket.buyerName ?? ""}</td>
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
