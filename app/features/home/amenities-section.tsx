import Check from "lucide-react/icons/check";
import Info from "lucide-react/icons/info";
import type { Shown } from "#domain/content/draft.ts";
import type { AmenityGroupFacts } from "#domain/content/schemas.ts";
import { ContentIcon } from "./content-icon.tsx";
import { HomeSection } from "./home-section.tsx";

/** `groups` are the five amenity groups (the home-amenities document), `notes` the rules every guest keeps. */
export function AmenitiesSection({
  groups,
  notes,
}: {
  groups: readonly Shown<AmenityGroupFacts>[];
  notes: readonly string[];
}) {
  return (
    <HomeSection
      id="amenities"
      eyebrow="Everything you need"
      title="Resort Amenities"
      intro="Full hookups on the river, room to play and a restaurant on site."
      tone="tint"
    >
      <ul className="flex flex-wrap justify-center gap-6">
        {groups.map((group) => (
          <li
            key={group.title}
            className="w-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
          >
            <h3 className="flex items-center gap-3 font-display text-xl font-semibold text-stone-900">
              <span className="grid size-11 place-items-center rounded-xl bg-sunset-100 text-sunset-700">
                <ContentIcon name={group.icon} className="size-5" />
              </span>
              {group.title}
            </h3>
            <ul className="mt-4 space-y-2.5">
              {group.items.map((item) => (
                <li key={item} className="flex gap-2.5 text-stone-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-600" />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-10 max-w-3xl rounded-2xl border border-sunset-300 bg-sunset-50 p-6">
        <h3 className="flex items-center gap-2 font-semibold text-sunset-800">
          <Info aria-hidden="true" className="size-5" />
          Good to know
        </h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-9 text-stone-800">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
