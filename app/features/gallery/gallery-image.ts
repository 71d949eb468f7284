import type { ContentImage } from "#content/schemas.ts";
import type { GalleryCategory } from "#content/home.ts";

export type GalleryImage = ContentImage & { category: GalleryCategory };
