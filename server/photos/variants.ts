/**
 * The one encoder of a photo's variants: AVIF and WebP at each width plus one JPEG/PNG fallback,
 * named by domain/content/photo-variants.ts. The build (scripts/images.ts) writes them to
 * public/images; the server keeps an upload's in the database. Both call these functions, so a
 * photo looks and weighs the same whichever way it reached the site.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { fallbackExtension, fallbackWidth, variantWidths } from "#domain/content/photo-variants.ts";
import type { Photo } from "#domain/content/schemas.ts";

/** Bump when encoder settings change: it is part of every hash, so old variants are replaced. */
const PIPELINE_VERSION = "1";

/** The hash that names a photo's variants: its source's bytes and the encoder settings. */
export function sourceHash(bytes: Buffer): string {
  return createHash("sha256").update(PIPELINE_VERSION).update(bytes).digest("hex").slice(0, 10);
}

export type VariantExtension = "avif" | "webp" | "jpg" | "png";

export const VARIANT_TYPES: Record<VariantExtension, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** One variant still to encode: the build skips those it has already written. */
export interface VariantJob {
  width: number;
  extension: VariantExtension;
  encode(): Promise<Buffer>;
}

/** Every variant of `photo`, made from `source` (its JPEG or PNG, as `photo.file` says). */
export function variantJobs(source: Buffer, photo: Photo): VariantJob[] {
  // A PNG has transparency or flat drawn colour: it keeps more quality for the same weight.
  const png = photo.file.endsWith(".png");
  const resized = (width: number) => sharp(source).resize({ width, withoutEnlargement: true });
  const jobs: VariantJob[] = variantWidths(photo.width).flatMap((width): VariantJob[] => [
    {
      width,
      extension: "avif",
      encode: () =>
        resized(width)
          .avif({ quality: png ? 70 : 50, effort: 2 })
          .toBuffer(),
    },
    {
      width,
      extension: "webp",
      encode: () =>
        resized(width)
          .webp({ quality: png ? 85 : 72, effort: 3 })
          .toBuffer(),
    },
  ]);
  const width = fallbackWidth(photo.width);
  jobs.push({
    width,
    extension: fallbackExtension(photo.file),
    encode: () =>
      (png
        ? resized(width).png({ palette: true, compressionLevel: 9 })
        : resized(width).jpeg({ quality: 75, mozjpeg: true })
      ).toBuffer(),
  });
  return jobs;
}

/** A photo's size and, unless it has transparency, the dominant colour shown until it loads. */
export async function measurePhoto(source: Buffer, file: string, hash: string): Promise<Photo> {
  const image = sharp(source);
  const { width, height, hasAlpha } = await image.metadata();
  if (!width || !height) throw new Error("unreadable image");
  const photo: Photo = { file, width, height, hash };
  if (!hasAlpha) {
    const { dominant } = await image.stats();
    photo.color = `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
  }
  return photo;
}

export interface EncodedVariant {
  width: number;
  extension: VariantExtension;
  bytes: Buffer;
}

/** Every variant of `photo`, encoded one after another: each already uses every core. */
export async function encodeVariants(source: Buffer, photo: Photo): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  for (const job of variantJobs(source, photo))
    variants.push({ width: job.width, extension: job.extension, bytes: await job.encode() });
  return variants;
}
