import { Toaster as Sonner, toast as sonnerToast } from "sonner";

/** Spec timings: 4000 ms by default, 3–5 s per message, at most 3 visible. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

export function Toaster() {
  return (
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
  );
}

interface ToastMessage {
  title: string;
  description?: string;
  /** Between 3000 and 5000 ms. */
  durationMs?: number;
}

export const notify = {
  success({ title, description, durationMs }: ToastMessage) {
    sonnerToast.success(title, { description, duration: durationMs });
  },
  error({ title, description, durationMs }: ToastMessage) {
    sonnerToast.error(title, { description, duration: durationMs });
  },
  info({ title, description, durationMs }: ToastMessage) {
    sonnerToast(title, { description, duration: durationMs });
  },
};
