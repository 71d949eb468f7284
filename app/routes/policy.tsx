import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useLocation } from "react-router";
import { pageMeta } from "#app/lib/seo.ts";
import { isDraftPolicy, policyDraftNotice, policyForPath, type Policy } from "#content/policies.ts";
import type { Route } from "./+types/policy";

/** One module serves every policy route; the path says which policy. */
function requirePolicy(path: string): Policy {
  const policy = policyForPath(path);
  if (!policy) throw new Error(`No policy for ${path}`);
  return policy;
}

export function meta({ location }: Route.MetaArgs) {
  const policy = requirePolicy(location.pathname);
  return pageMeta({ title: policy.title, description: policy.description, path: `/${policy.slug}` });
}

export default function Page() {
  const policy = requirePolicy(useLocation().pathname);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <h1 className="font-display text-4xl font-bold text-river-900 sm:text-5xl">{policy.title}</h1>
      {isDraftPolicy(policy.slug) ? (
        <aside
          aria-label="Draft notice"
          className="mt-6 flex gap-3 rounded-xl border-2 border-sunset-500 bg-sunset-50 p-4 text-sunset-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{policyDraftNotice}</p>
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
