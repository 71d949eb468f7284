/**
 * Naming and sizing of the responsive variants scripts/images.ts writes to public/images:
 * shared by the build (which writes the files) and <Picture> (which lists them), so the two can
 * never disagree on a file name.
 */

/** One source photo as the manifest records it. */
export interface ImageEntry {
  width: number;
  height: number;
  /** Content hash of the source (and pipeline settings): part of every variant's name. */
  hash: string;
  /** Dominant colour shown until the image loads; absent for images with transparency. */
  color?: string;
}

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
export function variantPath(
  file: string,
  entry: ImageEntry,
  width: number,
  extension: VariantFormat | "jpg" | "png",
): string {
  return `${stem(file)}-${width}.${entry.hash}.${extension}`;
}

export function variantUrl(
  file: string,
  entry: ImageEntry,
  width: number,
  extension: VariantFormat | "jpg" | "png",
): string {
  return `/images/${variantPath(file, entry, width, extension)}`;
}

export function srcSet(file: string, entry: ImageEntry, format: VariantFormat): string {
  return variantWidths(entry.width)
    .map((width) => `${variantUrl(file, entry, width, format)} ${width}w`)
    .join(", ");
}

export function fallbackUrl(file: string, entry: ImageEntry): string {
  return variantUrl(file, entry, fallbackWidth(entry.width), fallbackExtension(file));
}

/** Height of a variant resized to `width`, keeping the source's aspect ratio. */
export function scaledHeight(entry: ImageEntry, width: number): number {
  return Math.round((entry.height * width) / entry.width);
}

/** The variant closest to `maxWidth` without going over (or the smallest one), for places that take one URL. */
export function pickWidth(entry: ImageEntry, maxWidth: number): number {
  const widths = variantWidths(entry.width);
  return widths.filter((width) => width <= maxWidth).pop() ?? widths[0] ?? entry.width;
}
