import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Arriving on the home page at `/#section` (from another page, or a shared link), the router
 * scrolls the section into view; this moves keyboard focus there too.
 */
export function useFocusHashSection(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.focus({ preventScroll: true });
  }, [hash]);
}
