/**
 * Naming and sizing of a photo's responsive variants: shared by the build (scripts/images.ts writes
 * them to public/images), the server (which makes them for uploaded photos) and <Picture> (which
 * lists them), so none of them can disagree on a file name.
 */

import type { Photo } from "#domain/content/schemas.ts";

export type VariantFormat = "avif" | "webp";

/** Widths offered to the browser; never wider than the source. */
const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
/** The single-file fallback (and share image) is at most this wide. */
const FALLBACK_MAX_WIDTH = 1200;

export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < sourceWidth);
  const largest = Math.min(sourceWidth, Math.max(...VARIANT_WIDTHS));
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

export function fallbackWidth(sourceWidth: number): number {
  return Math.min(sourceWidth, FALLBACK_MAX_WIDTH);
}

/** The fallback keeps the source's own format: JPEG stays JPEG, PNG (transparency) stays PNG. */
export function fallbackExtension(file: string): "jpg" | "png" {
  return file.endsWith(".png") ? "png" : "jpg";
}

function stem(file: string): string {
  return file.replace(/\.(jpg|png)$/, "");
}

/** Path under public/images (and the URL under /images/) of one variant. */
export function variantPath(photo: Photo, width: number, extension: VariantFormat | "jpg" | "png"): string {
  return `${stem(photo.file)}-${width}.${photo.hash}.${extension}`;
}

export function variantUrl(photo: Photo, width: number, extension: VariantFormat | "jpg" | "png"): string {
  return `/images/${variantPath(photo, width, extension)}`;
}

export function srcSet(photo: Photo, format: VariantFormat): string {
  return variantWidths(photo.width)
    .map((width) => `${variantUrl(photo, width, format)} ${width}w`)
    .join(", ");
}

export function fallbackUrl(photo: Photo): string {
  return variantUrl(photo, fallbackWidth(photo.width), fallbackExtension(photo.file));
}

/** Height of a variant resized to `width`, keeping the source's aspect ratio. */
export function scaledHeight(photo: Photo, width: number): number {
  return Math.round((photo.height * width) / photo.width);
}

/** The variant closest to `maxWidth` without going over (or the smallest one), for places that take one URL. */
export function pickWidth(photo: Photo, maxWidth: number): number {
  const widths = variantWidths(photo.width);
  return widths.filter((width) => width <= maxWidth).pop() ?? widths[0] ?? photo.width;
}
