import type { APIRequestContext, Page } from "@playwright/test";
import { managerApi, servedWithin2s, staffHeaders as headers } from "./support/content.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";

// A publish changes a page every visitor sees, so this runs after the other projects (playwright.config.ts).
test.describe.configure({ mode: "serial" });

/** Tuesday 24 November 2026, 9 AM in Gadsden: the enrolment link the command prints is valid. */
const TUESDAY = new Date("2026-11-24T15:00:00.000Z");

interface ChristmasLights {
  gatesOpen: string;
  [field: string]: unknown;
}

async function draftOf(api: APIRequestContext): Promise<{ revision: number; draft: ChristmasLights }> {
  const answer = await api.get("/api/staff/content/christmas-lights", { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { revision: number; draft: ChristmasLights };
}

async function publish(api: APIRequestContext, revision: number): Promise<number> {
  const published = await api.post("/api/staff/content/christmas-lights/publish", { data: { revision }, headers });
  expect(published.status()).toBe(200);
  const { document } = (await published.json()) as { document: { publishedVersion: number } };
  return document.publishedVersion;
}

/** The hero's line and the plan's "Gates open" entry, which both read the published gate time. */
function gateTimes(page: Page, time: string) {
  return [
    page.getByText(`all from the warmth of your car. Gates open at ${time}.`),
    page.getByRole("definition").filter({ hasText: `${time} nightly` }),
  ];
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test("a published gate time reaches the page, its in-app navigation and its description at once, and a restored version goes back", async ({
  page,
  browser,
}) => {
  const api = await managerApi(browser, TUESDAY);
  const before = await draftOf(api);
  const saved = await api.put("/api/staff/content/christmas-lights/draft", {
    data: { revision: before.revision, draft: { ...before.draft, gatesOpen: "6 PM" } },
    headers,
  });
  expect(saved.status()).toBe(200);
  const { revision } = (await saved.json()) as { revision: number };
  const published = await publish(api, revision);

  // Served within 2 s of the publish's answer, without a build or a restart.
  await servedWithin2s(page.request, "/christmas-lights", "Gates open at <!-- -->6 PM");
  await page.goto("/christmas-lights");
  for (const shown of gateTimes(page, "6 PM")) await expect(shown).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Gates open 6 PM\./);

  // A visitor arriving from another page gets the page's data by an in-app navigation.
  await page.goto("/venue");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Christmas Lights" }).click();
  await expect(page).toHaveURL(/\/christmas-lights$/);
  for (const shown of gateTimes(page, "6 PM")) await expect(shown).toBeVisible();

  const restored = await api.post("/api/staff/content/christmas-lights/restore", {
    data: { revision, version: published - 1 },
    headers,
  });
  expect(restored.status()).toBe(200);
  // Restoring makes a draft: the page keeps the published time until that draft is published.
  await page.goto("/christmas-lights");
  for (const shown of gateTimes(page, "6 PM")) await expect(shown).toBeVisible();
  await publish(api, (await draftOf(api)).revision);
  await servedWithin2s(page.request, "/christmas-lights", "Gates open at <!-- -->5 PM");
  await page.goto("/christmas-lights");
  for (const shown of gateTimes(page, "5 PM")) await expect(shown).toBeVisible();
});

test("a published adult price reaches the Christmas Lights page's admission, its plan, its description and the event's ticket panel", async ({
  page,
  browser,
}) => {
  const api = await managerApi(browser, TUESDAY);
  const key = "/api/staff/content/event:christmas-lights";
  const start = (await (await api.get(key, { headers })).json()) as {
    revision: number;
    draft: { tickets: { id: string; priceCents: number }[] };
  };
  const priced = (cents: number) => ({
    ...start.draft,
    tickets: start.draft.tickets.map((ticket) =>
      ticket.id === "christmas-adult" ? { ...ticket, priceCents: cents } : ticket,
    ),
  });
  const publishPrice = async (revision: number, cents: number) => {
    const saved = await api.put(`${key}/draft`, { data: { revision, draft: priced(cents) }, headers });
    expect(saved.status()).toBe(200);
    const { revision: next } = (await saved.json()) as { revision: number };
    expect((await api.post(`${key}/publish`, { data: { revision: next }, headers })).status()).toBe(200);
    return next;
  };

  const revision = await publishPrice(start.revision, 950);
  await servedWithin2s(page.request, "/christmas-lights", "Adult $9.50 · Child $5 · Season Pass $30");
  await servedWithin2s(page.request, "/events/christmas-lights", "$9.50");
  await page.goto("/christmas-lights");
  await expect(page.getByRole("region", { name: "Plan Your Visit" })).toContainText(
    "Adult $9.50 · Child $5 · Season Pass $30",
  );
  await expect(page.getByRole("listitem").filter({ hasText: "Admission" })).toContainText(
    "Adult $9.50, Child $5, and Season Pass $30.",
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Adult \$9\.50, Child \$5/);
  // The event's page sells at the new price too: its ticket panel is rendered again with it.
  await page.goto("/events/christmas-lights");
  const adult = page
    .getByRole("region", { name: "Buy Tickets" })
    .getByRole("listitem")
    .filter({ hasText: "Ages 13 and up, one night" });
  await expect(adult).toContainText("$9.50");

  await publishPrice(revision, 800);
  await servedWithin2s(page.request, "/christmas-lights", "Adult $8 · Child $5 · Season Pass $30");
  await page.goto("/christmas-lights");
  await expect(page.getByRole("region", { name: "Plan Your Visit" })).toContainText(
    "Adult $8 · Child $5 · Season Pass $30",
  );
});
