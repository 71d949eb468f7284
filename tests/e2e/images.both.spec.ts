import { measuredPhotos } from "#scripts/photo-modules.ts";
import { fallbackUrl, srcSet } from "#domain/content/photo-variants.ts";
import { heroImage } from "#content/home-photos.ts";
import { resort } from "#content/resort.ts";
import { restaurantFacts } from "#content/restaurant.ts";
import { shown } from "#domain/content/draft.ts";
import { expect, test } from "./support/fixtures.ts";
import { scrollThrough } from "./support/scroll.ts";
import { publicRoutes, stubOutsideFrames } from "./support/site-routes.ts";

test.beforeEach(async ({ page }) => stubOutsideFrames(page));

test("the hero loads first, as AVIF, and weighs at most 120 KB at this screen size", async ({ page, request }) => {
  await page.goto("/");
  const hero = page.locator("img[fetchpriority=high]").first();
  await expect(hero).toHaveAttribute("alt", heroImage.alt);
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const current = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toMatch(/\/images\/hero\/riverfront-\d+\.[0-9a-f]{10}\.avif$/);
  const body = await (await request.get(new URL(current).pathname)).body();
  expect(body.length).toBeLessThanOrEqual(120 * 1024);
});

for (const route of publicRoutes) {
  test(`images on ${route} offer AVIF and WebP and load lazily below the fold`, async ({ page }) => {
    await page.goto(route);
    await scrollThrough(page);
    const pictures = await page.locator("picture").evaluateAll((nodes) =>
      nodes.map((node) => ({
        types: [...node.querySelectorAll("source")].map((source) => source.type),
        sizes: node.querySelector("source")?.getAttribute("sizes"),
        loading: node.querySelector("img")?.getAttribute("loading"),
        priority: node.querySelector("img")?.getAttribute("fetchpriority"),
        top: node.querySelector("img")?.getBoundingClientRect().top ?? 0,
        loaded: node.querySelector("img")?.naturalWidth ?? 0,
      })),
    );
    for (const picture of pictures) {
      expect(picture.types).toEqual(["image/avif", "image/webp"]);
      expect(picture.sizes).toBeTruthy();
      expect(picture.loading).toBe(picture.priority === "high" ? "eager" : "lazy");
    }
    expect(pictures.filter((picture) => picture.priority === "high").length).toBeLessThanOrEqual(1);
    const plain = await page
      .locator("img:not(picture > img)")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
    expect(
      plain.filter((src) => src?.startsWith("/images/")),
      "content photos outside <Picture>",
    ).toEqual([]);
  });
}

test("every generated variant is served with its type and immutable caching", async ({ request }) => {
  const urls = (await measuredPhotos()).flatMap((photo) =>
    [...srcSet(photo, "avif").split(", "), ...srcSet(photo, "webp").split(", "), fallbackUrl(photo)].map(
      (candidate) => candidate.split(" ")[0] ?? "",
    ),
  );
  expect(urls.length).toBeGreaterThan(300);
  const failures: string[] = [];
  for (const url of urls) {
    const response = await request.head(url);
    const type = `image/${url.split(".").pop()?.replace("jpg", "jpeg")}`;
    if (
      response.status() !== 200 ||
      response.headers()["content-type"] !== type ||
      !response.headers()["cache-control"]?.includes("immutable")
    ) {
      failures.push(`${url}: ${response.status()} ${response.headers()["content-type"]}`);
    }
  }
  expect(failures).toEqual([]);
});

test("the walkthrough and restaurant videos and the floor plan PDF are served", async ({ request }) => {
  for (const [path, type, magic] of [
    [resort.videoUrl, "video/mp4", "ftyp"],
    [shown(restaurantFacts.guideVideo).url, "video/mp4", "ftyp"],
    [resort.floorPlanPdf, "application/pdf", "%PDF"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe(type);
    const body = await response.body();
    expect(body.subarray(0, 12).toString("latin1"), path).toContain(magic);
    expect(body.length, path).toBeLessThan(1.5 * 1024 * 1024);
  }
});
