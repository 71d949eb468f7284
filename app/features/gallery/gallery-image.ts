import type { ContentImage } from "#domain/content/schemas.ts";
import type { GalleryCategory } from "#content/home.ts";

export type GalleryImage = ContentImage & { category: GalleryCategory };
