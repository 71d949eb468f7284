/**
 * After `react-router build`: finishes each prerendered page as the server finishes the pages it
 * renders (server/pages/finish.ts), hashes its inline scripts for its Content-Security-Policy, and
 * writes brotli and gzip copies of every compressible file, so the server compresses nothing at
 * request time.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { COMPRESS_FROM_BYTES, compress, finishPage, inlineScriptHashes } from "#server/pages/finish.ts";
import { filesUnder } from "./files.ts";
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
    const html = finishPage(body.toString("utf8"), (href) => readFileSync(join(root, href), "utf8"));
    body = Buffer.from(html);
    writeFileSync(file, body);
    hashes[urlPath] = inlineScriptHashes(html);
  }
  if (COMPRESSIBLE.has(ext) && body.length > COMPRESS_FROM_BYTES) {
    const { br, gzip } = compress(body);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzip);
    compressed += 1;
  }
}
writeFileSync(`${buildDir}/csp-hashes.json`, JSON.stringify(hashes));
console.log(`build-finish: ${Object.keys(hashes).length} pages hashed, ${compressed} files compressed`);
