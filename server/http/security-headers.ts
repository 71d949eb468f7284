import type { MiddlewareHandler } from "hono";

export interface CspSources {
  /** Hashes of the page's inline scripts ('sha256-…'). */
  scriptHashes?: readonly string[];
  /** Extra origins a configured analytics script needs. */
  analyticsOrigin?: string;
  /**
   * What the page may frame: a public page the map's origins; the staff console only the site's own
   * previews of a draft, and no outside origin.
   */
  frames?: "map" | "own";
}

/** Origins the pages embed: the map iframe. A draft's preview frames them too, as its page does. */
export const FRAME_SOURCES = ["https://www.google.com", "https://maps.google.com"];

export function pageCsp(
  { scriptHashes = [], analyticsOrigin, frames = "map" }: CspSources,
  production: boolean,
): string {
  const extra = analyticsOrigin ? [analyticsOrigin] : [];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")} ${extra.join(" ")}`
      .replace(/\s+/g, " ")
      .trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${extra.join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${extra.join(" ")}`.trim(),
    "media-src 'self'",
    `frame-src ${frames === "map" ? FRAME_SOURCES.join(" ") : "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * A script's own policy governs it only when it runs as a worker (a page's scripts follow the
 * page's): it may load the site's scripts and call its API, nothing else.
 */
export const SCRIPT_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/** Headers every response carries; HTML responses replace the CSP with their page's own. */
export function securityHeaders(production: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // A staff preview is framed by the console, and says so itself; nothing else is framed.
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    // The site's photos are shown in its newsletters, which webmail draws in pages of its own origin.
    headers.set("Cross-Origin-Resource-Policy", c.req.path.startsWith("/images/") ? "cross-origin" : "same-origin");
    // Only the console's door screen may open the camera, to scan tickets.
    const camera = /^\/staff(\/|$)/.test(c.req.path) ? "camera=(self)" : "camera=()";
    headers.set("Permissions-Policy", `${camera}, microphone=(), geolocation=(), payment=()`);
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_CSP);
    if (production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
