import type { APIRequestContext, Page } from "@playwright/test";
import { managerApi, servedWithin2s, staffHeaders as headers } from "./support/content.ts";
import { holdingDocument } from "./support/document-lock.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";

// A publish changes a page every visitor sees, so this runs after the other projects (playwright.config.ts).

/** Tuesday 24 November 2026, 9 AM in Gadsden: the enrolment link the command prints is valid. */
const TUESDAY = new Date("2026-11-24T15:00:00.000Z");

interface ContentDocument<T> {
  revision: number;
  published: T;
  marks: { path: string; status: string }[];
}

type Json = Record<string, unknown>;

const documentPath = (key: string) => `/api/staff/content/${key}`;

async function documentOf<T = Json>(api: APIRequestContext, key: string): Promise<ContentDocument<T>> {
  const answer = await api.get(documentPath(key), { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ContentDocument<T>;
}

/** Saves `draft` as the document's draft and publishes it; answers the version published. */
async function publish(api: APIRequestContext, key: string, draft: unknown): Promise<number> {
  const saved = await api.put(`${documentPath(key)}/draft`, {
    data: { revision: (await documentOf(api, key)).revision, draft },
    headers,
  });
  expect(saved.status()).toBe(200);
  const { revision } = (await saved.json()) as { revision: number };
  const published = await api.post(`${documentPath(key)}/publish`, { data: { revision }, headers });
  expect(published.status()).toBe(200);
  return ((await published.json()) as { document: { publishedVersion: number } }).document.publishedVersion;
}

/**
 * Publishes `change` of the document's published value while no other test edits it, runs `check`,
 * then publishes the value it started from again, whatever `check` found.
 */
async function publishedFor<T>(
  api: APIRequestContext,
  key: string,
  change: (published: T) => T,
  check: () => Promise<void>,
): Promise<void> {
  await holdingDocument(key, async () => {
    const { published } = await documentOf<T>(api, key);
    await publish(api, key, change(published));
    try {
      await check();
    } finally {
      await publish(api, key, published);
    }
  });
}

/** Waits until the server sends `path` without `text`, at most the 2 s a publish may take to reach its pages. */
async function goneWithin2s(api: APIRequestContext, path: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await (await api.get(path)).text()).includes(text), { timeout: 2_000, intervals: [50] })
    .toBe(false);
}

async function description(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute("content");
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

interface VenueDocument {
  spaces: { id: string; capacity: number; [field: string]: unknown }[];
  features: { title: unknown; [field: string]: unknown }[];
  [field: string]: unknown;
}

test("a space's published capacity reaches the venue page's card and its description, on a direct load and an in-app visit", async ({
  page,
  browser,
}) => {
  const api = await managerApi(browser, TUESDAY);
  await publishedFor<VenueDocument>(
    api,
    "venue",
    (venue) => ({
      ...venue,
      spaces: venue.spaces.map((space) => (space.id === "bay-lodge" ? { ...space, capacity: 180 } : space)),
      features: venue.features.map((feature, index) =>
        index === 0 ? { ...feature, title: "Ceremonies on the Water" } : feature,
      ),
    }),
    async () => {
      await servedWithin2s(
        page.request,
        "/venue",
        "The Bay Lodge (180 guests), The Landing (75), and Veranda Deck (30)",
      );
      await page.goto("/venue");
      await expect(page.getByRole("article", { name: "The Bay Lodge" })).toContainText("Up to 180 guests");
      await expect(page.getByRole("region", { name: "Why Couples Choose Us" })).toContainText(
        "Ceremonies on the Water",
      );
      expect(await description(page)).toBe(
        "Riverfront weddings and events in Gadsden, AL: The Bay Lodge (180 guests), The Landing (75), and Veranda Deck (30), with catering by Pique Nique.",
      );

      // A visitor arriving from another page gets the page's data by an in-app navigation.
      await page.goto("/events");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Venue" }).click();
      await expect(page).toHaveURL(/\/venue$/);
      await expect(page.getByRole("article", { name: "The Bay Lodge" })).toContainText("Up to 180 guests");
      await expect.poll(() => description(page)).toContain("The Bay Lodge (180 guests)");
    },
  );
  await servedWithin2s(page.request, "/venue", "The Bay Lodge (175 guests)");
});

interface RestaurantDocument {
  about: unknown[];
  guideVideo: { title: string; [field: string]: unknown };
  [field: string]: unknown;
}

test("Pique Nique's published text reaches its page, its structured data and its guide video's dialog", async ({
  page,
  browser,
}) => {
  const api = await managerApi(browser, TUESDAY);
  const about = "Pique Nique is the riverside kitchen of the resort, open for brunch and supper on the Coosa.";
  await publishedFor<RestaurantDocument>(
    api,
    "restaurant",
    (restaurant) => ({
      ...restaurant,
      about: [about, ...restaurant.about.slice(1)],
      guideVideo: { ...restaurant.guideVideo, title: "Finding Pique Nique and its gate" },
    }),
    async () => {
      await servedWithin2s(page.request, "/pique-nique", about);
      await page.goto("/pique-nique");
      await expect(page.getByRole("region", { name: "About Pique Nique" })).toContainText(about);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (block) => JSON.parse(block) as Json,
      );
      expect(data.find((item) => item["@type"] === "Restaurant")).toMatchObject({
        name: "Pique Nique",
        description: about,
      });
      await page.getByRole("button", { name: "Watch Video Instructions" }).click();
      await expect(page.getByRole("dialog", { name: "Finding Pique Nique and its gate" })).toBeVisible();
    },
  );
  await goneWithin2s(page.request, "/pique-nique", about);
});

interface CreateCenterDocument {
  description: unknown;
  amenities: unknown[];
  [field: string]: unknown;
}

test("the CREATE Center's published description and amenities reach the Work page", async ({ page, browser }) => {
  const api = await managerApi(browser, TUESDAY);
  const description = "Seven private offices and a conference room on the Coosa River, in a federal Opportunity Zone.";
  await publishedFor<CreateCenterDocument>(
    api,
    "create-center",
    (center) => ({ ...center, description, amenities: ["Gigabit fiber internet", ...center.amenities.slice(1)] }),
    async () => {
      await servedWithin2s(page.request, "/work", description);
      await page.goto("/work");
      await expect(page.getByRole("main").getByText(description)).toBeVisible();
      const center = page.getByRole("region", { name: "The CREATE Center" });
      await expect(center.getByText("Gigabit fiber internet")).toBeVisible();
      await expect(center.getByText("High-speed fiber internet")).toBeHidden();
    },
  );
  await goneWithin2s(page.request, "/work", description);
});

test("a policy whose every draft mark is confirmed and published loses its draft notice, and gets it back with a version still marked", async ({
  page,
  browser,
}) => {
  const api = await managerApi(browser, TUESDAY);
  const key = "policy:accessibility";
  const notice = page.getByRole("complementary", { name: "Draft notice" });
  await holdingDocument(key, async () => {
    const start = await documentOf(api, key);
    // As a manager confirms each fact on the Content screen, then publishes.
    let revision = start.revision;
    for (const { path } of start.marks) {
      const confirmed = await api.post(`${documentPath(key)}/confirm`, { data: { revision, path }, headers });
      expect(confirmed.status(), path).toBe(200);
      revision = ((await confirmed.json()) as { revision: number }).revision;
    }
    expect((await documentOf(api, key)).marks).toEqual([]);
    const published = await api.post(`${documentPath(key)}/publish`, { data: { revision }, headers });
    expect(published.status()).toBe(200);
    const version = ((await published.json()) as { document: { publishedVersion: number } }).document.publishedVersion;
    try {
      await goneWithin2s(page.request, "/accessibility", "Draft for review");
      await page.goto("/accessibility");
      await expect(page.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
      await expect(notice).toHaveCount(0);
      // The other policies keep theirs: each page follows its own document.
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      await expect(notice).toBeVisible();
      await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
      await expect(notice).toHaveCount(0);
    } finally {
      // The version before, its marks included, restored and published: the notice is back.
      const current = await documentOf(api, key);
      const restored = await api.post(`${documentPath(key)}/restore`, {
        data: { revision: current.revision, version: version - 1 },
        headers,
      });
      expect(restored.status()).toBe(200);
      const { revision: next } = (await restored.json()) as { revision: number };
      expect((await api.post(`${documentPath(key)}/publish`, { data: { revision: next }, headers })).status()).toBe(
        200,
      );
    }
    await servedWithin2s(page.request, "/accessibility", "Draft for review");
    await page.goto("/accessibility");
    await expect(notice).toBeVisible();
  });
});
