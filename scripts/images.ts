/**
 * The image pipeline, run before every build: each photo in content/images becomes AVIF and WebP
 * variants at several widths plus one JPEG/PNG fallback in public/images (served with immutable
 * caching, so every name carries the source's content hash), and app/generated/image-manifest.ts
 * records their sizes for <Picture>. Variants whose hashed name already exists are kept, so a
 * rebuild only encodes new or changed photos. Fails when content refers to a missing photo.
 * The site's icon (content/images/site-icon.svg) becomes the PNG icons the pages link to
 * (app/lib/site-icons.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import {
  fallbackExtension,
  fallbackWidth,
  variantPath,
  variantWidths,
  type ImageEntry,
} from "../app/lib/responsive-image.ts";
import { siteIcons } from "../app/lib/site-icons.ts";

/** Bump when encoder settings change: it is part of every hash, so old variants are replaced. */
const PIPELINE_VERSION = "1";
const SOURCE_DIR = "content/images";
const OUT_DIR = "public/images";
const MANIFEST = "app/generated/image-manifest.ts";
const SITE_ICON = "content/images/site-icon.svg";

export function sourceHash(bytes: Buffer): string {
  return createHash("sha256").update(PIPELINE_VERSION).update(bytes).digest("hex").slice(0, 10);
}

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Every `{ file, alt }` image the content folder refers to. */
export async function referencedImages(contentDir = "content"): Promise<Set<string>> {
  const found = new Set<string>();
  const visit = (value: unknown, seen: Set<unknown>) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.file === "string" && typeof record.alt === "string") found.add(record.file);
    for (const child of Object.values(record)) visit(child, seen);
  };
  for (const name of readdirSync(contentDir)) {
    if (!name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
    const module = (await import(pathToFileURL(join(contentDir, name)).href)) as Record<string, unknown>;
    visit(module, new Set());
  }
  return found;
}

async function readManifest(): Promise<Record<string, ImageEntry>> {
  if (!existsSync(MANIFEST)) return {};
  try {
    const module = (await import(pathToFileURL(MANIFEST).href)) as { imageManifest: Record<string, ImageEntry> };
    return module.imageManifest;
  } catch {
    return {};
  }
}

function writeAtomically(path: string, data: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}

async function encode(source: Buffer, file: string, entry: ImageEntry): Promise<{ paths: string[]; encoded: number }> {
  const png = file.endsWith(".png");
  const jobs: { path: string; make: () => Promise<Buffer> }[] = [];
  const resized = (width: number) => sharp(source).resize({ width, withoutEnlargement: true });
  for (const width of variantWidths(entry.width)) {
    jobs.push({
      path: variantPath(file, entry, width, "avif"),
      make: () =>
        resized(width)
          .avif({ quality: png ? 70 : 50, effort: 2 })
          .toBuffer(),
    });
    jobs.push({
      path: variantPath(file, entry, width, "webp"),
      make: () =>
        resized(width)
          .webp({ quality: png ? 85 : 72, effort: 3 })
          .toBuffer(),
    });
  }
  const width = fallbackWidth(entry.width);
  jobs.push({
    path: variantPath(file, entry, width, fallbackExtension(file)),
    make: () =>
      (png
        ? resized(width).png({ palette: true, compressionLevel: 9 })
        : resized(width).jpeg({ quality: 75, mozjpeg: true })
      ).toBuffer(),
  });
  let encoded = 0;
  for (const job of jobs) {
    const target = join(OUT_DIR, job.path);
    if (existsSync(target)) continue;
    writeAtomically(target, await job.make());
    encoded += 1;
  }
  return { paths: jobs.map((job) => job.path), encoded };
}

async function describe(source: Buffer, hash: string): Promise<ImageEntry> {
  const image = sharp(source);
  const { width, height, hasAlpha } = await image.metadata();
  if (!width || !height) throw new Error("unreadable image");
  const entry: ImageEntry = { width, height, hash };
  if (!hasAlpha) {
    const { dominant } = await image.stats();
    entry.color = `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
  }
  return entry;
}

export function manifestSource(manifest: Record<string, ImageEntry>): string {
  const lines = Object.keys(manifest)
    .sort()
    .map((file) => `  ${JSON.stringify(file)}: ${JSON.stringify(manifest[file])},`);
  return `// Generated by scripts/images.ts from content/images (npm run images). Do not edit.
import type { ImageEntry } from "../lib/responsive-image.ts";

export const imageManifest: Record<string, ImageEntry> = {
${lines.join("\n")}
};
`;
}

/** Renders the site icon at each linked size; a file whose bytes would not change is left alone. */
async function renderSiteIcons(): Promise<void> {
  const svg = readFileSync(SITE_ICON);
  const { width = 0 } = await sharp(svg).metadata();
  for (const { href, size, background } of siteIcons) {
    // Drawn at the size it is shown, not scaled up from its own small size.
    const rendered = sharp(svg, { density: (72 * size) / width }).resize(size, size);
    const png = await (background ? rendered.flatten({ background }) : rendered)
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    const target = join("public", href);
    if (!existsSync(target) || !readFileSync(target).equals(png)) writeAtomically(target, png);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  await renderSiteIcons();
  const previous = await readManifest();
  const manifest: Record<string, ImageEntry> = {};
  const keep = new Set<string>();
  let encoded = 0;
  const sources = [...walk(SOURCE_DIR)].filter((path) => /\.(jpg|png)$/.test(path)).sort();
  for (const path of sources) {
    const file = relative(SOURCE_DIR, path).split(sep).join("/");
    const bytes = readFileSync(path);
    const hash = sourceHash(bytes);
    const known = previous[file];
    const entry = known?.hash === hash ? known : await describe(bytes, hash);
    manifest[file] = entry;
    const result = await encode(bytes, file, entry);
    encoded += result.encoded;
    for (const variant of result.paths) keep.add(variant);
  }

  const missing = [...(await referencedImages())].filter((file) => !manifest[file]).sort();
  if (missing.length > 0) {
    console.error(`images: content refers to photos missing from ${SOURCE_DIR}: ${missing.join(", ")}`);
    process.exit(1);
  }

  let removed = 0;
  for (const path of walk(OUT_DIR)) {
    const name = relative(OUT_DIR, path).split(sep).join("/");
    if (keep.has(name) || name.endsWith(".tmp")) continue;
    rmSync(path);
    removed += 1;
  }

  const source = manifestSource(manifest);
  if (!existsSync(MANIFEST) || readFileSync(MANIFEST, "utf8") !== source) writeAtomically(MANIFEST, source);
  console.log(
    `images: ${sources.length} photos, ${encoded} variants encoded, ${removed} stale removed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.main) await main();
