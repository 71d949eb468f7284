import { useRouteLoaderData } from "react-router";
import type { ContentImage, Resort } from "#domain/content/schemas.ts";

/** The site layout's route id: React Router names a route by its file (app/routes.ts). */
const SITE_LAYOUT = "routes/_site";

/**
 * What every page under the site layout shows of the published content, read by the layout's
 * loader (app/routes/_site.tsx): the resort's facts for the header, the footer, the pages and
 * their meta, and the photo a page is shared with when it has none of its own.
 */
export interface SiteData {
  resort: Resort;
  shareImage: ContentImage;
}

/** The published resort, for any component under the site layout. */
export function useResort(): Resort {
  const site = useRouteLoaderData<SiteData>(SITE_LAYOUT);
  if (!site) throw new Error("useResort() is used outside the site layout");
  return site.resort;
}

/** The layout's data for a page's `meta` function, from the `matches` React Router gives it. */
export function siteData(matches: readonly ({ id: string; loaderData: unknown } | undefined)[]): SiteData {
  const site = matches.find((match) => match?.id === SITE_LAYOUT)?.loaderData;
  if (!site) throw new Error("A page's meta is asked outside the site layout");
  return site as SiteData;
}
