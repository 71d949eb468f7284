import { useRef, useState } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import { useNearViewport } from "#app/lib/use-near-viewport.ts";
import type { ContentImage } from "#domain/content/schemas.ts";

/** Gallery images start loading once they are within 50 px of the viewport. */
const GALLERY_LOAD_MARGIN = "50px";

type LoadState = "waiting" | "loading" | "loaded";

interface LazyImageProps {
  image: ContentImage;
  sizes: string;
  /**
   * A photo on the first screen of its page: it is near the viewport from the start, so it is in
   * the page's HTML with high priority, over its dominant colour, and the page's largest paint no
   * longer waits for the scripts to put it there.
   */
  priority?: boolean;
  className?: string;
}

/**
 * An image that is only put in the page once it comes near the viewport, over a placeholder that
 * stays until the image has loaded. The box keeps its aspect ratio, so nothing shifts meanwhile.
 * Its boxes are spans shown as blocks: a tile's button may hold phrasing content only.
 */
export function LazyImage({ image, sizes, priority = false, className = "" }: LazyImageProps) {
  if (priority) {
    return (
      <span className={`relative block overflow-hidden bg-river-100 ${className}`}>
        <Picture image={image} sizes={sizes} priority className="size-full object-cover" />
      </span>
    );
  }
  return <NearViewportImage image={image} sizes={sizes} className={className} />;
}

function NearViewportImage({ image, sizes, className }: Required<Omit<LazyImageProps, "priority">>) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(boxRef, GALLERY_LOAD_MARGIN);
  const [loaded, setLoaded] = useState(false);
  const state: LoadState = loaded ? "loaded" : near ? "loading" : "waiting";

  return (
    <span
      ref={boxRef}
      data-state={state}
      // load does not bubble in the DOM, but React delivers it through the component tree.
      onLoad={() => setLoaded(true)}
      className={`relative block overflow-hidden bg-river-100 ${className}`}
    >
      {state !== "loaded" ? (
        <span
          aria-hidden="true"
          data-placeholder=""
          // Pulsing says "loading": a photo not yet asked for keeps a still gradient, so a page of
          // photos below the screen does not draw a new frame every tick while it loads.
          className={`absolute inset-0 bg-gradient-to-br from-river-100 via-river-50 to-sunset-100${state === "loading" ? " motion-safe:animate-pulse" : ""}`}
        />
      ) : null}
      {state !== "waiting" ? (
        <Picture
          image={image}
          sizes={sizes}
          className={`size-full object-cover transition-opacity duration-500 ${state === "loaded" ? "opacity-100" : "opacity-0"}`}
        />
      ) : null}
    </span>
  );
}
