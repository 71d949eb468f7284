import type { APIRequestContext, Page } from "@playwright/test";
import { managerApi, servedWithin2s, staffHeaders as headers } from "./support/content.ts";
import { holdingDocument } from "./support/document-lock.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";

// A publish changes a page every visitor sees, so this runs after the other projects (playwright.config.ts);
// the event's document is held while a test edits it, since other tests of that project edit it beside these.
test.describe.configure({ mode: "serial" });

/** Tuesday 24 November 2026, 9 AM in Gadsden: the enrolment link the command prints is valid. */
const TUESDAY = new Date("2026-11-24T15:00:00.000Z");

const KEY = "event:christmas-lights";
const EVENT = `/api/staff/content/${KEY}`;

interface ScheduleEntry {
  time: string;
  activity: string;
}

interface ChristmasEvent {
  time: string;
  schedule: (ScheduleEntry | { status: string; value: ScheduleEntry })[];
  [field: string]: unknown;
}

async function draftOf(api: APIRequestContext): Promise<{ revision: number; draft: ChristmasEvent }> {
  const answer = await api.get(EVENT, { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { revision: number; draft: ChristmasEvent };
}

async function publish(api: APIRequestContext, revision: number): Promise<number> {
  const published = await api.post(`${EVENT}/publish`, { data: { revision }, headers });
  expect(published.status()).toBe(200);
  const { document } = (await published.json()) as { document: { publishedVersion: number } };
  return document.publishedVersion;
}

/** The event with its schedule's "Gates open" entry at `time` ("6:00 PM"). */
function gatesAt(event: ChristmasEvent, time: string): ChristmasEvent {
  return {
    ...event,
    schedule: event.schedule.map((entry) =>
      "time" in entry && entry.activity === "Gates open" ? { ...entry, time } : entry,
    ),
  };
}

/** The hero's line, the Hours card and the plan's "Gates open" entry: all read the schedule's gate time. */
function gateTimes(page: Page, time: string) {
  return [
    page.getByText(`all from the warmth of your car. Gates open at ${time}.`),
    page.getByRole("listitem").filter({ hasText: `Gates open at ${time}. Last car through at 9:30 PM.` }),
    page.getByRole("definition").filter({ hasText: `${time} nightly` }),
  ];
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test("a gate time moved in the event's schedule reaches the Christmas Lights page, the event's page and its description at once, and a restored version goes back", async ({
  page,
  browser,
}) => {
  await holdingDocument(KEY, async () => {
    const api = await managerApi(browser, TUESDAY);
    const before = await draftOf(api);
    // The one-line time still says 5 PM: the schedule is where the time is, and the line may not contradict it.
    const moved = await api.put(`${EVENT}/draft`, {
      data: { revision: before.revision, draft: gatesAt(before.draft, "6:00 PM") },
      headers,
    });
    expect(moved.status()).toBe(200);
    const refused = await api.post(`${EVENT}/publish`, {
      data: { revision: ((await moved.json()) as { revision: number }).revision },
      headers,
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      fields: { time: `Says the gates open at 5 PM, but the schedule's "Gates open" is at 6 PM.` },
    });
    const saved = await api.put(`${EVENT}/draft`, {
      data: {
        revision: (await draftOf(api)).revision,
        draft: { ...gatesAt(before.draft, "6:00 PM"), time: "Nightly, gates open 6 PM" },
      },
      headers,
    });
    expect(saved.status()).toBe(200);
    const { revision } = (await saved.json()) as { revision: number };
    const published = await publish(api, revision);

    // Served within 2 s of the publish's answer, without a build or a restart.
    await servedWithin2s(page.request, "/christmas-lights", "Gates open at <!-- -->6 PM");
    await servedWithin2s(page.request, "/events/christmas-lights", "Nightly, gates open 6 PM");
    await page.goto("/christmas-lights");
    for (const shown of gateTimes(page, "6 PM")) await expect(shown).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Gates open 6 PM\./);

    // A visitor arriving from another page gets the page's data by an in-app navigation.
    await page.goto("/venue");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Christmas Lights" }).click();
    await expect(page).toHaveURL(/\/christmas-lights$/);
    for (const shown of gateTimes(page, "6 PM")) await expect(shown).toBeVisible();
    await page.goto("/events/christmas-lights");
    await expect(page.getByRole("main")).toContainText("Nightly, gates open 6 PM");
    await expect(page.getByRole("region", { name: "Schedule" }).getByRole("listitem").first()).toHaveText(
      /6:00 PM\s*Gates open/,
    );

    const restored = await api.post(`${EVENT}/restore`, { data: { revision, version: published - 1 }, headers });
    expect(restored.status()).toBe(200);
    // Restoring makes a draft: the page keeps the published time until that draft is published.
    await page.goto("/christmas-lights");
    for (const shown of gateTimes(page, "6 PM")) await expect(shown).toBeVisible();
    await publish(api, (await draftOf(api)).revision);
    await servedWithin2s(page.request, "/christmas-lights", "Gates open at <!-- -->5 PM");
    await page.goto("/christmas-lights");
    for (const shown of gateTimes(page, "5 PM")) await expect(shown).toBeVisible();
  });
});

test("a published adult price reaches the Christmas Lights page's admission, its plan, its description, and the event's ticket panel and pricing", async ({
  page,
  browser,
}) => {
  await holdingDocument(KEY, async () => {
    const api = await managerApi(browser, TUESDAY);
    const key = EVENT;
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
    await expect(page.getByRole("region", { name: "Reserve Your Spot" })).toContainText(
      "Adult $9.50, Child $5, and Season Pass $30. Save 10% online with the seasonal coupon.",
    );

    await publishPrice(revision, 800);
    await servedWithin2s(page.request, "/christmas-lights", "Adult $8 · Child $5 · Season Pass $30");
    await page.goto("/christmas-lights");
    await expect(page.getByRole("region", { name: "Plan Your Visit" })).toContainText(
      "Adult $8 · Child $5 · Season Pass $30",
    );
  });
});

/** A document's draft as the console opens it: its value with any draft or placeholder marks. */
async function documentOf<T>(api: APIRequestContext, key: string): Promise<T> {
  const answer = await api.get(`/api/staff/content/${key}`, { headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { draft: T }).draft;
}

/** Saves `value` as the document's draft and publishes it, as a manager does in the console. */
async function publishValue(api: APIRequestContext, key: string, value: unknown): Promise<void> {
  const { revision } = (await (await api.get(`/api/staff/content/${key}`, { headers })).json()) as { revision: number };
  const saved = await api.put(`/api/staff/content/${key}/draft`, { data: { revision, draft: value }, headers });
  expect(saved.status()).toBe(200);
  const next = ((await saved.json()) as { revision: number }).revision;
  const published = await api.post(`/api/staff/content/${key}/publish`, { data: { revision: next }, headers });
  expect(published.status()).toBe(200);
}

test("a front desk phone published for the resort reaches every page's footer, the not-found page, the home page's contact card and structured data, and the kayak card at once", async ({
  page,
  browser,
}) => {
  const api = await managerApi(browser, TUESDAY);
  const resort = await documentOf<Record<string, unknown>>(api, "resort");
  await publishValue(api, "resort", { ...resort, phone: { display: "(256) 555-0177", tel: "+12565550177" } });

  // Every page reads the resort through the site layout: one publish renders them all again.
  await servedWithin2s(page.request, "/gallery", "(256) 555-0177");
  await servedWithin2s(page.request, "/no-such-page", "(256) 555-0177");
  await servedWithin2s(page.request, "/", '"telephone":"+12565550177"');
  await page.goto("/gallery");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "(256) 555-0177" })).toHaveAttribute(
    "href",
    "tel:+12565550177",
  );
  // The page a visitor goes on to shows it too: the layout's data came with the first page.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/book-now$/);
  await expect(page.getByRole("article", { name: "Kayak Rentals" })).toContainText(
    "Call us at (256) 555-0177 to book.",
  );
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Contact Us" }).getByRole("link", { name: "(256) 555-0177" }),
  ).toBeVisible();
  await page.goto("/no-such-page");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "(256) 555-0177" })).toBeVisible();

  await publishValue(api, "resort", resort);
  await servedWithin2s(page.request, "/gallery", "(256) 555-0100");
});

type Marked<T> = T | { status: string; value: T };

interface NearbyPlace {
  name: string;
  distance: string;
}

test("a nearby place renamed in the home page's list shows on the home page at once", async ({ page, browser }) => {
  const api = await managerApi(browser, TUESDAY);
  const places = await documentOf<Marked<NearbyPlace>[]>(api, "home-nearby");
  const renamed = places.map((place, index) => {
    if (index > 0) return place;
    return "value" in place
      ? { ...place, value: { ...place.value, name: "Noccalula Falls Gorge Trail" } }
      : { ...place, name: "Noccalula Falls Gorge Trail" };
  });
  await publishValue(api, "home-nearby", renamed);

  await servedWithin2s(page.request, "/", "Noccalula Falls Gorge Trail");
  await page.goto("/");
  await expect(page.getByRole("region", { name: "What's Close" }).getByRole("listitem").first()).toContainText(
    "Noccalula Falls Gorge Trail",
  );

  await publishValue(api, "home-nearby", places);
  await servedWithin2s(page.request, "/", "Noccalula Falls Park");
});
