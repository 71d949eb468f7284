import type { Page } from "@playwright/test";
import { setServerClock } from "./support/clock.ts";
import { servedWithin2s } from "./support/content.ts";
import { signInAs } from "./support/content-editor.ts";
import { expect, test } from "./support/fixtures.ts";
import { builtImages, stubImages } from "./support/images.ts";
import { jpegPhoto } from "./support/photos.ts";
import { panel } from "./support/tickets.ts";

// A new event is on every visitor's events list from its publish on, so this runs after the other
// projects (playwright.config.ts); the specs that list events look for theirs among any others.

/** Friday 25 September 2026, noon in Gadsden: the new festival's nights are on sale. */
const BEFORE_THE_FESTIVAL = new Date("2026-09-25T17:00:00.000Z");

/** Publishes the open document and waits for the console to say so. */
async function publishOpenDocument(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published version/ })).toHaveText(
    "Published version 1. The site shows it now.",
  );
}

test.beforeEach(async ({ page }) => {
  await stubImages(page, builtImages);
});
test.afterEach(async ({ page }) => {
  await setServerClock(page, null);
});

test("a manager creates Fall Fest 2026 in the console from last year's, with its nights and a hero photo of its own, and publishes it: it is listed, has its page with tickets and photo, its sitemap entry and its in-app navigation", async ({
  page,
}) => {
  test.slow();
  // Each repeat of this test adds an event of its own to the one server.
  const repeat = test.info().repeatEachIndex;
  const id = repeat === 0 ? "fall-fest-2026" : `fall-fest-2026-repeat-${repeat}`;
  const name = repeat === 0 ? "Fall Fest 2026" : `Fall Fest 2026 Repeat ${repeat}`;
  const path = `/events/${id}`;
  await signInAs(page, "manager");
  await page.goto("/staff/content");
  await page.getByRole("button", { name: "New event" }).click();
  const form = page.getByRole("form", { name: "New event" });
  await form.getByRole("textbox", { name: "Event name" }).fill(name);
  await expect(form.getByRole("textbox", { name: "Page address" })).toHaveValue(id);
  await form.getByRole("combobox", { name: "Start from" }).selectOption("fall-fest-2025");
  await expect(form.getByRole("checkbox", { name: /^Sell tickets by the night/ })).toBeChecked();
  await form.getByRole("button", { name: "Create draft" }).click();

  await expect(page.getByRole("heading", { name: `Event: ${id}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]doc=event%3A${id}$`));
  const dates = page.getByRole("group", { name: "Dates" });
  await dates.getByRole("textbox", { name: "Start" }).fill("2026-10-02");
  await dates.getByRole("textbox", { name: "End" }).fill("2026-10-31");
  await page.getByRole("textbox", { name: "Booking link" }).fill("/book-now");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);

  // This year's hero photo, uploaded: it needs its own alt text, and its crops keep the hay wagon, left of centre.
  const hero = page.getByRole("group", { name: "Hero photo" });
  const heroAlt = "A hay wagon full of riders crossing the meadow at sunset";
  await hero.getByLabel("Upload a photo for Hero photo").setInputFiles(await jpegPhoto("Hay ride 2026.jpg"));
  await expect(hero).toContainText(/uploads\/hay-ride-2026-[0-9a-f]{6}\.jpg · 1200 × 800/);
  const altText = hero.getByRole("textbox", { name: "Alt text" });
  await expect(altText).toHaveAccessibleDescription("Fill this in.");
  await altText.fill(heroAlt);
  const across = hero.getByRole("slider", { name: "Focus across for Hero photo" });
  await across.press("Home");
  for (let step = 0; step < 3; step += 1) await across.press("PageUp");
  await expect(across).toHaveValue("30");

  // Drafts only: the site shows nothing of the festival.
  expect((await page.request.get(path, { maxRedirects: 0 })).headers().location).toBe("/events");
  expect(await (await page.request.get("/events")).text()).not.toContain(name);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`${path}<`);

  await publishOpenDocument(page);
  await page.goto(`/staff/content?doc=box-office:${id}`);
  await expect(page.getByRole("heading", { name: `Event nights: ${id}`, level: 1 })).toBeVisible();
  await publishOpenDocument(page);
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
  const heroImage = page.getByRole("img", { name: heroAlt });
  await expect(heroImage).toHaveAttribute(
    "src",
    /^\/images\/uploads\/hay-ride-2026-[0-9a-f]{6}-1200\.[0-9a-f]{10}\.jpg$/,
  );
  await expect(heroImage).toHaveCSS("object-position", "30% 50%");
  await expect
    .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});
