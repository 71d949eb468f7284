import { useEffect, useRef } from "react";
import { doorOutcomeLabels } from "#domain/staff/door-schemas.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { secondaryButton } from "#app/staff/ui.ts";
import { at } from "./door-clock.ts";
import type { Conflict } from "./door-book.ts";

/** Scans this device admitted offline that the server, on syncing, answered otherwise: the first scan won. */
export function SyncConflicts({ conflicts, onDismiss }: { conflicts: Conflict[]; onDismiss: () => void }) {
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
