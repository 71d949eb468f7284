import Caravan from "lucide-react/icons/caravan";
import Check from "lucide-react/icons/check";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Scale from "lucide-react/icons/scale";
import { Link } from "react-router";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { InquiryDialog } from "#app/features/inquiry/inquiry-dialog.tsx";
import { OpportunityZoneBenefits } from "#app/features/work/opportunity-zone-benefits.tsx";
import { pageContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData, useResort } from "#app/lib/site-data.ts";
import type { CreateCenterFacts } from "#domain/content/schemas.ts";
import type { Route } from "./+types/work";

export function loader({ context }: Route.LoaderArgs) {
  return { createCenter: pageContent<CreateCenterFacts>(context, "create-center") };
}

export function meta({ loaderData: { createCenter }, matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: `Work & Invest: ${createCenter.name}`,
    description: `Private offices and event space at ${createCenter.name}, in a federal Opportunity Zone on the Coosa River, with live-in RV spots on site.`,
    path: "/work",
  });
}

export default function WorkPage({ loaderData: { createCenter } }: Route.ComponentProps) {
  const resort = useResort();
  return (
    <div className="bg-stone-50 pb-20">
      <header className="bg-gradient-to-br from-river-900 via-river-800 to-river-700 px-4 pb-20 pt-16 text-center text-white">
        <p className="text-sm font-semibold uppercase tracking-widest text-sunset-400">Work on the river</p>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-6xl">Work, Invest &amp; Create</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-river-50">{createCenter.description}</p>
      </header>

      <section aria-labelledby="oz-title" className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="oz-title" className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
          Opportunity Zone Tax Benefits
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">
          The resort sits in a federal Opportunity Zone. Investing here through a Qualified Opportunity Fund can bring
          these benefits:
        </p>
        <div className="mt-8">
          <OpportunityZoneBenefits />
        </div>
        <p className="mt-6 text-stone-700">
          <Scale aria-hidden="true" className="mr-2 inline size-5 align-text-bottom text-river-700" />
          Talk to our legal partner,{" "}
          <a
            href={resort.legalPartner.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-river-800 underline underline-offset-4"
          >
            {resort.legalPartner.name}
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-text-top" />
          </a>
          , about your situation.
        </p>
      </section>

      <section aria-labelledby="create-title" className="bg-white py-16">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="create-title" className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
              {createCenter.name}
            </h2>
            <ul role="list" className="mt-6 space-y-4">
              {createCenter.spaces.map((space) => (
                <li key={space.title} className="rounded-2xl bg-river-50 p-5">
                  <h3 className="font-display text-xl font-semibold text-stone-900">{space.title}</h3>
                  <p className="mt-1 text-stone-700">{space.text}</p>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-4">
              <InquiryDialog form="create-center" triggerClassName={buttonClass("primary")} />
              <a href={resort.floorPlanPdf} target="_blank" rel="noopener" className={buttonClass("secondary")}>
                <FileText aria-hidden="true" className="size-5" />
                View Floor Plan (PDF)
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
          <div>
            <h3 className="font-display text-2xl font-semibold text-stone-900">Amenities</h3>
            <ul role="list" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {createCenter.amenities.map((amenity) => (
                <li key={amenity} className="flex gap-3 text-stone-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-700" />
                  {amenity}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="rv-title" className="mx-auto max-w-5xl px-4 pt-16">
        <div className="flex flex-col gap-6 rounded-3xl bg-river-900 p-8 text-white sm:flex-row sm:items-center sm:p-12">
          <span className="grid size-16 shrink-0 place-items-center rounded-full bg-sunset-400 text-river-900">
            <Caravan aria-hidden="true" className="size-8" />
          </span>
          <div className="flex-1">
            <h2 id="rv-title" className="font-display text-3xl font-semibold">
              {createCenter.liveInRv.title}
            </h2>
            <p className="mt-2 text-lg text-river-50">{createCenter.liveInRv.text}</p>
          </div>
          <Link to="/book-now" className={buttonClass("outline-light", "shrink-0")}>
            See RV Spots
          </Link>
        </div>
      </section>
    </div>
  );
}
