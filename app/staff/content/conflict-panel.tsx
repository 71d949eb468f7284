import { useMemo } from "react";
import { resortTime, secondaryButton } from "#app/staff/ui.ts";
import { fieldChanges } from "#domain/content/diff.ts";
import { mergeDrafts } from "#domain/content/merge.ts";
import { contentMessages, type ConflictAnswer } from "#domain/staff/content-schemas.ts";
import { ChangeList, pathLabel, valueText } from "./changes.tsx";

interface ConflictPanelProps {
  conflict: ConflictAnswer["conflict"];
  /** The draft this editor last saved: where both sets of changes start. */
  base: unknown;
  /** The form's value, typing included. */
  mine: unknown;
  onKeep: (keep: "theirs" | "both") => void;
}

/**
 * Someone saved first: their changes and the editor's, the fields both changed differently with
 * both values, and the choice for the whole draft: theirs with the editor's changes (the editor's
 * on those fields), or theirs alone. Until then nothing is saved and the form keeps what is typed.
 */
export function ConflictPanel({ conflict, base, mine, onKeep }: ConflictPanelProps) {
  const yours = useMemo(() => fieldChanges(base, mine), [base, mine]);
  const { clashes } = useMemo(() => mergeDrafts(base, conflict.draft, mine), [base, conflict.draft, mine]);
  return (
    <section
      aria-labelledby="conflict-title"
      className="space-y-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="conflict-title" className="text-lg font-semibold">
        Someone else saved this document
      </h2>
      <p role="alert">{contentMessages.stale}</p>
      <p>
        Saved by {conflict.savedBy ?? "someone"} at {resortTime(conflict.savedAt)}.
      </p>
      <h3 className="font-semibold">Their changes</h3>
      <ChangeList changes={conflict.changes} label="Their changes" />
      <h3 className="font-semibold">Yours, not saved</h3>
      {yours.length > 0 ? <ChangeList changes={yours} label="Your unsaved changes" /> : <p>Nothing unsaved.</p>}
      {clashes.length > 0 ? (
        <>
          <h3 className="font-semibold">Changed by both of you</h3>
          <p>{contentMessages.clashing}</p>
          <ul aria-label="Changed by both of you" className="space-y-2 text-sm">
            {clashes.map((clash) => (
              <li key={clash.path} className="break-words">
                <span className="font-semibold">{pathLabel(clash.path)}</span>
                {": theirs "}
                {"theirs" in clash ? valueText(clash.theirs, clash.path) : "removed"}
                {", yours "}
                {"mine" in clash ? valueText(clash.mine, clash.path) : "removed"}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{contentMessages.mergeable}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => onKeep("both")}>
          {clashes.length > 0 ? "Keep both (mine on the fields we both changed)" : "Keep both (theirs with my changes)"}
        </button>
        <button type="button" className={secondaryButton} onClick={() => onKeep("theirs")}>
          Keep theirs (drop my changes)
        </button>
      </div>
    </section>
  );
}
