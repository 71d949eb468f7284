import { Link } from "react-router";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { useResort } from "#app/lib/site-data.ts";
import type { Shown } from "#domain/content/draft.ts";
import type { FeatureCardFacts } from "#domain/content/schemas.ts";
import { ContentIcon } from "./content-icon.tsx";
import { HomeSection } from "./home-section.tsx";

/** `features` are the four about cards (the home-about document). */
export function AboutSection({ features }: { features: readonly Shown<FeatureCardFacts>[] }) {
  const resort = useResort();
  return (
    <HomeSection
      id="about"
      eyebrow="About the resort"
      title={`Welcome to ${resort.name}`}
      intro={`${resort.rvSpotCount} RV spots, riverfront cottages and tiny homes, a wedding venue and our own restaurant, all on the banks of the Coosa River in Gadsden, Alabama.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-river-100 text-river-700">
              <ContentIcon name={feature.icon} className="size-6" />
            </span>
            <h3 className="mt-5 font-display text-xl font-semibold text-stone-900">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">{feature.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/book-now" className={buttonClass("secondary")}>
          Learn More<span className="sr-only"> about staying with us</span>
        </Link>
        <Link to="/book-now" className={buttonClass("primary")}>
          View Accommodations
        </Link>
      </div>
    </HomeSection>
  );
}
