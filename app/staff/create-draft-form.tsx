import { useState, type FormEvent, type ReactNode } from "react";
import { primaryButton, secondaryButton } from "#app/staff/ui.ts";

interface CreateDraftFormProps {
  /** Names the button that opens the form and the form's heading: "New event". */
  title: string;
  /** The id the form's heading and problem are named from (the caller's `useId()`). */
  id: string;
  /** The opening button is the screen's main action. */
  primary?: boolean;
  /** The browser's own checks are left to the caller's (its fields say their problem themselves). */
  noValidate?: boolean;
  busy: boolean;
  problem: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A button that opens a short form to start something as a draft, the form's fields, its problem and
 * "Create draft" or "Cancel": how a console screen starts a new event or a newsletter.
 */
export function CreateDraftForm({
  title,
  id,
  primary,
  noValidate,
  busy,
  problem,
  onSubmit,
  children,
}: CreateDraftFormProps) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        className={`${primary ? primaryButton : secondaryButton} mt-3`}
        onClick={() => setOpen(true)}
      >
        {title}
      </button>
    );
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mt-3 max-w-xl space-y-3 rounded-xl border border-stone-300 bg-white p-4"
      onSubmit={onSubmit}
      noValidate={noValidate}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          Create draft
        </button>
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
