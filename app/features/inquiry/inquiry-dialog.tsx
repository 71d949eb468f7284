import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useDialogOnDemand } from "#app/lib/use-module-on-demand.ts";
import { inquiryForms, type InquiryFormId } from "#domain/inquiry/forms.ts";
import { onDemand } from "#app/lib/on-demand.ts";

interface InquiryDialogProps {
  form: InquiryFormId;
  /** For the venue form: which space the visitor asks about (fills the hidden venueSpace field). */
  venueSpace?: string;
  /** Overrides the definition's trigger label. */
  triggerLabel?: string;
  triggerClassName?: string;
}

/**
 * The dialog, the form and their validation load when the visitor reaches for the button (pointer
 * over it or focus on it), not with the page.
 */
const loadDialog = onDemand(() => import("./inquiry-dialog-content.tsx"));

/** A trigger button and its dialog for one inquiry form. */
export function InquiryDialog({ form, venueSpace, triggerLabel, triggerClassName }: InquiryDialogProps) {
  const definition = inquiryForms[form];
  const { dialog, open, setOpen, failed, retry, trigger, triggerProps } = useDialogOnDemand(loadDialog);

  return (
    <>
      <button {...triggerProps} className={triggerClassName}>
        {triggerLabel ?? definition.triggerLabel}
        {venueSpace ? <span className="sr-only"> - {venueSpace}</span> : null}
      </button>
      {failed ? (
        <LoadFailed message="The inquiry form could not load. Check your connection and try again." onRetry={retry} />
      ) : null}
      {dialog && (
        <dialog.InquiryDialogContent
          definition={definition}
          venueSpace={venueSpace}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
        />
      )}
    </>
  );
}
