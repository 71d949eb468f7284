import type { APIRequestContext } from "@playwright/test";
import { setServerClock } from "./support/clock.ts";
import { managerApi, servedWithin2s, staffHeaders as headers } from "./support/content.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { panel } from "./support/tickets.ts";

// A new event is on every visitor's events list from its publish on, so this runs after the other
// projects (playwright.config.ts); the specs that list events look for theirs among any others.

/** Tuesday 24 November 2026, 9 AM in Gadsden: the enrolment link the command prints is valid. */
const TUESDAY = new Date("2026-11-24T15:00:00.000Z");
/** Friday 25 September 2026, noon in Gadsden: the new festival's nights are on sale. */
const BEFORE_THE_FESTIVAL = new Date("2026-09-25T17:00:00.000Z");

async function draftOf(api: APIRequestContext, key: string): Promise<Record<string, unknown>> {
  const answer = await api.get(`/api/staff/content/${key}`, { headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { draft: Record<string, unknown> }).draft;
}

async function create(api: APIRequestContext, key: string, draft: unknown): Promise<void> {
  const created = await api.post("/api/staff/content", { data: { key, draft }, headers });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ key, revision: 1, publishedVersion: null });
}

async function publish(api: APIRequestContext, key: string): Promise<void> {
  const published = await api.post(`/api/staff/content/${key}/publish`, { data: { revision: 1 }, headers });
  expect(published.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});
test.afterEach(async ({ page }) => {
  await setServerClock(page, null);
});

test("a manager creates and publishes Fall Fest 2026 with its nights: it is listed, has its page with tickets, its sitemap entry and its in-app navigation", async ({
  page,
  browser,
}) => {
  // Each repeat of this test adds an event of its own to the one server.
  const repeat = test.info().repeatEachIndex;
  const id = repeat === 0 ? "fall-fest-2026" : `fall-fest-2026-repeat-${repeat}`;
  const name = repeat === 0 ? "Fall Fest 2026" : `Fall Festival 2026 no ${repeat}`;
  const path = `/events/${id}`;
  const api = await managerApi(browser, TUESDAY);

  const lastYear = await draftOf(api, "event:fall-fest-2025");
  const event = {
    ...lastYear,
    id,
    name,
    dates: { kind: "once", start: "2026-10-02", end: "2026-10-31" },
    bookingLink: "/book-now",
  };
  await create(api, `event:${id}`, event);
  await create(api, `box-office:${id}`, await draftOf(api, "box-office:fall-fest-2025"));

  // Drafts only: the site shows nothing of the festival.
  expect((await page.request.get(path, { maxRedirects: 0 })).headers().location).toBe("/events");
  expect(await (await page.request.get("/events")).text()).not.toContain(name);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`${path}<`);

  await publish(api, `event:${id}`);
  await publish(api, `box-office:${id}`);
  await servedWithin2s(page.request, path, `${name}</h1>`);
  await servedWithin2s(page.request, "/events", `>${name}</a>`);
  await servedWithin2s(page.request, "/sitemap.xml", `${path}</loc>`);

  await setServerClock(page, BEFORE_THE_FESTIVAL);
  await page.clock.install({ time: BEFORE_THE_FESTIVAL });
  await page.goto("/events");
  const list = page.getByRole("list", { name: "Upcoming and recent events" });
  const card = list.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(card).toContainText("October 2 - 31, 2026");
  await expect(list.getByRole("heading", { level: 2 })).toContainText([
    "Fall Fest & Haunted Forest 2025",
    name,
    "Christmas Lights Drive-Through",
  ]);

  // In-app navigation: the page's data comes from the server's render, not a page load.
  const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.data`);
  await card.getByRole("link", { name, exact: true }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  const tickets = panel(page);
  await tickets.scrollIntoViewIfNeeded();
  await expect(tickets.locator('[data-form="live"]')).toBeAttached();
  await expect(
    tickets.getByRole("radiogroup", { name: "Choose a night" }).getByRole("radio").first(),
  ).toHaveAccessibleName(/^Friday, October 2 — /);
  await expect(tickets).toContainText("Haunted Forest - Adult");

  // A direct load: the page as the server rendered it, its structured data naming the festival.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expect(panel(page)).toContainText("Haunted Forest - Adult");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes(`"name":"${name}"`) && text.includes('"startDate":"2026-10-02'))).toBe(
    true,
  );
  await expect(page).toHaveTitle(new RegExp(`^${name}: Dates & Tickets`));
});
