import { Picture } from "#app/components/ui/picture.tsx";
import type { ContentImage } from "#domain/content/schemas.ts";
import { HomeSection } from "./home-section.tsx";

export function ParkMapSection({ image }: { image: ContentImage }) {
  return (
    <HomeSection
      id="park-map"
      eyebrow="Find your way"
      title="Park Map"
      intro="RV rows, cottages, the restaurant, the venue and the river access at a glance."
      tone="tint"
    >
      <div className="mx-auto max-w-5xl overflow-hidden rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200 sm:p-4">
        <Picture image={image} sizes="(min-width: 1024px) 1024px, 100vw" className="h-auto w-full rounded-lg" />
      </div>
    </HomeSection>
  );
}
