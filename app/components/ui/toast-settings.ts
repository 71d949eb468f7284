/** Spec timings: 4000 ms by default, 3–5 s per message, at most 3 visible. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
