import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { useAnalyticsPageViews } from "#app/lib/analytics.ts";
import { HYDRATED_EVENT } from "#domain/hydrated-event.ts";
import { siteIcons, themeColor } from "#app/lib/site-icons.ts";
import stylesheet from "./app.css?url";

export function Layout({ children }: { children: ReactNode }) {
  // The document's effects run after every other of the first render, the error page's included:
  // the page has hydrated.
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        {siteIcons.map(({ rel, href, size }) => (
          <link key={rel} rel={rel} href={href} type="image/png" sizes={`${size}x${size}`} />
        ))}
        {/* Built pages carry the stylesheet itself (server/pages/page-html.ts fills this element), so the
            first paint waits for no second request; React knows the element by its href and leaves it be. */}
        {import.meta.env.DEV ? (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        ) : (
          <style href={stylesheet} precedence="default">
            {""}
          </style>
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useAnalyticsPageViews();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="mt-4">
        <a className="underline" href="/">
          Return to Home
        </a>
      </p>
    </main>
  );
}
