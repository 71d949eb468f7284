import { useEffect, useSyncExternalStore } from "react";

type SonnerModule = typeof import("./sonner-toaster.tsx");

/**
 * Toasts answer something the visitor did, so the toast library loads with the visitor's first
 * interaction (or the first toast) rather than with the page, and is listening well before a form
 * gets its answer. Loaded by hand, not through Suspense: React throttles Suspense reveals with a
 * timer, which would hold back the first message.
 */
const loadSonner = () => import("./sonner-toaster.tsx");

let ready: Promise<SonnerModule> | null = null;
let markReady: ((sonner: SonnerModule) => void) | null = null;
let loaded: SonnerModule | null = null;
const onLoaded = new Set<() => void>();

function whenReady(): Promise<SonnerModule> {
  ready ??= new Promise<SonnerModule>((resolve) => {
    markReady = resolve;
    void loadSonner().then((sonner) => {
      loaded = sonner;
      for (const listener of onLoaded) listener();
    });
  });
  return ready;
}

function subscribeToLoad(listener: () => void): () => void {
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
}

/** Where toasts appear; rendered once, in the root layout. */
export function Toaster() {
  const sonner = useSyncExternalStore(
    subscribeToLoad,
    () => loaded,
    () => null,
  );
  useEffect(() => {
    const firstInteraction = ["pointerdown", "keydown", "focusin"] as const;
    const wake = () => {
      for (const type of firstInteraction) document.removeEventListener(type, wake, true);
      void whenReady();
    };
    for (const type of firstInteraction) document.addEventListener(type, wake, true);
    return () => {
      for (const type of firstInteraction) document.removeEventListener(type, wake, true);
    };
  }, []);
  if (!sonner) return null;
  return <sonner.SonnerToaster onReady={() => markReady?.(sonner)} />;
}

interface ToastMessage {
  title: string;
  description?: string;
  /** Between 3000 and 5000 ms. */
  durationMs?: number;
}

function show(kind: "success" | "error" | "info", { title, description, durationMs }: ToastMessage): void {
  void whenReady().then(({ toast }) => {
    const options = { description, duration: durationMs };
    if (kind === "info") toast(title, options);
    else toast[kind](title, options);
  });
}

export const notify = {
  success: (message: ToastMessage) => show("success", message),
  error: (message: ToastMessage) => show("error", message),
  info: (message: ToastMessage) => show("info", message),
};
