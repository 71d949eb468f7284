import Images from "lucide-react/icons/images";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { GalleryGrid } from "./gallery-grid.tsx";
import type { GalleryImage } from "./gallery-image.ts";
import { useLightbox } from "./use-lightbox.tsx";

interface GalleryPreviewProps {
  /** The photos shown in the grid. */
  images: readonly GalleryImage[];
  /** The photos of the lightbox, starting with the grid's own. */
  fullGallery: readonly GalleryImage[];
}

/** The home page's gallery: a few photos and View Full Gallery opening the lightbox on all of them. */
export function GalleryPreview({ images, fullGallery }: GalleryPreviewProps) {
  const [lightbox, open] = useLightbox(fullGallery);
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
      {lightbox}
    </>
  );
}
