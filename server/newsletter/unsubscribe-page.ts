import { createHash } from "node:crypto";
import { markup, raw, type Html } from "#server/mail/templates/html.ts";

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c1917;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#115e59;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#115e59}";

/** This page runs no script and loads nothing: its policy allows its own inline style and form only. */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

function page(title: string, body: Html): string {
  return String(
    markup`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head><body><main><h1>${title}</h1>${body}<p><a href="/">Back to the website</a></p></main></body></html>`,
  );
}

/** The confirm page carries on the campaign its link came from, so the unsubscribe is counted against it. */
export function confirmPage(email: string, token: string, campaign?: string): string {
  const from =
    campaign && /^\d{1,10}$/.test(campaign) ? markup`<input type="hidden" name="campaign" value="${campaign}">` : "";
  return page(
    "Unsubscribe from our newsletter",
    markup`<p>Stop sending the newsletter to <strong>${email}</strong>?</p><form method="post" action="/api/unsubscribe"><input type="hidden" name="token" value="${token}">${from}<button type="submit">Unsubscribe</button></form>`,
  );
}

export function donePage(email: string): string {
  return page("You're unsubscribed", markup`<p><strong>${email}</strong> will no longer receive our newsletter.</p>`);
}

export function invalidPage(): string {
  return page(
    "This link doesn't work",
    markup`<p>This unsubscribe link is invalid. Please use the link from your most recent email.</p>`,
  );
}
