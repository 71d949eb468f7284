/**
 * The image pipeline, run before every build: each photo in content/images becomes AVIF and WebP
 * variants at several widths plus one JPEG/PNG fallback in public/images (served with immutable
 * caching, so every name carries the source's content hash), and content/generated/photos/
 * exports each photo's size, hash and colour for the content that shows it
 * (scripts/photo-modules.ts). Variants whose hashed name already exists are kept, so a rebuild only
 * encodes new or changed photos. Content that names a photo no module exports fails the type check
 * and the content check of `npm run build`.
 * The site's icon (content/images/site-icon.svg) becomes the PNG icons the pages link to
 * (app/lib/site-icons.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { variantPath } from "#domain/content/photo-variants.ts";
import type { Photo } from "#domain/content/schemas.ts";
import { filesUnder } from "./files.ts";
import { PHOTOS_DIR, measuredPhotos, photoModuleSources, writtenPhotoModules } from "./photo-modules.ts";
import { siteIcons } from "#app/lib/site-icons.ts";
import { measurePhoto, sourceHash, variantJobs } from "#server/photos/variants.ts";

const SOURCE_DIR = "content/images";
const OUT_DIR = "public/images";
const SITE_ICON = "content/images/site-icon.svg";

/** The photos in content/images (JPEG and PNG), as paths there. */
export function sourcePhotoFiles(): string[] {
  return filesUnder(SOURCE_DIR).filter((file) => /\.(jpg|png)$/.test(file));
}

function writeAtomically(path: string, data: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}

/** Writes the photo's variants not yet in public/images; answers every variant's path, and how many it encoded. */
async function encode(source: Buffer, photo: Photo): Promise<{ paths: string[]; encoded: number }> {
  const jobs = variantJobs(source, photo);
  let encoded = 0;
  for (const job of jobs) {
    const target = join(OUT_DIR, variantPath(photo, job.width, job.extension));
    if (existsSync(target)) continue;
    writeAtomically(target, await job.encode());
    encoded += 1;
  }
  return { paths: jobs.map((job) => variantPath(photo, job.width, job.extension)), encoded };
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
  // A photo whose hash still matches is not measured again; unreadable modules are simply rewritten.
  const measured = await measuredPhotos().catch(() => []);
  const previous = new Map(measured.map((photo) => [photo.file, photo]));
  const photos: Photo[] = [];
  const keep = new Set<string>();
  let encoded = 0;
  const sources = sourcePhotoFiles();
  for (const file of sources) {
    const bytes = readFileSync(join(SOURCE_DIR, file));
    const hash = sourceHash(bytes);
    const known = previous.get(file);
    const photo = known?.hash === hash ? known : await measurePhoto(bytes, file, hash);
    photos.push(photo);
    const result = await encode(bytes, photo);
    encoded += result.encoded;
    for (const variant of result.paths) keep.add(variant);
  }

  let removed = 0;
  for (const name of filesUnder(OUT_DIR)) {
    if (keep.has(name) || name.endsWith(".tmp")) continue;
    rmSync(join(OUT_DIR, name));
    removed += 1;
  }

  const modules = photoModuleSources(photos);
  for (const [module, source] of modules) {
    const path = join(PHOTOS_DIR, module);
    if (!existsSync(path) || readFileSync(path, "utf8") !== source) writeAtomically(path, source);
  }
  for (const module of writtenPhotoModules()) if (!modules.has(module)) rmSync(join(PHOTOS_DIR, module));
  console.log(
    `images: ${sources.length} photos, ${encoded} variants encoded, ${removed} stale removed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.main) await main();
