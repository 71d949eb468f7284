import type { ContentImage } from "#content/image.ts";
import type { GalleryCategory } from "#content/home.ts";

export type GalleryImage = ContentImage & { category: GalleryCategory };
