import Compass from "lucide-react/icons/compass";
import { Link } from "react-router";
import { buttonClass } from "#app/components/layout/button-classes.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteData } from "#app/lib/site-data.ts";
import { notFoundPath } from "#content/routes.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteData(matches),
    title: "Page not found",
    description:
      "The page you were looking for is not here. Head back to the home page to find stays, events, dining and more.",
    path: notFoundPath,
    noindex: true,
  });
}

export default function Page() {
  return (
    <div className="grid min-h-[70vh] place-items-center bg-river-50 px-4 py-20 text-center sm:px-6">
      <div className="max-w-xl">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-river-100 text-river-700">
          <Compass aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-6 font-display text-6xl font-bold text-river-700">404</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-lg text-stone-700">
          The page you are looking for may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className={buttonClass("primary", "mt-8")}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
