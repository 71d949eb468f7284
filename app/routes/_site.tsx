import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { ChatLauncher } from "#app/features/chat/chat-launcher.tsx";
import { NewsletterSignup } from "#app/features/newsletter/newsletter-signup.tsx";

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
