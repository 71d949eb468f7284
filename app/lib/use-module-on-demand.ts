import { useCallback, useRef, useState } from "react";

/**
 * A module the page needs only after the visitor asks for something (a dialog, say): `load`
 * fetches it once and the component re-renders with it. By hand rather than React.lazy, whose
 * Suspense reveal React delays with a timer.
 */
export function useModuleOnDemand<T>(load: () => Promise<T>): [T | null, () => Promise<T>] {
  const [module, setModule] = useState<T | null>(null);
  const request = useCallback(async () => {
    const loaded = await load();
    setModule(() => loaded);
    return loaded;
  }, [load]);
  return [module, request];
}

/**
 * A button that opens a dialog whose code loads when the visitor reaches for it: the pointer over
 * the button or the focus on it starts the fetch (only a head start: a failure there is ignored),
 * and the press asks again, opening the dialog or reporting that it could not load. Spread
 * `triggerProps` on the button; `retry` presses it again.
 */
export function useDialogOnDemand<T>(load: () => Promise<T>) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [dialog, requestDialog] = useModuleOnDemand(load);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load().catch(() => undefined);
  const openDialog = () =>
    void requestDialog().then(
      () => {
        setFailed(false);
        setOpen(true);
      },
      () => setFailed(true),
    );
  return {
    dialog,
    open,
    setOpen,
    failed,
    retry: openDialog,
    /** Where the focus returns when the dialog closes. */
    trigger,
    triggerProps: {
      ref: trigger,
      type: "button",
      "aria-haspopup": "dialog",
      "aria-expanded": open,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: openDialog,
    } as const,
  };
}
