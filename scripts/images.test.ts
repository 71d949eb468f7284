import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { imageManifest } from "../app/generated/image-manifest.ts";
import { manifestSource, referencedImages, sourceHash } from "./images.ts";

function sources(dir = "content/images"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : [relative("content/images", full).split(sep).join("/")];
  });
}

describe("the image manifest", () => {
  it("has a photo for every image the content refers to", async () => {
    const referenced = [...(await referencedImages())];
    expect(referenced.length).toBeGreaterThan(40);
    expect(referenced.filter((file) => !imageManifest[file])).toEqual([]);
  });

  it("is up to date with content/images (run npm run images after replacing a photo)", () => {
    const stale = sources()
      .filter((file) => /\.(jpg|png)$/.test(file))
      .filter((file) => imageManifest[file]?.hash !== sourceHash(readFileSync(join("content/images", file))));
    expect(stale).toEqual([]);
    expect(Object.keys(imageManifest).sort()).toEqual(
      sources()
        .filter((file) => /\.(jpg|png)$/.test(file))
        .sort(),
    );
  });

  it("is written in a stable order", () => {
    const source = manifestSource({
      "b.jpg": { width: 2, height: 1, hash: "b" },
      "a.jpg": { width: 1, height: 1, hash: "a" },
    });
    expect(source.indexOf('"a.jpg"')).toBeLessThan(source.indexOf('"b.jpg"'));
    expect(readFileSync("app/generated/image-manifest.ts", "utf8")).toBe(manifestSource(imageManifest));
  });
});
