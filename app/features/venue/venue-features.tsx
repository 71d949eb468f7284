import type { LucideIcon } from "lucide-react";
import BedDouble from "lucide-react/icons/bed-double";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import Utensils from "lucide-react/icons/utensils";
import Waves from "lucide-react/icons/waves";
import type { Venue } from "#domain/content/schemas.ts";

/** The icons the cards name, by lucide's kebab-case names; a name not here shows the calendar's heart. */
const ICONS: Record<string, LucideIcon> = {
  waves: Waves,
  "bed-double": BedDouble,
  utensils: Utensils,
  "calendar-heart": CalendarHeart,
};

export function VenueFeatures({ features }: { features: Venue["features"] }) {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => {
        const Icon = ICONS[feature.icon] ?? CalendarHeart;
        return (
          <li key={feature.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="grid size-12 place-items-center rounded-full bg-sunset-400/25 text-sunset-600">
              <Icon aria-hidden="true" className="size-6 text-river-800" />
            </span>
            <h3 className="mt-4 font-display text-xl font-semibold text-stone-900">{feature.title}</h3>
            <p className="mt-2 text-stone-700">{feature.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
