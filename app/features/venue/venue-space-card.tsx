import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { Venue } from "#domain/content/schemas.ts";

type VenueSpace = Venue["spaces"][number];

/** `inquiry` is the route's availability dialog for this space. */
export function VenueSpaceCard({ space, inquiry }: { space: VenueSpace; inquiry: ReactNode }) {
  const headingId = `space-${space.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="aspect-[4/3] bg-river-100">
        <Picture
          image={space.image}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 id={headingId} className="font-display text-2xl font-semibold text-stone-900">
          {space.name}
        </h3>
        <p className="flex items-center gap-2 font-semibold text-river-800">
          <Users aria-hidden="true" className="size-5" />
          Up to {space.capacity} guests
        </p>
        <p className="flex-1 text-stone-700">{space.description}</p>
        <div className="mt-2">{inquiry}</div>
      </div>
    </article>
  );
}
