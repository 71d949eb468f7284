import type { LucideIcon } from "lucide-react";
import Anchor from "lucide-react/icons/anchor";
import Caravan from "lucide-react/icons/caravan";
import Castle from "lucide-react/icons/castle";
import Container from "lucide-react/icons/container";
import ExternalLink from "lucide-react/icons/external-link";
import House from "lucide-react/icons/house";
import Sunrise from "lucide-react/icons/sunrise";
import Sunset from "lucide-react/icons/sunset";
import Trees from "lucide-react/icons/trees";
import Users from "lucide-react/icons/users";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import type { Lodging } from "#domain/content/schemas.ts";
import { showsSleeps } from "#domain/lodging.ts";

const ICONS: Record<Lodging["icon"], LucideIcon> = {
  caravan: Caravan,
  trees: Trees,
  container: Container,
  home: House,
  anchor: Anchor,
  sunrise: Sunrise,
  sunset: Sunset,
  castle: Castle,
};

const BOOKING_SYSTEM_NAME: Record<Lodging["bookingSystem"], string> = {
  reservations: "our reservation system",
  "vacation-rental": "our vacation-rental site",
};

export function LodgingCard({ stay }: { stay: Lodging }) {
  const Icon = ICONS[stay.icon];
  const headingId = `lodging-${stay.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] bg-river-100">
        <Picture
          image={stay.image}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="size-full object-cover"
        />
        <span className="absolute left-4 top-4 grid size-11 place-items-center rounded-full bg-white/95 text-river-800 shadow">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-stone-900">
          {stay.title}
        </h2>
        {showsSleeps(stay.sleeps) ? (
          <p className="flex items-center gap-2 text-sm font-medium text-river-800">
            <Users aria-hidden="true" className="size-4" />
            Sleeps {stay.sleeps}
          </p>
        ) : null}
        <p className="flex-1 text-stone-700">{stay.description}</p>
        <a
          href={stay.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "mt-2 self-start")}
        >
          {stay.buttonText}
          <span className="sr-only">
            {" "}
            {stay.title} on {BOOKING_SYSTEM_NAME[stay.bookingSystem]} (opens in a new tab)
          </span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
