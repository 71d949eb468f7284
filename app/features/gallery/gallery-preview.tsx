import { Images } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { GalleryGrid } from "./gallery-grid.tsx";
import type { GalleryImage } from "./gallery-image.ts";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";

interface GalleryPreviewProps {
  /** The photos shown in the grid. */
  images: readonly GalleryImage[];
  /** The photos of the lightbox, starting with the grid's own. */
  fullGallery: readonly GalleryImage[];
}

const loadLightbox = () => import("./lightbox.tsx");

/** The home page's gallery: a few photos and View Full Gallery opening the lightbox on all of them. */
export function GalleryPreview({ images, fullGallery }: GalleryPreviewProps) {
  const [index, setIndex] = useState<number | null>(null);
  const [lightbox, requestLightbox] = useModuleOnDemand(loadLightbox);
  const open = (at: number) => void requestLightbox().then(() => setIndex(at));
  return (
    <>
      <GalleryGrid
        images={images}
        onOpen={(clicked) =>
          open(
            Math.max(
              0,
              fullGallery.findIndex((image) => image.file === images[clicked]?.file),
            ),
          )
        }
      />
      <div className="mt-10 text-center">
        <button type="button" className={buttonClass("secondary")} onClick={() => open(0)}>
          <Images aria-hidden="true" className="size-5" />
          View Full Gallery
        </button>
      </div>
      {lightbox && <lightbox.Lightbox images={fullGallery} index={index} onIndexChange={setIndex} />}
    </>
  );
}
