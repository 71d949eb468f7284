import type { ContentImage } from "#content/image.ts";

interface PictureProps {
  image: ContentImage;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

export function Picture({ image, sizes, priority, className }: PictureProps) {
  return (
    <img
      src={`/images/${image.file}`}
      alt={image.alt}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}
