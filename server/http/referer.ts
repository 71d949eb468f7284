import { redactUrlTokens } from "./url-tokens.ts";

/** The longest page path kept from a Referer. */
const PATH_MAX = 200;

/**
 * The path of the site's page a request came from, by its Referer: only a page of the site's own
 * origin counts, and only its path (a query may carry a token or someone's address), any token in
 * it redacted, cut to 200 characters. Null when there is no such Referer.
 */
export function ownPagePath(referer: string | undefined, publicOrigin: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.origin === new URL(publicOrigin).origin ? redactUrlTokens(url.pathname).slice(0, PATH_MAX) : null;
}
