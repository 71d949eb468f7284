import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { ChatLauncher } from "#app/features/chat/chat-launcher.tsx";
import { NewsletterSignup } from "#app/features/newsletter/newsletter-signup.tsx";
import { pageContent } from "#app/lib/content.server.ts";
import type { SiteData } from "#app/lib/site-data.ts";
import type { HomePhotos, ResortFacts } from "#domain/content/schemas.ts";
import type { Route } from "./+types/_site";

/**
 * The published resort and the home hero, which every page shares: a publish of either renders
 * every page again. Components read the resort with useResort(), meta functions with siteData().
 */
export function loader({ context }: Route.LoaderArgs): SiteData {
  return {
    resort: pageContent<ResortFacts>(context, "resort"),
    shareImage: pageContent<HomePhotos>(context, "home-photos").hero,
  };
}

export default function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* The home hero runs under the transparent navigation bar; other pages start below it. */}
      <main id="main" tabIndex={-1} className={`focus:outline-none ${pathname === "/" ? "" : "pt-16"}`}>
        <Outlet />
      </main>
      <SiteFooter newsletter={<NewsletterSignup />} />
      <ChatLauncher />
    </>
  );
}
