import TriangleAlert from "lucide-react/icons/triangle-alert";
import { pageFacts } from "#app/lib/content.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { policyDraftNotice } from "#content/policies.ts";
import { hasDraft, shown } from "#domain/content/draft.ts";
import type { PolicyFacts } from "#domain/content/schemas.ts";
import type { Route } from "./+types/policy";

/**
 * One module serves every policy route; the path says which policy (`/privacy-policy` shows
 * `policy:privacy-policy`). The draft notice shows while any of the published text is still marked
 * draft: confirming the last mark and publishing takes it away.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const facts = pageFacts<PolicyFacts>(context, `policy:${new URL(request.url).pathname.slice(1)}`);
  return { policy: shown(facts), draftNotice: hasDraft(facts) ? policyDraftNotice : null };
}

export function meta({ loaderData: { policy }, matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: policy.title,
    description: policy.description,
    path: `/${policy.slug}`,
  });
}

export default function Page({ loaderData: { policy, draftNotice } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <h1 className="font-display text-4xl font-bold text-river-900 sm:text-5xl">{policy.title}</h1>
      {draftNotice ? (
        <aside
          aria-label="Draft notice"
          className="mt-6 flex gap-3 rounded-xl border-2 border-sunset-500 bg-sunset-50 p-4 text-sunset-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{draftNotice}</p>
        </aside>
      ) : null}
      <p className="mt-8 text-lg leading-relaxed text-stone-800">{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="font-display text-2xl font-semibold text-stone-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
