import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  matchRoutes,
  type RequestHandler,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { COMPRESS_FROM_BYTES, compress, finishPage, inlineScriptHashes } from "./finish.ts";

/**
 * A crawler's user agent: React Router's server entry then waits for every Suspense boundary
 * before it answers, so the page comes whole, as a visitor's browser ends up drawing it.
 */
const WHOLE_PAGE_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** What a page's loaders are given while the server renders it (app/lib/content.server.ts reads it). */
// A type, not an interface: React Router's load context takes it only as a plain object type.
export type PageLoadContext = {
  publishedDocument(key: string): unknown;
  /** The keys of every published document of a kind, in the order staff list them. */
  publishedKeys(kind: string): string[];
};

/** One file of a rendered page, finished as the build finishes its pages. */
export interface RenderedFile {
  /** Its address in the client build: `/christmas-lights/index.html`, `/christmas-lights.data`. */
  urlPath: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** An HTML page's inline scripts, for its Content-Security-Policy. */
  scriptHashes?: string[];
}

/**
 * Renders the site's pages with the server build React Router made beside the client build
 * (scripts/bundle/keep-server-build.ts): the same code that prerendered them, asked again with the
 * content published since.
 */
export class PageRenderer {
  private readonly handler: RequestHandler;
  private readonly routes: RouteObject[];
  private readonly clientRoot: string;
  /** The stylesheets written into pages, read once: the build's files never change under a running server. */
  private readonly assets = new Map<string, string>();
  /** The pages the build prerendered. */
  readonly paths: readonly string[];
  /**
   * The pages the handler renders with their loaders: with `ssr: false` React Router renders any
   * other path as the bare app shell, and refuses its data. The build's pages, and each page added
   * since (an event published after the build) once it is first rendered.
   */
  private readonly renderable: string[];

  private constructor(build: ServerBuild, clientRoot: string) {
    this.paths = build.prerender.map((path) => `/${path.replace(/^\/+|\/+$/g, "")}`);
    this.renderable = [...this.paths];
    this.handler = createRequestHandler({ ...build, prerender: this.renderable }, "production");
    this.routes = routeTree(build);
    this.clientRoot = clientRoot;
  }

  /** The renderer of the build in `buildDir`, or null when that build kept no server build. */
  static async load(buildDir: string): Promise<PageRenderer | null> {
    const entry = join(buildDir, "renderer", "index.js");
    if (!existsSync(entry)) return null;
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    return new PageRenderer(build, join(buildDir, "client"));
  }

  /** Whether a route of the page reads content through a loader: only such a page changes with a publish. */
  readsContent(path: string): boolean {
    return (matchRoutes(this.routes, path) ?? []).some((match) => match.route.loader !== undefined);
  }

  /** The page at `path` and its loaders' data (what an in-app navigation to it fetches), finished. */
  async render(path: string, context: PageLoadContext): Promise<RenderedFile[]> {
    const html = await this.page(path, context);
    // React Router names the root's data "/_root.data", every other page's "<path>.data".
    const dataPath = `${path === "/" ? "/_root" : path}.data`;
    const data = Buffer.from(await this.fetch(dataPath, context));
    return [
      {
        urlPath: path === "/" ? "/index.html" : `${path}/index.html`,
        ...compressed(Buffer.from(html)),
        scriptHashes: inlineScriptHashes(html),
      },
      { urlPath: dataPath, ...compressed(data) },
    ];
  }

  /** The page at `path` alone, finished as the build finishes its pages. */
  async page(path: string, context: PageLoadContext): Promise<string> {
    if (!this.renderable.includes(path)) this.renderable.push(path);
    return finishPage(await this.fetch(path, context), (href) => this.asset(href));
  }

  private asset(href: string): string {
    let text = this.assets.get(href);
    if (text === undefined) {
      text = readFileSync(join(this.clientRoot, href), "utf8");
      this.assets.set(href, text);
    }
    return text;
  }

  private async fetch(path: string, context: PageLoadContext): Promise<string> {
    const response = await this.handler(
      new Request(`http://localhost${path}`, { headers: { "User-Agent": WHOLE_PAGE_AGENT } }),
      context,
    );
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`Rendering ${path} answered ${response.status}: ${body.slice(0, 500)}`);
    return body;
  }
}

/** Quickly: a publish waits on it. LivePages makes the smallest copies once the pages are in place. */
export function compressed(body: Buffer): Pick<RenderedFile, "body" | "br" | "gzip"> {
  return body.length > COMPRESS_FROM_BYTES ? { body, ...compress(body, "quick") } : { body };
}

/** The build's routes as the tree `matchRoutes` walks, each keeping whether it has a loader. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) => {
        const loader = route?.module.loader ? () => null : undefined;
        const nested = children(route?.id);
        return route?.index
          ? { index: true, path: route.path, loader }
          : { path: route?.path, loader, children: nested };
      });
  return children(undefined);
}
