import { useEffect, useMemo, useRef, useState } from "react";
import { Dialog, DIALOG_CLOSE_AFTER_SUCCESS_MS } from "#app/components/ui/dialog.tsx";
import { inquiryForms, type InquiryFormId } from "#domain/inquiry/forms.ts";
import { InquiryForm } from "./inquiry-form.tsx";

export type { InquiryFormId };

interface InquiryDialogProps {
  form: InquiryFormId;
  /** For the venue form: which space the visitor asks about (fills the hidden venueSpace field). */
  venueSpace?: string;
  /** Overrides the definition's trigger label. */
  triggerLabel?: string;
  triggerClassName?: string;
}

/**
 * A trigger button and its dialog for one inquiry form. The form lives inside the dialog's
 * content, which unmounts on close, so every reopening starts from the initial values.
 */
export function InquiryDialog({ form, venueSpace, triggerLabel, triggerClassName }: InquiryDialogProps) {
  const definition = inquiryForms[form];
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fixedValues = useMemo(() => (venueSpace ? { venueSpace } : undefined), [venueSpace]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function changeOpen(next: boolean) {
    clearTimeout(closeTimer.current);
    setOpen(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={venueSpace ? `${definition.title}: ${venueSpace}` : definition.title}
      description={definition.description}
      trigger={
        <button type="button" className={triggerClassName}>
          {triggerLabel ?? definition.triggerLabel}
          {venueSpace ? <span className="sr-only"> - {venueSpace}</span> : null}
        </button>
      }
    >
      <InquiryForm
        definition={definition}
        fixedValues={fixedValues}
        onSuccess={() => {
          closeTimer.current = setTimeout(() => setOpen(false), DIALOG_CLOSE_AFTER_SUCCESS_MS);
        }}
      />
    </Dialog>
  );
}
