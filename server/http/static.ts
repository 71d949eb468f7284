import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { Context } from "hono";
import { canonicalPath, locationOf } from "./same-site-path.ts";
import { pageCsp, SCRIPT_CSP, type CspSources } from "./security-headers.ts";
import { carriesUrlToken } from "./url-tokens.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt; charset=utf-8",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
  ".woff2": "font/woff2",
  // A page's loader data, which React Router fetches on an in-app navigation to it.
  ".data": "text/x-script",
};

/** The app's shell page (React Router's SPA fallback), from which the staff console is drawn. */
export const APP_SHELL = "/__spa-fallback.html";

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  csp?: string;
  /** The page without the head markup (and its policy without the markup's origin), for an address that carries a token. */
  plain?: StaticFile;
}

/** A file's bytes as the build (or the server's renderer) wrote them, compressed copies included. */
interface SiteFileBytes {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** An HTML page's inline scripts, for its Content-Security-Policy. */
  scriptHashes?: string[];
}

export interface StaticSiteOptions {
  root: string;
  production: boolean;
  /** Markup added before </head> of every page (the analytics snippet, when configured). */
  headInjection?: string;
  analyticsOrigin?: string;
  /**
   * Pages (paths such as "/reset-password", or the app's shell APP_SHELL) that get neither the head
   * markup nor its origin. Nor does any page whose address carries a token (server/http/url-tokens.ts).
   */
  plainPages?: readonly string[];
  /** Paths that moved, answered with a permanent redirect. */
  redirects?: Record<string, string>;
}

/**
 * The prerendered site, held in memory with its precompressed variants (written at build by
 * scripts/build-finish.ts). Hashed assets are immutable; pages are revalidated on every visit.
 */
export class StaticSite {
  private readonly files = new Map<string, StaticFile>();
  private readonly options: StaticSiteOptions;

  constructor(options: StaticSiteOptions) {
    this.options = options;
    if (!existsSync(options.root))
      throw new Error(`The site is not built: ${options.root} is missing. Run npm run build.`);
    const hashesFile = join(options.root, "..", "csp-hashes.json");
    const hashes: Record<string, string[]> = existsSync(hashesFile)
      ? (JSON.parse(readFileSync(hashesFile, "utf8")) as Record<string, string[]>)
      : {};
    for (const file of walk(options.root)) {
      const urlPath = `/${relative(options.root, file).split(sep).join("/")}`;
      if (/\.(br|gz)$/.test(urlPath)) continue;
      this.files.set(
        urlPath,
        this.entry(urlPath, {
          body: readFileSync(file),
          br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
          gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
          scriptHashes: hashes[urlPath],
        }),
      );
    }
  }

  /** Looked up on each answer: the server renders the not-found page again when what it shows is published. */
  private get notFound(): StaticFile | undefined {
    return this.files.get("/404/index.html");
  }

  /** A file as served: with the head markup and without, as `plainPages` says. */
  private entry(urlPath: string, file: SiteFileBytes): StaticFile {
    const { headInjection, analyticsOrigin, plainPages } = this.options;
    const plain = this.load(urlPath, file, {
      scriptHashes: file.scriptHashes,
      frames: urlPath === APP_SHELL ? "own" : "map",
    });
    const injected = headInjection && extname(urlPath) === ".html" && !plainPages?.includes(pagePath(urlPath));
    if (!injected) return plain;
    return {
      ...this.load(urlPath, file, { scriptHashes: file.scriptHashes, analyticsOrigin }, headInjection),
      plain,
    };
  }

  private load(urlPath: string, file: SiteFileBytes, csp: CspSources, headInjection?: string): StaticFile {
    const ext = extname(urlPath);
    let { body, br, gzip } = file;
    const isHtml = ext === ".html";
    if (headInjection) {
      body = Buffer.from(body.toString("utf8").replace("</head>", `${headInjection}</head>`));
      br = undefined;
      gzip = undefined;
    }
    return {
      body,
      br,
      gzip,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl:
        urlPath.startsWith("/assets/") || urlPath.startsWith("/images/")
          ? "public, max-age=31536000, immutable"
          : isHtml || ext === ".data" || urlPath === "/sitemap.xml"
            ? "no-cache"
            : "public, max-age=3600",
      csp: isHtml ? pageCsp(csp, this.options.production) : ext === ".js" ? SCRIPT_CSP : undefined,
    };
  }

  /**
   * Puts newly rendered files in place of those at their addresses, all in one step: a visitor is
   * served every file of a publish or none of them.
   */
  replace(files: readonly (SiteFileBytes & { urlPath: string })[]): void {
    const entries = files.map((file) => [file.urlPath, this.entry(file.urlPath, file)] as const);
    for (const [urlPath, entry] of entries) this.files.set(urlPath, entry);
  }

  /** Stops serving the files at these addresses: a page whose content is no longer published. */
  remove(urlPaths: readonly string[]): void {
    for (const urlPath of urlPaths) this.files.delete(urlPath);
  }

  /** Answers a GET or HEAD for a page or file; null when nothing matches. */
  serve(c: Context): Response | null {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return this.send(c, this.notFound, 404);
    }
    const canonical = canonicalPath(path);
    if (canonical === null || canonical.split("/").includes("..")) return this.send(c, this.notFound, 404);
    // A moved path or a misspelt one goes to its page in one step, and only ever to a path on this site.
    const redirects = this.options.redirects ?? {};
    const target = Object.hasOwn(redirects, canonical) ? (redirects[canonical] ?? canonical) : canonical;
    if (target !== path) return c.redirect(`${locationOf(target)}${new URL(c.req.url).search}`, 301);
    const file = this.files.get(path) ?? this.files.get(path === "/" ? "/index.html" : `${path}/index.html`);
    if (!file || path === "/404" || path === APP_SHELL) return null;
    const { pathname, search } = new URL(c.req.url);
    return this.send(c, carriesUrlToken(`${pathname}${search}`) ? (file.plain ?? file) : file, 200);
  }

  /** The app's shell page (React Router's SPA fallback), for pages drawn in the browser rather than prerendered. */
  serveAppShell(c: Context): Response {
    return this.send(c, this.files.get(APP_SHELL), 200);
  }

  sendNotFound(c: Context): Response {
    return this.send(c, this.notFound, 404);
  }

  private send(c: Context, file: StaticFile | undefined, status: 200 | 404): Response {
    if (!file) return c.text("Not found", 404);
    const headers = new Headers({
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    });
    if (file.csp) headers.set("Content-Security-Policy", file.csp);
    if (status === 200 && c.req.header("if-none-match") === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    const accept = c.req.header("accept-encoding") ?? "";
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers.set("Content-Encoding", "br");
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers.set("Content-Encoding", "gzip");
    }
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
  }
}

/** "/venue/index.html" → "/venue"; "/index.html" → "/". */
function pagePath(urlPath: string): string {
  return urlPath.replace(/\/index\.html$/, "") || "/";
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
