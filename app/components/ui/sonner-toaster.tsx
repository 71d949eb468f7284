import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { TOAST_DEFAULT_MS, TOAST_MAX_VISIBLE } from "./toast-settings.ts";

export { toast } from "sonner";

/** Sonner as the site sets it (top-right, its duration and count, close buttons); `onReady` runs once it listens for toasts. */
export function SonnerToaster({ onReady }: { onReady: () => void }) {
  return (
    <>
      <Sonner
        position="top-right"
        duration={TOAST_DEFAULT_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        closeButton
        toastOptions={{
          classNames: {
            toast: "font-sans border border-stone-200 bg-white text-stone-900 shadow-lg",
            title: "font-semibold",
            description: "text-stone-700",
            error: "!border-red-700 !bg-red-50 !text-red-900",
          },
        }}
      />
      <Ready onReady={onReady} />
    </>
  );
}

/** Its effect runs after Sonner's own (siblings' effects run in order), when Sonner is subscribed. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}
