import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** Tooltips open after 700 ms. */
const TOOLTIP_DELAY_MS = 700;
/** The closest a tooltip comes to either side of the screen. */
const SCREEN_MARGIN_PX = 8;

/**
 * A short label above its trigger: it opens 700 ms after a mouse rests on the trigger or keyboard
 * focus reaches it, stays while the pointer moves onto it, and closes on leave, blur, press or Escape.
 * Made here rather than taken from Radix (docs/decisions/013): above a button it only has to stay
 * inside the screen, and Radix's positioning engine cost the ticket pages their Lighthouse margin.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);

  const cancel = () => window.clearTimeout(timer.current);
  const scheduleOpen = () => {
    cancel();
    timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const close = () => {
    cancel();
    setOpen(false);
    setShift(0);
  };
  useEffect(() => cancel, []);

  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !bubble.current) return;
    const { left, right } = bubble.current.getBoundingClientRect();
    const pastRight = right - (document.documentElement.clientWidth - SCREEN_MARGIN_PX);
    setShift(pastRight > 0 ? -pastRight : left < SCREEN_MARGIN_PX ? SCREEN_MARGIN_PX - left : 0);
  }, [open]);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        // As with native titles, a finger's tap is a press, not a hover.
        if (event.pointerType !== "touch") scheduleOpen();
      }}
      onPointerLeave={close}
      onPointerDown={close}
      onFocus={(event) => {
        // Focus from a press (a tap on a phone) is not a request for the label.
        if (event.target.matches(":focus-visible")) scheduleOpen();
      }}
      onBlur={close}
    >
      {children}
      {open ? (
        // The transparent padding bridges the gap, so the pointer can move onto the label.
        <span
          className="absolute bottom-full left-1/2 z-50 pb-2"
          style={{ transform: `translateX(calc(-50% + ${shift}px))` }}
        >
          <span
            ref={bubble}
            role="tooltip"
            className="relative block whitespace-nowrap rounded-md bg-stone-900 px-3 py-1.5 text-sm text-white shadow"
          >
            {content}
            <span
              aria-hidden="true"
              className="absolute top-full border-x-[6px] border-t-[6px] border-x-transparent border-t-stone-900"
              style={{ left: `calc(50% - ${shift}px - 6px)` }}
            />
          </span>
        </span>
      ) : null}
    </span>
  );
}
