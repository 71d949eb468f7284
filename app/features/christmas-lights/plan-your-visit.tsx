import Check from "lucide-react/icons/check";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import type { Shown } from "#domain/content/draft.ts";
import type { ChristmasLightsFacts, EventDates } from "#domain/content/schemas.ts";
import { spokenUsd } from "#domain/english.ts";
import { useSeasonLabel } from "./use-season.ts";

/** `groupInquiry` is the route's group-rates dialog, placed beside the pass button. */
export function PlanYourVisit({
  christmasLights,
  tickets,
  seasonDates,
  gatesOpen,
  groupInquiry,
}: {
  christmasLights: Shown<ChristmasLightsFacts>;
  /** The event's tickets, at the prices the checkout charges. */
  tickets: readonly { label: string; priceCents: number }[];
  seasonDates: EventDates;
  /** As the event's schedule gives it: "5 PM". */
  gatesOpen: string;
  groupInquiry: ReactNode;
}) {
  const season = useSeasonLabel(seasonDates);
  return (
    <section
      id="plan-your-visit"
      aria-labelledby="plan-your-visit-title"
      className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-stone-200 sm:p-10"
    >
      <h2 id="plan-your-visit-title" className="font-display text-3xl font-semibold text-stone-900">
        Plan Your Visit
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-river-50 p-4">
          <dt className="text-sm font-semibold uppercase tracking-wide text-river-800">This season</dt>
          <dd className="mt-1 text-lg font-semibold text-stone-900" aria-live="polite">
            {season}
          </dd>
        </div>
        <div className="rounded-xl bg-river-50 p-4">
          <dt className="text-sm font-semibold uppercase tracking-wide text-river-800">Gates open</dt>
          <dd className="mt-1 text-lg font-semibold text-stone-900">{gatesOpen} nightly</dd>
        </div>
        <div className="rounded-xl bg-river-50 p-4 sm:col-span-2">
          <dt className="text-sm font-semibold uppercase tracking-wide text-river-800">Admission</dt>
          <dd className="mt-1 text-stone-900">
            <span className="text-lg font-semibold">
              {tickets.map((ticket) => `${ticket.label} ${spokenUsd(ticket.priceCents)}`).join(" · ")}
            </span>
            <span className="mt-1 block text-stone-700">{christmasLights.onlineDiscount}.</span>
          </dd>
        </div>
      </dl>
      <ul role="list" className="mt-6 space-y-3">
        {christmasLights.planYourVisit.map((tip) => (
          <li key={tip} className="flex gap-3 text-stone-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-700" />
            {tip}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to="/book-now" className={buttonClass("primary")}>
          Buy Season Pass Online
        </Link>
        {groupInquiry}
      </div>
    </section>
  );
}
