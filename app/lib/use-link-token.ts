import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** The token read from this address, kept once the address bar no longer shows it. */
let taken: { href: string; token: string | null } | undefined;

function takeLinkToken(): string | null {
  if (taken?.href === window.location.href) return taken.token;
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token");
  if (token !== null) {
    url.searchParams.delete("token");
    // The router's own entry state is kept, so back and forward still work.
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }
  taken = { href: window.location.href, token };
  return token;
}

/**
 * The `token` of a mailed account link (reset password, verify email): undefined while hydrating
 * (the page is prerendered without it), then the link's token, or null when the link has none.
 * It is taken out of the address bar as it is read, so it stays out of the history, bookmarks,
 * shared screens and the Referer of the next request.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(noSubscription, takeLinkToken, () => undefined);
}
