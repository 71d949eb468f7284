import type { MetaDescriptor } from "react-router";
import { resort } from "#content/resort.ts";

interface PageMetaInput {
  /** Page title without the site name. */
  title: string;
  description: string;
  path: string;
  /** Absolute path of a share image (e.g. /images/…), defaults to the hero. */
  image?: string;
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and JSON-LD for one page. */
export function pageMeta({ title, description, path, image, jsonLd = [], noindex }: PageMetaInput): MetaDescriptor[] {
  const url = new URL(path, resort.siteUrl).href;
  const fullTitle = path === "/" ? `${resort.name} | ${title}` : `${title} | ${resort.name}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: resort.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (image) meta.push({ property: "og:image", content: new URL(image, resort.siteUrl).href });
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  for (const data of jsonLd) meta.push({ "script:ld+json": data });
  return meta;
}
