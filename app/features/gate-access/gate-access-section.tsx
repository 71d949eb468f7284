import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

export const GATE_ACCESS_ID = "gate-access";
/** Arriving at #gate-access highlights the card for 2 seconds. */
const GATE_ACCESS_HIGHLIGHT_MS = 2000;
/** The sign-in form loads on arrival; on a slow phone it can take several seconds to replace the placeholder. */
const FOLLOW_HEIGHT_CHANGES_MS = 15_000;

/**
 * The anchor of the gate access card. Arriving at #gate-access, by a direct load or a link in
 * the app, centres the card on screen and highlights it briefly so the eye finds it.
 */
export function GateAccessSection({ children }: { children: ReactNode }) {
  const { hash, key } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const [highlighted, setHighlighted] = useState(false);

  useEffect(() => {
    const section = ref.current;
    if (hash !== `#${GATE_ACCESS_ID}` || !section) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // No scroll margin on the section: it would shift the centre that scrollIntoView aims at.
    const center = () => section.scrollIntoView({ block: "center", behavior: reducedMotion ? "instant" : "smooth" });
    center();
    setHighlighted(true);
    // The card settles its height once its form has loaded and knows whether the guest is signed
    // in, which can outlast the highlight; keep it centred until then, unless the visitor starts
    // scrolling or typing on their own.
    const resizes = new ResizeObserver(center);
    resizes.observe(section);
    const stopFollowing = () => resizes.disconnect();
    const userEvents = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
    for (const type of userEvents) window.addEventListener(type, stopFollowing, { once: true, passive: true });
    const highlightTimer = window.setTimeout(() => setHighlighted(false), GATE_ACCESS_HIGHLIGHT_MS);
    const followTimer = window.setTimeout(stopFollowing, FOLLOW_HEIGHT_CHANGES_MS);
    return () => {
      window.clearTimeout(highlightTimer);
      window.clearTimeout(followTimer);
      stopFollowing();
      for (const type of userEvents) window.removeEventListener(type, stopFollowing);
    };
  }, [hash, key]);

  return (
    <section
      id={GATE_ACCESS_ID}
      ref={ref}
      aria-labelledby="gate-access-title"
      data-highlighted={highlighted ? "true" : "false"}
      className={`rounded-3xl bg-white p-6 shadow-lg ring-1 transition-[box-shadow,outline-color] duration-500 sm:p-8 ${
        highlighted
          ? "outline-4 outline-offset-4 outline-sunset-500 ring-sunset-400"
          : "outline-0 outline-transparent ring-stone-200"
      }`}
    >
      <h2 id="gate-access-title" className="font-display text-2xl font-semibold text-stone-900">
        Gate Access
      </h2>
      <p className="mt-2 text-stone-700">
        Registered guests can sign in here to see the gate code while the restaurant is open.
      </p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
