import Clock from "lucide-react/icons/clock";
import ExternalLink from "lucide-react/icons/external-link";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { GateAccessCard } from "#app/features/gate-access/gate-access-card.tsx";
import { GateAccessSection } from "#app/features/gate-access/gate-access-section.tsx";
import { InquiryDialog } from "#app/features/inquiry/inquiry-dialog.tsx";
import { GuideVideoDialog } from "#app/features/restaurant/guide-video-dialog.tsx";
import { HoursTable } from "#app/features/restaurant/hours-table.tsx";
import { OpenBadge } from "#app/features/restaurant/open-badge.tsx";
import { pageContent } from "#app/lib/content.server.ts";
import { restaurantJsonLd } from "#app/lib/restaurant-json-ld.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData, useResort } from "#app/lib/site-data.ts";
import type { RestaurantFacts } from "#domain/content/schemas.ts";
import type { Route } from "./+types/pique-nique";

/**
 * The restaurant as its document gives it. Its weekly hours are not a document: staff set them in
 * the console's settings, and the hours table and the open badge fetch them after load.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { restaurant: pageContent<RestaurantFacts>(context, "restaurant") };
}

export function meta({ loaderData: { restaurant }, matches }: Route.MetaArgs) {
  const site = siteData(matches);
  return pageMeta({
    site,
    title: `${restaurant.name} Restaurant`,
    description: `${restaurant.name}, the riverside restaurant at the resort: brunch, lunch and dinner on the Coosa River. Hours, online ordering and private events.`,
    path: "/pique-nique",
    jsonLd: [restaurantJsonLd(restaurant, site.resort)],
  });
}

const card = "rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8";

export default function PiqueNiquePage({ loaderData: { restaurant } }: Route.ComponentProps) {
  const resort = useResort();
  const { address } = resort;
  return (
    <div className="bg-stone-50 pb-20">
      <header className="bg-gradient-to-b from-river-900 to-river-800 px-4 pb-20 pt-16 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 text-center md:flex-row md:items-start md:text-left">
          <div className="flex h-32 w-60 shrink-0 items-center justify-center rounded-3xl bg-white p-5 shadow-xl sm:h-40 sm:w-72">
            <Picture
              image={restaurant.logo}
              sizes="(min-width: 640px) 240px, 200px"
              priority
              className="max-h-full w-full object-contain"
            />
          </div>
          {/* The page paints before all of it has arrived: the logo and the words are placed by the
              column's edges, not centred on the words' own width or height, which grow as they come. */}
          <div className="self-stretch md:self-auto">
            <p className="text-sm font-semibold uppercase tracking-widest text-sunset-400">
              Riverside dining at the resort
            </p>
            <h1 className="mt-2 font-display text-4xl font-semibold sm:text-6xl">{restaurant.name}</h1>
            <div className="mt-5">
              <OpenBadge />
            </div>
            <div className="mt-6 flex flex-wrap justify-center gap-4 md:justify-start">
              <a
                href={resort.orderOnlineUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("primary")}
              >
                Order Online
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
              <GuideVideoDialog video={restaurant.guideVideo} />
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto -mt-10 grid max-w-6xl gap-8 px-4 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="about-title" className={card}>
          <h2 id="about-title" className="font-display text-3xl font-semibold text-stone-900">
            About {restaurant.name}
          </h2>
          {restaurant.about.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 rounded-2xl bg-river-50 p-6">
            <h3 className="font-display text-xl font-semibold text-stone-900">Private Events</h3>
            <p className="mt-2 text-stone-700">
              Rehearsal dinners, birthdays, reunions and company gatherings: tell us about your event and our team will
              plan the menu with you.
            </p>
            <div className="mt-4">
              <InquiryDialog form="private-events" triggerClassName={buttonClass("secondary")} />
            </div>
          </div>
        </section>

        <section aria-labelledby="hours-title" className={card}>
          <h2 id="hours-title" className="flex items-center gap-3 font-display text-3xl font-semibold text-stone-900">
            <Clock aria-hidden="true" className="size-7 text-river-700" />
            Hours
          </h2>
          <div className="mt-4">
            <HoursTable />
          </div>
          <h3 className="mt-8 font-display text-xl font-semibold text-stone-900">Find Us</h3>
          <address className="mt-3 space-y-3 not-italic text-stone-700">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-700" />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-700" />
              <a
                href={`tel:${resort.restaurantPhone.tel}`}
                className="font-semibold text-river-800 underline-offset-4 hover:underline"
              >
                {resort.restaurantPhone.display}
              </a>
            </p>
          </address>
        </section>
      </div>

      <div className="mx-auto mt-8 max-w-3xl px-4">
        <GateAccessSection>
          <GateAccessCard />
        </GateAccessSection>
      </div>
    </div>
  );
}
