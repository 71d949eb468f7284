import { createHash } from "node:crypto";
import { markup, raw, type Html } from "#server/mail/templates/html.ts";

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c1917;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#115e59;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#115e59}";

/** These pages run no script and load nothing: their policy allows their own inline style and form only. */
export const NEWSLETTER_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** A page a newsletter mail's link opens: its title as the heading, then `body`, then a way back to the site. */
export function newsletterPage(title: string, body: Html): string {
  return String(
    markup`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head><body><main><h1>${title}</h1>${body}<p><a href="/">Back to the website</a></p></main></body></html>`,
  );
}
