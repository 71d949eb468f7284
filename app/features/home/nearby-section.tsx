import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import MapPin from "lucide-react/icons/map-pin";
import { useEffect, useRef, useState } from "react";
import type { NearbyPlace } from "#domain/content/schemas.ts";
import { HomeSection } from "./home-section.tsx";

/** The first 6 of the 12 nearby places show until Show More. */
const NEARBY_INITIAL_COUNT = 6;
/** Show Less scrolls back to the section heading after 320 ms. */
const SHOW_LESS_SCROLL_DELAY_MS = 320;

const LIST_ID = "nearby-list";

/** `places` are the twelve nearby places (the home-nearby document). */
export function NearbySection({ places }: { places: readonly NearbyPlace[] }) {
  const [expanded, setExpanded] = useState(false);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listed = expanded ? places : places.slice(0, NEARBY_INITIAL_COUNT);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  function toggle() {
    clearTimeout(scrollTimer.current);
    if (!expanded) {
      setExpanded(true);
      return;
    }
    setExpanded(false);
    scrollTimer.current = setTimeout(() => {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document
        .getElementById("nearby-heading")
        ?.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
    }, SHOW_LESS_SCROLL_DELAY_MS);
  }

  return (
    <HomeSection
      id="nearby"
      eyebrow="Explore the area"
      title="What's Close"
      intro="Waterfalls, state parks, museums and race days are all an easy drive from your site."
    >
      <ul id={LIST_ID} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {listed.map((place) => (
          <li
            key={place.name}
            className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-river-100 text-river-700">
              <MapPin aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-stone-900">{place.name}</span>
              <span className="block text-sm text-stone-700">{place.distance}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          onClick={toggle}
          className="inline-flex items-center gap-2 rounded-full border-2 border-river-700 px-6 py-3 font-semibold text-river-800 transition-colors hover:bg-river-700 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-500"
        >
          {expanded ? "Show Less" : "Show More"}
          {expanded ? (
            <ChevronUp aria-hidden="true" className="size-5" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </HomeSection>
  );
}
