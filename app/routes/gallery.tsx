import { GalleryGrid } from "#app/features/gallery/gallery-grid.tsx";
import { useLightbox } from "#app/features/gallery/use-lightbox.tsx";
import { pageContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import type { GalleryPhoto } from "#domain/content/schemas.ts";
import type { Route } from "./+types/gallery";

export function loader({ context }: Route.LoaderArgs) {
  return { gallery: pageContent<GalleryPhoto[]>(context, "gallery") };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteData(matches);
  return pageMeta({
    site,
    title: "Photo Gallery",
    description: `Photos of ${site.resort.name}: riverfront RV sites, cottages and tiny homes, Pique Nique, and sunsets over the Coosa River in Gadsden, Alabama.`,
    path: "/gallery",
  });
}

export default function Page({ loaderData: { gallery } }: Route.ComponentProps) {
  const [lightbox, open] = useLightbox(gallery);
  return (
    <div className="bg-stone-50">
      <header className="bg-river-900 px-4 py-16 text-center text-white sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-sunset-300">Life on the river</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Photo Gallery</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-river-100">
          Cottages and campsites, the restaurant, the river and the people who make the park home. Select a photo to see
          it larger.
        </p>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <GalleryGrid images={gallery} onOpen={open} firstOnScreen />
      </div>
      {lightbox}
    </div>
  );
}
