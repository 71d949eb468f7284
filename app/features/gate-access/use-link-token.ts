import { useEffect, useState } from "react";

/**
 * The token of a mailed account link (reset password, verify email): undefined until read, null
 * when the link had none. Read after mounting, since the page is prerendered without it, and taken
 * out of the address bar at once, so it stays out of the history, bookmarks, shared screens and
 * the Referer of the next request.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const url = new URL(window.location.href);
    const found = url.searchParams.get("token");
    if (found !== null) {
      url.searchParams.delete("token");
      // The router's own entry state is kept, so back and forward still work.
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
    setToken(found);
  }, []);
  return token;
}
