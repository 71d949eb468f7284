import { buttonClass } from "#app/components/layout/button-classes.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { ChristmasCards } from "#app/features/christmas-lights/christmas-cards.tsx";
import { LightMarquee } from "#app/features/christmas-lights/light-marquee.tsx";
import { PlanYourVisit } from "#app/features/christmas-lights/plan-your-visit.tsx";
import { InquiryDialog } from "#app/features/inquiry/inquiry-dialog.tsx";
import { pageContent } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import type { ChristmasLightsFacts, ResortEventFacts } from "#domain/content/schemas.ts";
import { ticketPriceList } from "#domain/english.ts";
import { gateTimes, seasonBounds } from "#domain/event-gates.ts";
import type { Route } from "./+types/christmas-lights";

export function loader({ context }: Route.LoaderArgs) {
  const event = pageContent<ResortEventFacts>(context, "event:christmas-lights");
  // What the ticket panel sells, at the prices the checkout charges.
  const tickets = (event.tickets ?? []).map(({ label, priceCents }) => ({ label, priceCents }));
  // The season and the gate times as the event's dates and schedule give them (domain/event-gates.ts).
  const { opens, lastEntry } = gateTimes(event.schedule);
  const season = {
    dates: event.dates,
    long: seasonBounds(event.dates),
    short: seasonBounds(event.dates, { short: true }),
  };
  return {
    christmasLights: pageContent<ChristmasLightsFacts>(context, "christmas-lights"),
    tickets,
    season,
    hours: { opens: opens ?? "", lastEntry: lastEntry ?? "" },
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: "Christmas Lights Drive-Through",
    description: `Drive a mile of holiday lights along the Coosa River, nightly ${loaderData.season.short.from} - ${loaderData.season.short.to}. Gates open ${loaderData.hours.opens}. ${ticketPriceList(loaderData.tickets)}.`,
    path: "/christmas-lights",
  });
}

export default function ChristmasLightsPage({
  loaderData: { christmasLights, tickets, season, hours },
}: Route.ComponentProps) {
  const cards = [
    { icon: "calendar", title: "Dates", text: `Nightly from ${season.long.from} through ${season.long.to}.` },
    { icon: "clock", title: "Hours", text: `Gates open at ${hours.opens}. Last car through at ${hours.lastEntry}.` },
    { icon: "ticket", title: "Admission", text: `${ticketPriceList(tickets)}.` },
  ];
  return (
    <div className="bg-stone-50">
      <header className="relative isolate overflow-hidden bg-river-900 px-4 pb-24 pt-20 text-center text-white sm:pb-32 sm:pt-28">
        <Picture
          image={christmasLights.hero}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-45"
        />
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-b from-river-900/40 via-river-900/60 to-river-900"
          aria-hidden="true"
        />
        <p className="text-sm font-semibold uppercase tracking-widest text-sunset-400">
          Nightly from {season.long.from} to {season.long.to}
        </p>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-6xl">Christmas Lights Drive-Through</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-river-50">
          A mile of light tunnels, animated displays and a giant tree on the river, all from the warmth of your car.
          Gates open at {hours.opens}.
        </p>
        <a href="#plan-your-visit" className={buttonClass("primary", "mt-8")}>
          Plan Your Visit
        </a>
      </header>

      <div className="bg-river-900 pb-16">
        <LightMarquee images={christmasLights.marquee} label="Photos from the Christmas lights" />
        <div className="mx-auto mt-12 max-w-6xl px-4">
          <h2 className="sr-only">Dates, hours and admission</h2>
          <ChristmasCards cards={cards} tone="dark" />
        </div>
      </div>

      <section aria-labelledby="extras" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="extras" className="text-center font-display text-3xl font-semibold text-stone-900 sm:text-4xl">
          Make a Night of It
        </h2>
        <div className="mt-10">
          <ChristmasCards cards={christmasLights.extrasCards} tone="light" />
        </div>
      </section>

      <div className="mx-auto max-w-4xl px-4 pb-20">
        <PlanYourVisit
          christmasLights={christmasLights}
          tickets={tickets}
          seasonDates={season.dates}
          gatesOpen={hours.opens}
          groupInquiry={<InquiryDialog form="christmas-group" triggerClassName={buttonClass("secondary")} />}
        />
      </div>
    </div>
  );
}
