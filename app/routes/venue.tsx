import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { InquiryDialog } from "#app/features/inquiry/inquiry-dialog.tsx";
import { VenueFeatures } from "#app/features/venue/venue-features.tsx";
import { VenueSpaceCard } from "#app/features/venue/venue-space-card.tsx";
import { pageContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData, useResort } from "#app/lib/site-data.ts";
import type { Venue, VenueFacts } from "#domain/content/schemas.ts";
import { englishList } from "#domain/english.ts";
import type { Route } from "./+types/venue";

/** "The Bay Lodge (175 guests), The Landing (75), and Veranda Deck (30)": each space with what it holds. */
function spacesAndCapacities(spaces: Venue["spaces"]): string {
  return englishList(spaces.map((space, index) => `${space.name} (${space.capacity}${index === 0 ? " guests" : ""})`));
}

/**
 * The venue, and the page's description naming each space with its published capacity: written by
 * the loader, so the page's scripts carry none of the code that words it.
 */
export function loader({ context }: Route.LoaderArgs) {
  const venue = pageContent<VenueFacts>(context, "venue");
  const description = `Riverfront weddings and events in Gadsden, AL: ${spacesAndCapacities(venue.spaces)}, with catering by Pique Nique.`;
  return { venue, description };
}

export function meta({ loaderData: { description }, matches }: Route.MetaArgs) {
  return pageMeta({ site: siteData(matches), title: "Weddings & Event Venue", description, path: "/venue" });
}

export default function VenuePage({ loaderData: { venue } }: Route.ComponentProps) {
  const resort = useResort();
  const [heroImage] = venue.gallery;
  return (
    <div className="bg-stone-50 pb-20">
      <header className="relative isolate overflow-hidden bg-river-900 px-4 pb-24 pt-20 text-center text-white sm:pt-28">
        {heroImage ? (
          <Picture
            image={heroImage}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 size-full object-cover opacity-40"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-river-900/30 to-river-900/90" aria-hidden="true" />
        <p className="text-sm font-semibold uppercase tracking-widest text-sunset-400">
          Weddings · Reunions · Retreats
        </p>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-6xl">Celebrate on the River</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-river-50">
          Three spaces on the Coosa River, catering from our own kitchen and cottages for your guests, all in one place.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <InquiryDialog form="wedding" triggerClassName={buttonClass("primary")} />
          <InquiryDialog form="tour" triggerClassName={buttonClass("outline-light")} />
        </div>
      </header>

      <section aria-labelledby="spaces-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="spaces-title" className="text-center font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
          Our Spaces
        </h2>
        <ul role="list" className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {venue.spaces.map((space) => (
            <li key={space.id} className="flex">
              <VenueSpaceCard
                space={space}
                inquiry={
                  <InquiryDialog
                    form="venue"
                    venueSpace={space.name}
                    triggerLabel="Check Availability"
                    triggerClassName={buttonClass("secondary")}
                  />
                }
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4">
        <h2 id="features-title" className="text-center font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
          Why Couples Choose Us
        </h2>
        <div className="mt-10">
          <VenueFeatures features={venue.features} />
        </div>
      </section>

      <section aria-labelledby="gallery-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="gallery-title" className="text-center font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
          Moments at the Venue
        </h2>
        <ul role="list" className="mt-10 grid gap-4 sm:grid-cols-3">
          {venue.gallery.map((image) => (
            <li
              key={image.file}
              className="aspect-[4/3] overflow-hidden rounded-2xl sm:aspect-[4/5] bg-river-100 shadow-sm"
            >
              <Picture
                image={image}
                sizes="(min-width: 640px) 33vw, 100vw"
                className="size-full object-cover transition-transform duration-500 hover:scale-105"
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-title" className="mx-auto max-w-4xl px-4">
        <div className="rounded-3xl bg-river-900 p-8 text-center text-white sm:p-12">
          <h2 id="contact-title" className="font-display text-3xl font-semibold">
            Talk to Our Events Team
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-river-50">
            Ask about dates, packages and catering, or come walk the grounds with us.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <a href={`tel:${resort.phone.tel}`} className={buttonClass("outline-light")}>
              <Phone aria-hidden="true" className="size-5" />
              {resort.phone.display}
            </a>
            <a href={`mailto:${resort.salesEmail}`} className={buttonClass("outline-light")}>
              <Mail aria-hidden="true" className="size-5" />
              {resort.salesEmail}
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
