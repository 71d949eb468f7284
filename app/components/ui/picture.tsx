import type { ContentImage } from "#content/schemas.ts";
import { imageManifest } from "#app/generated/image-manifest.ts";
import {
  fallbackUrl,
  pickWidth,
  srcSet,
  variantUrl,
  type ImageEntry,
  type VariantFormat,
} from "#app/lib/responsive-image.ts";

interface PictureProps {
  image: ContentImage;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

function imageEntry(image: Pick<ContentImage, "file">): ImageEntry {
  const entry = imageManifest[image.file];
  if (!entry) throw new Error(`No generated variants for content/images/${image.file}: run npm run images`);
  return entry;
}

/**
 * A single URL for places that take one (a video poster, a share image): the variant closest to
 * `maxWidth` in `format` ("fallback" is the JPEG/PNG every client reads).
 */
export function imageSrc(
  image: Pick<ContentImage, "file">,
  maxWidth = 1200,
  format: VariantFormat | "fallback" = "webp",
): string {
  const entry = imageEntry(image);
  if (format === "fallback") return fallbackUrl(image.file, entry);
  return variantUrl(image.file, entry, pickWidth(entry, maxWidth), format);
}

/**
 * A responsive photo: AVIF and WebP at several widths, the browser picks by `sizes`. Width and
 * height reserve the space (no layout shift) and the dominant colour fills it until it loads.
 */
export function Picture({ image, sizes, priority, className }: PictureProps) {
  const entry = imageEntry(image);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(image.file, entry, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.file, entry, "webp")} sizes={sizes} />
      <img
        src={fallbackUrl(image.file, entry)}
        width={entry.width}
        height={entry.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "auto" : "async"}
        // The page starts its scripts once this image has painted (scripts/bundle/page-html.ts).
        {...(priority ? { elementtiming: "hero" } : {})}
        className={className}
        style={entry.color ? { backgroundColor: entry.color } : undefined}
      />
    </picture>
  );
}
