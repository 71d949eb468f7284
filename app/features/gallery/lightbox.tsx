import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { GalleryImage } from "./gallery-image.ts";

interface LightboxProps {
  images: readonly GalleryImage[];
  /** The image shown, or null while closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const navButtonClass =
  "grid size-12 place-items-center rounded-full bg-white/90 text-river-900 shadow-lg transition-colors hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-500";

/** The full-size viewer: previous / next buttons, arrow keys, Escape (from the dialog) and captions. */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const { pathname } = useLocation();
  const open = index !== null;
  const count = images.length;
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // The dialog has no single trigger (any photo or button opens it), so it cannot hand focus
  // back by itself: remember what had focus before it opened (a layout effect runs before the
  // dialog's focus trap moves focus in) and return there once it has closed.
  useLayoutEffect(() => {
    if (!open) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const target = returnFocusTo.current;
      setTimeout(() => target?.focus(), 0);
    };
  }, [open]);

  useEffect(() => {
    if (index === null) return;
    function onKeyDown(event: KeyboardEvent) {
      if (index === null) return;
      if (event.key === "ArrowRight") onIndexChange((index + 1) % count);
      else if (event.key === "ArrowLeft") onIndexChange((index - 1 + count) % count);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [index, count, onIndexChange]);

  const image = index === null ? undefined : images[index];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onIndexChange(null);
      }}
      title="Resort Gallery"
      description="Use the arrow keys or the buttons to browse the photos."
      wide
    >
      {image && index !== null ? (
        <figure>
          <div className="relative h-[min(60dvh,66vw)] overflow-hidden rounded-xl bg-stone-900">
            <Picture
              key={image.file}
              image={image}
              sizes="(min-width: 896px) 832px, 100vw"
              className="size-full object-contain"
            />
            <button
              type="button"
              className={`${navButtonClass} absolute left-2 top-1/2 -translate-y-1/2`}
              aria-label="Previous photo"
              onClick={() => onIndexChange((index - 1 + count) % count)}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              className={`${navButtonClass} absolute right-2 top-1/2 -translate-y-1/2`}
              aria-label="Next photo"
              onClick={() => onIndexChange((index + 1) % count)}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
          <figcaption className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <span className="text-stone-800" aria-live="polite">
              <span className="mr-2 rounded-full bg-river-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-river-800">
                {image.category}
              </span>
              {image.alt}
              <span className="ml-2 whitespace-nowrap text-sm text-stone-700">
                (Photo {index + 1} of {count})
              </span>
            </span>
            {pathname !== "/gallery" ? (
              <Link
                to="/gallery"
                className="text-sm font-semibold text-river-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sunset-500"
              >
                Open the gallery page
              </Link>
            ) : null}
          </figcaption>
        </figure>
      ) : null}
    </Dialog>
  );
}
