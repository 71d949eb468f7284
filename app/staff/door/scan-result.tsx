import { useEffect, useRef } from "react";
import { formatNightDate } from "#domain/box-office.ts";
import { doorMessages, doorOutcomeLabels, staleListWarning } from "#domain/staff/door-schemas.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { panel, primaryButton, secondaryButton } from "#app/staff/ui.ts";
import { at } from "./door-clock.ts";
import type { DoorAnswer } from "./door-book.ts";
import type { LastScan } from "./use-door.ts";

const tone: Record<LastScan["result"]["outcome"], string> = {
  admitted: "border-green-700 bg-green-50 text-green-950",
  "already-checked-in": "border-amber-600 bg-amber-50 text-amber-950",
  void: "border-red-700 bg-red-50 text-red-950",
  "wrong-night": "border-red-700 bg-red-50 text-red-950",
  unknown: "border-red-700 bg-red-50 text-red-950",
};

/** "Adult · K7QF-3M9X · Holly Berry": the ticket and whom it was bought by, as far as the door knows. */
function ticketLine(ticket: NonNullable<DoorAnswer["ticket"]>): string {
  const buyer = ticket.buyerName ?? ticket.buyerEmail ?? ticket.orderReference;
  return `${ticket.label} · ${formatTicketCode(ticket.code)} · ${buyer}`;
}

/** The answer to the last scan: big, coloured and worded so it cannot be misread at a glance. */
export function ScanResult({ last, night }: { last: LastScan | null; night: string }) {
  const { result, offline } = last ?? {};
  return (
    <section aria-label="Last scan" aria-live="assertive" className="print:hidden">
      {result ? (
        <div className={`rounded-xl border-4 p-5 ${tone[result.outcome]}`}>
          <p className="text-3xl font-bold">
            {result.outcome === "admitted" ? "Admit 1" : doorOutcomeLabels[result.outcome]}
          </p>
          {result.ticket ? (
            <p className="mt-2 text-lg">{ticketLine(result.ticket)}</p>
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

/**
 * Asks before admitting from a list older than the sync window: a modal the door person answers,
 * Escape or closing it counting as not admitting.
 */
export function StaleListQuestion({
  ageMs,
  ticket,
  onAnswer,
}: {
  ageMs: number;
  ticket: DoorAnswer["ticket"];
  onAnswer: (admit: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    shown?.showModal();
    return () => shown?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="door-stale-question"
      aria-describedby="door-stale-warning"
      className="m-auto max-w-md rounded-xl border-4 border-amber-600 bg-amber-50 p-5 text-amber-950 backdrop:bg-stone-900/60"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <h2 id="door-stale-question" className="text-2xl font-bold">
        {doorMessages.staleQuestion}
      </h2>
      {ticket ? <p className="mt-2 text-lg font-semibold">{ticketLine(ticket)}</p> : null}
      <p id="door-stale-warning" className="mt-2 text-lg">
        {staleListWarning(ageMs)}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => onAnswer(true)}>
          {doorMessages.staleAdmit}
        </button>
        <button type="button" className={secondaryButton} onClick={() => onAnswer(false)}>
          {doorMessages.staleRefuse}
        </button>
      </div>
    </dialog>
  );
}
