/**
 * An uploaded file made into a photo source the variant pipeline (./variants.ts) takes, as a
 * photo from content/images is: a JPEG, or a PNG when it has transparency, upright, without any
 * of the file's metadata (a phone's photo carries where it was taken), and no larger than the site
 * ever shows. Everything about the file is judged by its content, never its name or declared type.
 */
import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { Photo } from "#domain/content/schemas.ts";
import {
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_MIN_WIDTH,
  photoMessages,
} from "#domain/staff/photo-schemas.ts";
import { measurePhoto, sourceHash } from "./variants.ts";

/** The folder an uploaded photo's `file` is in, and its variants' URLs under /images/. */
export const UPLOADS_FOLDER = "uploads/";

/** The long side of a kept source: twice the widest variant, room for a sharper variant later. */
const SOURCE_MAX_SIDE = 3200;
const MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;
/** The longest name part of a file, before its random suffix. */
const NAME_MAX_LENGTH = 60;
/** The longest uploaded name the library keeps, as staff see it. */
const UPLOADED_NAME_MAX_LENGTH = 200;

/** An upload refused, with the status and message the API answers. */
export class PhotoRefusal extends Error {
  readonly status: 413 | 415 | 422;

  constructor(status: 413 | 415 | 422, message: string) {
    super(message);
    this.name = "PhotoRefusal";
    this.status = status;
  }
}

export interface PreparedPhoto {
  photo: Photo;
  /** The name the file was uploaded with. */
  name: string;
  /** The JPEG or PNG the variants are made from. */
  source: Buffer;
}

type AcceptedFormat = (typeof PHOTO_FORMATS)[number];

/** The format by the file's content; AVIF is read by the HEIF loader, and told from HEIC by its compression. */
function formatOf(metadata: Metadata): AcceptedFormat | null {
  const format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  return PHOTO_FORMATS.find((accepted) => accepted === format) ?? null;
}

/** The header alone: the pixels are not decoded, so a small file claiming a huge image costs nothing here. */
async function headerOf(bytes: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** "Sunset over the Coosa (2).JPG" → "sunset-over-the-coosa-2". */
function slugOf(name: string): string {
  const slug = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, NAME_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || "photo";
}

const suffix = () => randomBytes(3).toString("hex");

/** The `file` of an upload: its name, made safe for a URL, and a random suffix, so two uploads never share one. */
function uploadFile(name: string, extension: "jpg" | "png"): string {
  return `${UPLOADS_FOLDER}${slugOf(name)}-${suffix()}.${extension}`;
}

/** The same file under another random suffix, for the rare upload whose name is taken. */
export function withFreshSuffix(file: string): string {
  return file.replace(/-[0-9a-f]{6}\.(jpg|png)$/, (_match, extension: string) => `-${suffix()}.${extension}`);
}

/** Whether any pixel is less than opaque: a PNG with an alpha channel is often opaque all over. */
async function hasTransparency(bytes: Buffer, metadata: Metadata): Promise<boolean> {
  if (!metadata.hasAlpha) return false;
  const { isOpaque } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).stats();
  return !isOpaque;
}

/**
 * The upload as a photo and its source, or a PhotoRefusal: too large a file (413), not a JPEG,
 * PNG, WebP or AVIF (415), more pixels than PHOTO_MAX_MEGAPIXELS or narrower than PHOTO_MIN_WIDTH
 * once upright (422). Only an accepted header's pixels are ever decoded.
 */
export async function preparePhoto(bytes: Buffer, name: string): Promise<PreparedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoRefusal(413, photoMessages.tooLarge);
  const metadata = await headerOf(bytes);
  if (!metadata || !formatOf(metadata)) throw new PhotoRefusal(415, photoMessages.notAPhoto);
  const { width, height } = metadata;
  if (width * height > MAX_PIXELS) throw new PhotoRefusal(422, photoMessages.tooManyPixels);
  // As shown: an EXIF orientation of 5 to 8 turns the photo a quarter.
  const upright = metadata.autoOrient;
  const scale = Math.min(1, SOURCE_MAX_SIDE / Math.max(upright.width, upright.height));
  if (Math.round(upright.width * scale) < PHOTO_MIN_WIDTH) throw new PhotoRefusal(422, photoMessages.tooSmall);

  let source: Buffer;
  let transparent: boolean;
  try {
    transparent = await hasTransparency(bytes, metadata);
    // sharp writes no metadata unless asked: EXIF (with any GPS position), XMP, IPTC and the ICC
    // profile are all dropped, the pixels converted to sRGB first.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: SOURCE_MAX_SIDE, height: SOURCE_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    source = await (
      transparent
        ? pipeline.png({ compressionLevel: 6 })
        : pipeline.removeAlpha().jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
    ).toBuffer();
  } catch {
    // A header that reads but pixels that do not: a truncated or corrupt file.
    throw new PhotoRefusal(415, photoMessages.notAPhoto);
  }
  const photo = await measurePhoto(source, uploadFile(name, transparent ? "png" : "jpg"), sourceHash(source));
  // sharp's rounding of the resize decides the last pixel of the width checked above.
  if (photo.width < PHOTO_MIN_WIDTH) throw new PhotoRefusal(422, photoMessages.tooSmall);
  return { photo, name: name.slice(0, UPLOADED_NAME_MAX_LENGTH), source };
}
