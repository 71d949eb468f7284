import type { ContentImage, GalleryCategory } from "#domain/content/schemas.ts";

export type GalleryImage = ContentImage & { category: GalleryCategory };
