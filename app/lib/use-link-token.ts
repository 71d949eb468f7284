import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The `token` of a mailed link: undefined while hydrating (the page is prerendered without it),
 * then the link's token, or null when the link has none.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get("token"),
    () => undefined,
  );
}
