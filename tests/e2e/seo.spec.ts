import { resort } from "#content/resort.ts";
import { expect, test } from "./support/fixtures.ts";
import { scrollThrough } from "./support/scroll.ts";
import { publicRoutes, sitemapPaths, stubOutsideFrames } from "./support/site-routes.ts";

interface HeadFacts {
  title: string;
  description: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogImage: string | null;
  jsonLd: string[];
}

test.beforeEach(async ({ page }) => stubOutsideFrames(page));

for (const route of publicRoutes) {
  test(`${route} has its own title, description, canonical URL, Open Graph tags and valid JSON-LD`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const head: HeadFacts = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? null,
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    }));
    expect(head.title).toContain(resort.name);
    expect(head.description?.length ?? 0).toBeGreaterThan(20);
    expect(head.description?.length ?? 0).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(new URL(route, resort.siteUrl).href);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogImage, "og:image").toMatch(/^https?:\/\//);
    const shared = await request.get(new URL(head.ogImage ?? "", resort.siteUrl).pathname);
    expect(shared.status(), `share image ${head.ogImage}`).toBe(200);
    expect(shared.headers()["content-type"]).toMatch(/^image\//);
    for (const json of head.jsonLd) {
      expect(() => JSON.parse(json), json).not.toThrow();
      const data = JSON.parse(json) as { image?: string | string[] };
      for (const image of [data.image ?? []].flat()) {
        expect((await request.get(new URL(image).pathname)).status(), `JSON-LD image ${image}`).toBe(200);
      }
    }
  });
}

test("no two pages share a title or a description", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const clashes: string[] = [];
  for (const route of publicRoutes) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    if (titles.has(title)) clashes.push(`title of ${route} = ${titles.get(title)}`);
    if (descriptions.has(description)) clashes.push(`description of ${route} = ${descriptions.get(description)}`);
    titles.set(title, route);
    descriptions.set(description, route);
  }
  expect(clashes).toEqual([]);
});

async function jsonLdOf(page: import("@playwright/test").Page, route: string): Promise<Record<string, unknown>[]> {
  await page.goto(route);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test("the home page describes the resort as a campground with its rating", async ({ page }) => {
  const data = await jsonLdOf(page, "/");
  const campground = data.find((item) => item["@type"] === "Campground");
  expect(campground).toMatchObject({
    name: resort.name,
    telephone: resort.phone.tel,
    address: { addressLocality: "Gadsden", addressRegion: "AL" },
    aggregateRating: { ratingValue: 4.9, reviewCount: 700 },
  });
});

test("the restaurant page carries Pique Nique's opening hours", async ({ page }) => {
  const data = await jsonLdOf(page, "/pique-nique");
  const restaurant = data.find((item) => item["@type"] === "Restaurant") as
    { openingHoursSpecification?: unknown[] } | undefined;
  expect(restaurant?.openingHoursSpecification).toHaveLength(4);
});

for (const route of publicRoutes.filter((path) => path.startsWith("/events/"))) {
  test(`${route} describes its event with dates, place and offers`, async ({ page }) => {
    const data = await jsonLdOf(page, route);
    const event = data.find((item) => item["@type"] === "Event");
    expect(event).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      location: { "@type": "Place" },
    });
  });
}

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const built = sitemapPaths().map((path) => new URL(path, resort.siteUrl).href);
  // Those pages in that order; an event staff published since (a .last spec) is listed among the events.
  expect(locations.filter((location) => built.includes(location ?? ""))).toEqual(built);
  for (const location of locations.filter((other) => !built.includes(other ?? "")))
    expect(location).toMatch(/\/events\/[a-z0-9-]+$/);
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", resort.siteUrl).href}`);
});

for (const route of publicRoutes) {
  test(`every image on ${route} has alt text, width and height`, async ({ page }) => {
    await page.goto(route);
    await scrollThrough(page);
    const images = await page.locator("img").evaluateAll((nodes) =>
      nodes.map((node) => ({
        src: node.getAttribute("src"),
        alt: node.getAttribute("alt"),
        width: node.getAttribute("width"),
        height: node.getAttribute("height"),
      })),
    );
    const missing = images.filter((image) => image.alt === null || !image.width || !image.height);
    expect(missing).toEqual([]);
  });
}

test("pages carry a CSP without unsafe-eval and nosniff; the 404 page too", async ({ request }) => {
  for (const route of [...publicRoutes, "/no-such-page"]) {
    const response = await request.get(route);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp, route).toContain("default-src 'self'");
    expect(csp, route).not.toContain("unsafe-eval");
    expect(response.headers()["x-content-type-options"], route).toBe("nosniff");
  }
});

test("hashed assets are served with immutable caching, brotli when asked", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? "");
  expect(assets.length).toBeGreaterThan(0);
  let compressed = 0;
  for (const asset of new Set(assets)) {
    const plain = await request.get(asset, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"], asset).toBeUndefined();
    const brotli = await request.get(asset, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.status(), asset).toBe(200);
    expect(brotli.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    // Files under 512 bytes are not worth compressing (scripts/build-finish.ts).
    if ((await plain.body()).length <= 512) continue;
    expect(brotli.headers()["content-encoding"], asset).toBe("br");
    compressed += 1;
  }
  expect(compressed).toBeGreaterThan(0);
  const image = /srcset="(\/images\/[^" ]+)/i.exec(html)?.[1];
  expect(image, "a responsive image on the home page").toBeTruthy();
  const response = await request.get(image ?? "");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
