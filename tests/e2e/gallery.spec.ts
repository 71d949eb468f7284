import type { Page, Route } from "@playwright/test";
import { fullGallery, homeGallery } from "#content/home.ts";
import { expect, test } from "./support/fixtures.ts";
import { fulfillWithPixel, stubImages } from "./support/images.ts";
import { scrollToY } from "./support/scroll.ts";

function isGalleryPhoto(url: URL) {
  return url.pathname.startsWith("/images/gallery/");
}

/** Gallery photos are answered only once the returned function is called. */
async function holdGalleryPhotos(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isGalleryPhoto, async (route: Route) => {
    await released;
    await fulfillWithPixel(route);
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("a gallery photo starts loading only within 50 px of the viewport", async ({ page }) => {
  const requested: string[] = [];
  await page.route(isGalleryPhoto, (route) => {
    requested.push(new URL(route.request().url()).pathname);
    return fulfillWithPixel(route);
  });
  await page.goto("/");
  const first = page.getByRole("button", { name: `View larger: ${homeGallery[0]!.alt}` });
  const frame = first.locator("[data-state]");
  await expect(frame).toHaveAttribute("data-state", "waiting");

  const { top, viewport } = await first.evaluate((button) => ({
    top: button.getBoundingClientRect().top + window.scrollY,
    viewport: window.innerHeight,
  }));
  // 60 px below the bottom edge: outside the 50 px margin.
  await scrollToY(page, top - viewport - 60);
  await expect(frame).toHaveAttribute("data-state", "waiting");
  expect(requested).toEqual([]);

  // 40 px below the bottom edge: inside the margin.
  await scrollToY(page, top - viewport - 40);
  await expect(frame).toHaveAttribute("data-state", "loaded");
  expect(requested.some((path) => path.includes(homeGallery[0]!.file.replace(/\.\w+$/, "")))).toBe(true);
});

test("a placeholder shows until the photo has loaded", async ({ page }) => {
  const release = await holdGalleryPhotos(page);
  await page.goto("/");
  const gallery = page.getByRole("region", { name: "Gallery", exact: true });
  await gallery.scrollIntoViewIfNeeded();
  await gallery.getByRole("heading", { name: "Gallery" }).scrollIntoViewIfNeeded();
  const frame = gallery.getByRole("button", { name: `View larger: ${homeGallery[0]!.alt}` }).locator("[data-state]");
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute("data-state", "loading");
  await expect(frame.locator("[data-placeholder]")).toBeVisible();

  release();
  await expect(frame).toHaveAttribute("data-state", "loaded");
  await expect(frame.locator("[data-placeholder]")).toHaveCount(0);
});

test("a placeholder pulses only while its photo is loading", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const release = await holdGalleryPhotos(page);
  await page.goto("/");
  const frame = page.getByRole("button", { name: `View larger: ${homeGallery[0]!.alt}` }).locator("[data-state]");
  const pulses = () =>
    frame
      .locator("[data-placeholder]")
      .evaluate((placeholder) =>
        placeholder.getAnimations().map((animation) => (animation as CSSAnimation).animationName),
      );
  await expect(frame).toHaveAttribute("data-state", "waiting");
  expect(await pulses()).toEqual([]);

  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute("data-state", "loading");
  await expect.poll(pulses).toEqual(["pulse"]);
  release();
  await expect(frame).toHaveAttribute("data-state", "loaded");
});

test("View Full Gallery opens a lightbox browsed with the keyboard", async ({ page }) => {
  await stubImages(page, isGalleryPhoto);
  await page.goto("/");
  const open = page.getByRole("button", { name: "View Full Gallery" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Resort Gallery" });
  await expect(dialog).toBeVisible();
  const count = fullGallery.length;
  await expect(dialog.getByText(`Photo 1 of ${count}`)).toBeVisible();
  await expect(dialog.getByRole("img", { name: fullGallery[0]!.alt })).toBeVisible();
  await expect(dialog.getByText(fullGallery[0]!.category, { exact: true })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`Photo 2 of ${count}`)).toBeVisible();
  await expect(dialog.getByRole("img", { name: fullGallery[1]!.alt })).toBeVisible();

  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(`Photo ${count} of ${count}`)).toBeVisible();
  await expect(dialog.getByRole("img", { name: fullGallery[count - 1]!.alt })).toBeVisible();

  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog.getByText(`Photo 1 of ${count}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(dialog.getByText(`Photo ${count} of ${count}`)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("a photo of the grid opens the lightbox at that photo", async ({ page }) => {
  await stubImages(page, isGalleryPhoto);
  await page.goto("/");
  await page.getByRole("button", { name: `View larger: ${homeGallery[3]!.alt}` }).click();
  const dialog = page.getByRole("dialog", { name: "Resort Gallery" });
  await expect(dialog.getByText(`Photo 4 of ${fullGallery.length}`)).toBeVisible();
  await expect(dialog.getByRole("img", { name: homeGallery[3]!.alt })).toBeVisible();
  await dialog.getByRole("link", { name: "Open the gallery page" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1, name: "Photo Gallery" })).toBeVisible();
});

test("the gallery page shows every photo with the same lightbox", async ({ page }) => {
  await stubImages(page, isGalleryPhoto);
  await page.goto("/gallery");
  await expect(page).toHaveTitle(/^Photo Gallery \| /);
  const tiles = page.getByRole("button", { name: /^View larger: / });
  await expect(tiles).toHaveCount(fullGallery.length);
  await tiles.last().click();
  const dialog = page.getByRole("dialog", { name: "Resort Gallery" });
  await expect(dialog.getByText(`Photo ${fullGallery.length} of ${fullGallery.length}`)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Open the gallery page" })).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`Photo 1 of ${fullGallery.length}`)).toBeVisible();
});

test("the gallery page's first photo is in its HTML, asked for at once; the others wait to come near the screen", async ({
  page,
  request,
}) => {
  const first = fullGallery[0]!;
  const last = fullGallery.at(-1)!;
  const html = await (await request.get("/gallery")).text();
  const photos = [...html.matchAll(/<img [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => fullGallery.some((photo) => tag.includes(`alt="${photo.alt}"`)));
  expect(photos).toHaveLength(1);
  expect(photos[0]).toContain(`alt="${first.alt}"`);
  expect(photos[0]).toMatch(/ fetchpriority="high"/i);
  expect(photos[0]).toContain('loading="eager"');

  await stubImages(page, isGalleryPhoto);
  await page.goto("/gallery");
  await expect(page.getByRole("img", { name: first.alt })).toBeVisible();
  const lastFrame = page.getByRole("button", { name: `View larger: ${last.alt}` }).locator("[data-state]");
  await expect(lastFrame).toHaveAttribute("data-state", "waiting");
  await lastFrame.scrollIntoViewIfNeeded();
  await expect(lastFrame).toHaveAttribute("data-state", "loaded");
});
