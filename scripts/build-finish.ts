/**
 * After `react-router build`: moves each page's scripts after its first paint and writes its
 * stylesheet into it (scripts/bundle/page-html.ts), keeps the taps made before they run
 * (scripts/bundle/early-taps.ts), hashes its inline scripts for its
 * Content-Security-Policy, and writes brotli and gzip copies of every compressible file, so the
 * server compresses nothing at request time.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "./files.ts";
import { keepEarlyTaps } from "./bundle/early-taps.ts";
import { deferHydration, inlineStylesheets, skipFirstScrollRestore } from "./bundle/page-html.ts";
import { writeSeoFiles } from "./seo-files.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const root = `${buildDir}/client`;
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".webmanifest", ".ics", ".vtt"]);

writeSeoFiles(root);

const hashes: Record<string, string[]> = {};
let compressed = 0;
for (const name of filesUnder(root)) {
  const file = join(root, name);
  const ext = extname(file);
  if (ext === ".br" || ext === ".gz") continue;
  let body = readFileSync(file);
  if (ext === ".html") {
    const urlPath = `/${name}`;
    const html = inlineStylesheets(
      keepEarlyTaps(skipFirstScrollRestore(deferHydration(body.toString("utf8")))),
      (href) => readFileSync(join(root, href), "utf8"),
    );
    body = Buffer.from(html);
    writeFileSync(file, body);
    hashes[urlPath] = inlineScriptHashes(html);
  }
  if (COMPRESSIBLE.has(ext) && body.length > 512) {
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    compressed += 1;
  }
}
writeFileSync(`${buildDir}/csp-hashes.json`, JSON.stringify(hashes));
console.log(`build-finish: ${Object.keys(hashes).length} pages hashed, ${compressed} files compressed`);

function inlineScriptHashes(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const content = match[1] ?? "";
    if (content.length === 0) continue;
    found.add(`sha256-${createHash("sha256").update(content).digest("base64")}`);
  }
  return [...found];
}
