import { useEffect, useMemo, useRef, type RefObject } from "react";
import { Dialog, DIALOG_CLOSE_AFTER_SUCCESS_MS } from "#app/components/ui/dialog.tsx";
import type { InquiryFormDefinition } from "#domain/inquiry/definition.ts";
import { InquiryForm } from "./inquiry-form.tsx";

interface InquiryDialogContentProps {
  definition: InquiryFormDefinition;
  venueSpace: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The dialog of one inquiry form. The form lives inside the dialog's content, which unmounts on
 * close, so every reopening starts from the initial values.
 */
export function InquiryDialogContent({
  definition,
  venueSpace,
  open,
  onOpenChange,
  returnFocusTo,
}: InquiryDialogContentProps) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fixedValues = useMemo(() => (venueSpace ? { venueSpace } : undefined), [venueSpace]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function changeOpen(next: boolean) {
    clearTimeout(closeTimer.current);
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={venueSpace ? `${definition.title}: ${venueSpace}` : definition.title}
      description={definition.description}
      returnFocusTo={returnFocusTo}
    >
      <InquiryForm
        definition={definition}
        fixedValues={fixedValues}
        onSuccess={() => {
          closeTimer.current = setTimeout(() => onOpenChange(false), DIALOG_CLOSE_AFTER_SUCCESS_MS);
        }}
      />
    </Dialog>
  );
}
