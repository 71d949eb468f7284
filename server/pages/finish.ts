import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import { keepEarlyTaps } from "./early-taps.ts";
import { deferHydration, inlineStylesheets, skipFirstScrollRestore } from "./page-html.ts";

/**
 * The last touches on a page React Router rendered, the same at build and when the server renders a
 * published page: its scripts wait for the first paint and its stylesheet is written into it
 * (page-html.ts), and the taps made before its scripts run are kept (early-taps.ts).
 * `readAsset` reads a file of the client build by its address (`/assets/app-….css`).
 */
export function finishPage(html: string, readAsset: (href: string) => string): string {
  return inlineStylesheets(keepEarlyTaps(skipFirstScrollRestore(deferHydration(html))), readAsset);
}

/** The hashes a page's Content-Security-Policy allows its inline scripts by. */
export function inlineScriptHashes(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const content = match[1] ?? "";
    if (content.length === 0) continue;
    found.add(`sha256-${createHash("sha256").update(content).digest("base64")}`);
  }
  return [...found];
}

/** Files smaller than this are sent as they are: compressing them saves less than the headers cost. */
export const COMPRESS_FROM_BYTES = 512;

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Brotli's levels for a page: the smallest (11) takes about 240 ms for a 110 KB page on this site's
 * two-core machine, 5 takes 5 ms for a copy about a tenth larger. The build and the server's idle
 * time make the smallest; a publish shows its pages with the quick one first (server/pages/live-pages.ts).
 */
export type BrotliEffort = "smallest" | "quick";
const BROTLI_QUALITY: Record<BrotliEffort, number> = { smallest: 11, quick: 5 };

/** Brotli and gzip copies of `body`, made once (at build, or when a page is published) and sent to every visitor. */
export function compress(body: Buffer, effort: BrotliEffort = "smallest"): Compressed {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

const brotliInBackground = promisify(brotliCompress);

/** The smallest brotli copy, made on a worker thread so that no request waits while it is made. */
export function smallestBrotli(body: Buffer): Promise<Buffer> {
  return brotliInBackground(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.smallest } });
}
