import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { accountLinkPaths } from "#content/account-links.ts";

declare global {
  interface Window {
    /** Defined by the analytics script the server injects when ANALYTICS_SCRIPT_URL is set. */
    analytics?: { page?: (path: string) => void };
  }
}

/** Sends one page view to the injected analytics script, if it is there; otherwise nothing happens. */
export function reportPageView(path: string): void {
  if (typeof window === "undefined") return;
  window.analytics?.page?.(path);
}

const unreported = new Set<string>(accountLinkPaths);

/**
 * Reports client-side navigations. The first page of a visit is a full page load, which the
 * analytics script counts by itself, so only later location changes are sent. The account link
 * pages, whose address carries a token, are never reported (the server leaves the script off them).
 */
export function useAnalyticsPageViews(): void {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && previous.current !== path && !unreported.has(location.pathname))
      reportPageView(path);
    previous.current = path;
  }, [path, location.pathname]);
}
