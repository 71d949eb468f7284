import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { onDemand } from "#app/lib/on-demand.ts";
import { useDialogOnDemand } from "#app/lib/use-module-on-demand.ts";
import { findTicketsMessages } from "#domain/find-tickets.ts";

/** The dialog, its form and their rules load when the visitor reaches for the button, not with the page. */
const loadDialog = onDemand(() => import("./find-tickets-dialog.tsx"));

/** Under the ticket panel's form: a buyer who lost the receipt has the ticket links mailed again. */
export function FindTicketsButton() {
  const { dialog, open, setOpen, failed, retry, trigger, triggerProps } = useDialogOnDemand(loadDialog);

  return (
    <div className="mt-6 border-t border-stone-200 pt-4 text-center">
      <button
        {...triggerProps}
        className="rounded font-semibold text-river-800 underline underline-offset-4 hover:text-river-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-600"
      >
        {findTicketsMessages.title}
      </button>
      {failed ? <LoadFailed message={findTicketsMessages.loadFailed} onRetry={retry} /> : null}
      {dialog && <dialog.FindTicketsDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </div>
  );
}
