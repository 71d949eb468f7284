import type { MetaDescriptor } from "react-router";
import type { ContentImage } from "#domain/content/schemas.ts";
import { fallbackUrl, fallbackWidth, scaledHeight } from "#domain/content/photo-variants.ts";
import type { SiteData } from "#app/lib/site-data.ts";

interface PageMetaInput {
  /** The layout's data (`siteData(matches)`): the server renders it from the published resort and home hero. */
  site: SiteData;
  /** Page title without the site name. */
  title: string;
  description: string;
  path: string;
  /** Share image: a content photo, or an absolute path (e.g. /media/…). Defaults to the site's share image. */
  image?: string | ContentImage;
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
  noindex?: boolean;
}

/** `path` on the resort's site (its `siteUrl`). */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href;
}

/** The share image tags: a content photo is shared as its JPEG/PNG fallback, which every crawler reads. */
function imageMeta(image: string | ContentImage, siteUrl: string): MetaDescriptor[] {
  if (typeof image === "string")
    return [
      { property: "og:image", content: absoluteUrl(image, siteUrl) },
      { name: "twitter:image", content: absoluteUrl(image, siteUrl) },
    ];
  const url = absoluteUrl(fallbackUrl(image), siteUrl);
  const width = fallbackWidth(image.width);
  return [
    { property: "og:image", content: url },
    { property: "og:image:width", content: String(width) },
    { property: "og:image:height", content: String(scaledHeight(image, width)) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function pageMeta({
  site,
  title,
  description,
  path,
  image = site.shareImage,
  jsonLd = [],
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const { resort } = site;
  const url = absoluteUrl(path, resort.siteUrl);
  const fullTitle = path === "/" ? `${resort.name} | ${title}` : `${title} | ${resort.name}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: resort.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...imageMeta(image, resort.siteUrl),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  for (const data of jsonLd) meta.push({ "script:ld+json": data });
  return meta;
}
