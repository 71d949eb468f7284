import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { Photo } from "#domain/content/schemas.ts";
import { sourceHash } from "#server/photos/variants.ts";
import { sourcePhotoFiles } from "./images.ts";
import {
  PHOTOS_DIR,
  measuredPhotos,
  photoModule,
  photoModuleSources,
  photoName,
  writtenPhotoModules,
} from "./photo-modules.ts";

/** Every image (an object with a file and an alt text) the content folder's modules export, however deep. */
async function contentImages(): Promise<Record<string, unknown>[]> {
  const found = new Set<Record<string, unknown>>();
  const visit = (value: unknown, seen: Set<unknown>) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.file === "string" && typeof record.alt === "string") found.add(record);
    for (const child of Object.values(record)) visit(child, seen);
  };
  for (const name of readdirSync("content")) {
    if (!name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
    visit(await import(pathToFileURL(join("content", name)).href), new Set());
  }
  return [...found];
}

describe("content/generated/photos/", () => {
  it("is up to date with content/images (run npm run images after replacing a photo)", async () => {
    const photos = await measuredPhotos();
    const byFile = new Map(photos.map((photo) => [photo.file, photo]));
    const stale = sourcePhotoFiles().filter(
      (file) => byFile.get(file)?.hash !== sourceHash(readFileSync(join("content/images", file))),
    );
    expect(stale).toEqual([]);
    expect(photos.map((photo) => photo.file)).toEqual(sourcePhotoFiles());
  });

  it("is what the pipeline writes: one module per folder, in a stable order", async () => {
    const sources = photoModuleSources(await measuredPhotos());
    expect(writtenPhotoModules().sort()).toEqual([...sources.keys()].sort());
    for (const [module, source] of sources) expect(readFileSync(join(PHOTOS_DIR, module), "utf8")).toBe(source);

    const one: Photo = { file: "b/one.jpg", width: 2, height: 1, hash: "0000000002" };
    const two: Photo = { file: "b/two-words.png", width: 1, height: 1, hash: "0000000001" };
    const top: Photo = { file: "map.png", width: 1, height: 1, hash: "0000000003" };
    const written = photoModuleSources([two, top, one]);
    expect([...written.keys()]).toEqual(["b.ts", "index.ts"]);
    const folder = written.get("b.ts") ?? "";
    expect(folder.indexOf("export const one")).toBeLessThan(folder.indexOf("export const twoWords"));
    expect(folder).toContain('import type { Photo } from "#domain/content/schemas.ts";');
  });

  it("names a photo after its file, and refuses two that would share a name", () => {
    expect(photoModule("lodging/tree-house-and-stump.jpg")).toBe("lodging.ts");
    expect(photoModule("park-map.png")).toBe("index.ts");
    expect(photoName("lodging/tree-house-and-stump.jpg")).toBe("treeHouseAndStump");
    expect(() =>
      photoModuleSources([
        { file: "a/b.jpg", width: 1, height: 1, hash: "0000000001" },
        { file: "a/b.png", width: 1, height: 1, hash: "0000000002" },
      ]),
    ).toThrow(/exported as b\b/);
  });

  it("gives every image the content shows the measurements of its photo", async () => {
    const images = await contentImages();
    expect(images.length).toBeGreaterThan(40);
    const byFile = new Map((await measuredPhotos()).map((photo) => [photo.file, photo]));
    const mismatched = images.filter(({ alt: _alt, category: _category, ...photo }) => {
      const measured = byFile.get(photo.file as string);
      return !measured || JSON.stringify(photo) !== JSON.stringify(measured);
    });
    expect(mismatched).toEqual([]);
  });
});
