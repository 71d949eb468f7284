import { pageContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { KayakCard } from "#app/features/lodging/kayak-card.tsx";
import { LodgingCard } from "#app/features/lodging/lodging-card.tsx";
import type { KayakRentals, LodgingFacts } from "#domain/content/schemas.ts";
import type { Route } from "./+types/book-now";

export function loader({ context }: Route.LoaderArgs) {
  return {
    lodging: pageContent<LodgingFacts[]>(context, "lodging"),
    kayakRentals: pageContent<KayakRentals>(context, "kayak-rentals"),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: "Book Your Stay",
    description:
      "Reserve a riverfront RV spot, the tree house, the container home or one of our cottages on the Coosa River in Gadsden, Alabama.",
    path: "/book-now",
  });
}

export default function BookNow({ loaderData: { lodging, kayakRentals } }: Route.ComponentProps) {
  return (
    <div className="pb-20">
      <header className="bg-gradient-to-b from-river-900 to-river-800 px-4 pb-16 pt-16 text-center text-white">
        <p className="text-sm font-semibold uppercase tracking-widest text-sunset-400">Stay on the river</p>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">Book Your Stay</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-river-50">
          Pull in with your RV or settle into a cottage. Every stay puts you minutes from the water, the trails and
          Pique Nique.
        </p>
      </header>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="-mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-label="Places to stay">
          {lodging.map((stay) => (
            <li key={stay.id} className="flex">
              <LodgingCard stay={stay} />
            </li>
          ))}
        </ul>
        <section aria-label="Kayak rentals" className="mt-16">
          <KayakCard kayakRentals={kayakRentals} />
        </section>
      </div>
    </div>
  );
}
