import { LazyImage } from "./lazy-image.tsx";
import type { GalleryImage } from "./gallery-image.ts";

interface GalleryGridProps {
  images: readonly GalleryImage[];
  onOpen: (index: number) => void;
  /** The first photo is on the page's first screen (the gallery page), not further down (the home page). */
  firstOnScreen?: boolean;
}

/** Photo tiles with their category labels; each opens the lightbox at that photo. */
export function GalleryGrid({ images, onOpen, firstOnScreen = false }: GalleryGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image, index) => (
        <li key={image.file}>
          <figure className="group relative overflow-hidden rounded-2xl shadow-sm ring-1 ring-stone-200">
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={`View larger: ${image.alt}`}
              className="block w-full focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-sunset-500"
            >
              <LazyImage
                image={image}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                priority={firstOnScreen && index === 0}
                className="aspect-[4/3] transition-transform duration-500 group-hover:scale-105"
              />
            </button>
            <figcaption className="pointer-events-none absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-river-800 shadow">
              {image.category}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
