import { useState, type ReactNode } from "react";
import { useModuleOnDemand } from "#app/lib/use-module-on-demand.ts";
import type { GalleryImage } from "./gallery-image.ts";
import { onDemand } from "#app/lib/on-demand.ts";

/** The viewer and its dialog load the first time a photo is opened, not with the page. */
const loadLightbox = onDemand(() => import("./lightbox.tsx"));

/** The lightbox over `images` (an element to render) and the function that opens it at a photo. */
export function useLightbox(images: readonly GalleryImage[]): [ReactNode, (index: number) => void] {
  const [index, setIndex] = useState<number | null>(null);
  const [lightbox, requestLightbox] = useModuleOnDemand(loadLightbox);
  const open = (at: number) => void requestLightbox().then(() => setIndex(at));
  const element = lightbox && <lightbox.Lightbox images={images} index={index} onIndexChange={setIndex} />;
  return [element, open];
}
