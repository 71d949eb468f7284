import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ContentImage } from "#domain/content/schemas.ts";

/** Seconds for one full loop of the photos. */
const LOOP_SECONDS = 45;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's setting once hydrated; false in the prerendered page. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A looping strip of photos. It stops while pressed, while anything inside has keyboard focus,
 * when the visitor pauses it, and never moves for visitors who asked for reduced motion.
 * The photos are listed twice so the loop has no seam; the copy is hidden from assistive tech.
 */
export function LightMarquee({ images, label }: { images: readonly ContentImage[]; label: string }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = pressed || focused || stopped;
  const state = reducedMotion ? "static" : paused ? "paused" : "running";

  useEffect(() => {
    const track = trackRef.current;
    if (!track || reducedMotion) return;
    const animation = track.animate([{ transform: "translateX(0)" }, { transform: "translateX(-50%)" }], {
      duration: LOOP_SECONDS * 1000,
      iterations: Infinity,
      easing: "linear",
    });
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [reducedMotion]);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (paused) animation.pause();
    else animation.play();
  }, [paused, reducedMotion]);

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  const release = () => setPressed(false);

  return (
    <section
      aria-label={label}
      data-state={state}
      className="relative"
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div
        className="overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]"
        onPointerDown={() => setPressed(true)}
        onPointerUp={release}
        onPointerCancel={release}
        onPointerLeave={release}
      >
        <div ref={trackRef} className="flex w-max gap-4 will-change-transform">
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1 ? true : undefined} className="flex gap-4" role="list">
              {images.map((image) => (
                <li
                  key={image.file}
                  className="h-48 w-64 shrink-0 overflow-hidden rounded-xl bg-river-900 shadow-md sm:h-60 sm:w-80"
                >
                  <Picture
                    image={image}
                    sizes="(min-width: 640px) 320px, 256px"
                    className="size-full select-none object-cover"
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {reducedMotion ? null : (
        <div className="mt-3 flex justify-center px-4 sm:justify-end">
          <button
            type="button"
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            Pause slideshow
          </button>
        </div>
      )}
    </section>
  );
}
