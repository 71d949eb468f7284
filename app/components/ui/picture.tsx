import type { CSSProperties } from "react";
import type { ContentImage, Photo } from "#domain/content/schemas.ts";
import { fallbackUrl, pickWidth, srcSet, variantUrl, type VariantFormat } from "#domain/content/photo-variants.ts";

interface PictureProps {
  image: ContentImage;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A single URL for places that take one (a video poster, a share image): the variant closest to
 * `maxWidth` in `format` ("fallback" is the JPEG/PNG every client reads).
 */
export function imageSrc(photo: Photo, maxWidth = 1200, format: VariantFormat | "fallback" = "webp"): string {
  if (format === "fallback") return fallbackUrl(photo);
  return variantUrl(photo, pickWidth(photo, maxWidth), format);
}

/** The image's own style: its colour until it loads, and its focus point, which a crop (object-cover) keeps in view. */
function imageStyle({ color, focus }: ContentImage): CSSProperties | undefined {
  if (!color && !focus) return undefined;
  return {
    ...(color ? { backgroundColor: color } : {}),
    ...(focus ? { objectPosition: `${focus.x}% ${focus.y}%` } : {}),
  };
}

/**
 * A responsive photo: AVIF and WebP at several widths, the browser picks by `sizes`. Width and
 * height reserve the space (no layout shift) and the dominant colour fills it until it loads.
 */
export function Picture({ image, sizes, priority, className }: PictureProps) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={fallbackUrl(image)}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "auto" : "async"}
        // The page starts its scripts once this image has painted (server/pages/page-html.ts).
        {...(priority ? { elementtiming: "hero" } : {})}
        className={className}
        style={imageStyle(image)}
      />
    </picture>
  );
}
