import { useState, type ReactNode } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";
import type { GalleryImage } from "./gallery-image.ts";
import { onDemand } from "#app/lib/on-demand.ts";

/** The viewer and its dialog load the first time a photo is opened, not with the page. */
const loadLightbox = onDemand(() => import("./lightbox.tsx"));

/**
 * The lightbox over `images` (an element to render) and the function that opens it at a photo.
 * If the viewer's code cannot be fetched, the element is a notice over the page (the photo pressed
 * may be far from where the element sits) whose Try Again opens that photo.
 */
export function useLightbox(images: readonly GalleryImage[]): [ReactNode, (index: number) => void] {
  const [index, setIndex] = useState<number | null>(null);
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const [lightbox, requestLightbox] = useModuleOnDemand(loadLightbox);
  const open = (at: number) =>
    void requestLightbox().then(
      () => {
        setFailedAt(null);
        setIndex(at);
      },
      () => setFailedAt(at),
    );
  const failure = failedAt !== null && (
    <div className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl ring-1 ring-stone-200">
      <LoadFailed
        message="The photo viewer could not load. Check your connection and try again."
        onRetry={() => open(failedAt)}
        onDismiss={() => setFailedAt(null)}
      />
    </div>
  );
  const element = (
    <>
      {failure}
      {lightbox && <lightbox.Lightbox images={images} index={index} onIndexChange={setIndex} />}
    </>
  );
  return [element, open];
}
