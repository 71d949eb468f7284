/** What a token is replaced with wherever staff or the logs read it. */
const REDACTED = "[redacted]";

/** The characters a token in an address may hold: up to the next separator, quote, tag or space. */
const TOKEN = String.raw`[^\s"'<>&#?/]+`;

/**
 * Every place an address carries something that opens an account or an order: the `token` of the
 * password reset, email verification, newsletter confirmation and unsubscribe links and the `session_id` Stripe puts in the
 * checkout's return address (also as `&amp;` in a mail's HTML); a ticket link's path; the checkout
 * session in the order lookup's and the test checkout's paths; a staff enrolment link's fragment;
 * and a checkout session's id wherever it stands, which opens the buyer's tickets.
 */
const TOKEN_PATTERNS: readonly { pattern: RegExp; keep: string }[] = [
  { pattern: new RegExp(String.raw`([?&](?:amp;)?(?:token|session_id)=)${TOKEN}`, "gi"), keep: "$1" },
  {
    // At the site's root only (after an origin, or starting a path): /api/tickets/find is no token.
    pattern: new RegExp(
      String.raw`((?:^|[\s"'(=]|https?://[^/\s"'<>]+)/(?:tickets|api/orders|api/test-checkout)/)${TOKEN}`,
      "gm",
    ),
    keep: "$1",
  },
  { pattern: /(\/staff\/enrol#)[^\s"'<>]+/g, keep: "$1" },
  { pattern: /\bcs_(?:test|live)_[A-Za-z0-9_-]+/g, keep: "" },
];

/** The text (an address, a path, a mail's text or HTML) with each token in it replaced by REDACTED. */
export function redactUrlTokens(text: string): string {
  return TOKEN_PATTERNS.reduce((redacted, { pattern, keep }) => redacted.replace(pattern, `${keep}${REDACTED}`), text);
}

/** Whether an address (path and query) carries a token, by the same rule. */
export function carriesUrlToken(address: string): boolean {
  return redactUrlTokens(address) !== address;
}
