import { useState, type FormEvent } from "react";
import { TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { doorSearchAnswer, type DoorTicketSeen } from "#domain/staff/door-schemas.ts";
import { formatTicketCode, normaliseTicketCode } from "#domain/ticket-codes.ts";
import { staffGet } from "#app/staff/api.ts";
import { panel, primaryButton, secondaryButton } from "#app/staff/ui.ts";
import type { DoorBook } from "./door-book.ts";

/** A ticket found by the server, with the buyer's email, or on the device's list, which has none. */
type Found = DoorTicketSeen & { buyerEmail?: string };

/** Offline, a ticket is found by its code, its order reference or its buyer's name: the list holds no email. */
function matches(ticket: DoorTicketSeen, query: string): boolean {
  const code = normaliseTicketCode(query);
  return (
    ticket.code.includes(code) ||
    ticket.orderReference.replace("-", "").includes(code) ||
    (ticket.buyerName?.toLowerCase().includes(query.toLowerCase()) ?? false)
  );
}

/** A ticket found by code, name or email, from the server, or from the list on the device when offline. */
export function FindTicket({
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
  const [found, setFound] = useState<Found[] | null>(null);
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
                <span className="text-sm text-stone-700">
                  {ticket.buyerName ?? ticket.buyerEmail ?? ticket.orderReference}
                </span>
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
