import { useRef, useState } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { onDemand } from "#app/lib/on-demand.ts";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";
import { findTicketsMessages } from "#domain/find-tickets.ts";

/** The dialog, its form and their rules load when the visitor reaches for the button, not with the page. */
const loadDialog = onDemand(() => import("./find-tickets-dialog.tsx"));

/** A fetch started early is only a head start; the press asks again and reports a failure. */
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/** Under the ticket panel's form: a buyer who lost the receipt has the ticket links mailed again. */
export function FindTicketsButton() {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [dialog, requestDialog] = useModuleOnDemand(loadDialog);
  const trigger = useRef<HTMLButtonElement>(null);

  const openDialog = () =>
    requestDialog().then(
      () => {
        setFailed(false);
        setOpen(true);
      },
      () => setFailed(true),
    );

  return (
    <div className="mt-6 border-t border-stone-200 pt-4 text-center">
      <button
        ref={trigger}
        type="button"
        className="rounded font-semibold text-river-800 underline underline-offset-4 hover:text-river-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-600"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => void openDialog()}
      >
        {findTicketsMessages.title}
      </button>
      {failed ? <LoadFailed message={findTicketsMessages.loadFailed} onRetry={() => void openDialog()} /> : null}
      {dialog && <dialog.FindTicketsDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </div>
  );
}
