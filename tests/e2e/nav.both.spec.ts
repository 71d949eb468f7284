import type { Page } from "@playwright/test";
import { resort } from "#content/resort.ts";
import { expect, test } from "./support/fixtures.ts";
import { scrollToY } from "./support/scroll.ts";

const homeLinks = [
  ["Home", "#home"],
  ["Pique Nique", "/pique-nique"],
  ["Venue", "/venue"],
  ["Events", "/events"],
  ["Christmas Lights", "/christmas-lights"],
  ["Work", "/work"],
  ["Gallery", "#gallery"],
  ["Contact", "#contact"],
] as const;

const routeLinks = [
  ["Home", "/"],
  ["Pique Nique", "/pique-nique"],
  ["Venue", "/venue"],
  ["Events", "/events"],
  ["Christmas Lights", "/christmas-lights"],
  ["Work", "/work"],
  ["Book Now", "/book-now"],
] as const;

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu" });

/** On a phone the links sit behind the menu toggle. */
async function showLinks(page: Page, isMobile: boolean) {
  if (isMobile) await menuToggle(page).click();
  await expect(mainNav(page)).toBeVisible();
}

async function expectLinks(page: Page, expected: readonly (readonly [string, string])[]) {
  const links = mainNav(page).getByRole("link");
  await expect(links).toHaveText(expected.map(([label]) => label));
  expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(
    expected.map(([, href]) => href),
  );
}

test("the bar changes appearance once the page is scrolled past 50 px", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner).toHaveAttribute("data-scrolled", "false");
  await expect(banner).toHaveAttribute("data-appearance", "transparent");

  await scrollToY(page, 50);
  await expect(banner).toHaveAttribute("data-scrolled", "false");
  await expect(banner).toHaveAttribute("data-appearance", "transparent");

  await scrollToY(page, 51);
  await expect(banner).toHaveAttribute("data-scrolled", "true");
  await expect(banner).toHaveAttribute("data-appearance", "solid");

  await scrollToY(page, 0);
  await expect(banner).toHaveAttribute("data-scrolled", "false");
  await expect(banner).toHaveAttribute("data-appearance", "transparent");
});

test("away from the home page the bar starts solid", async ({ page }) => {
  await page.goto("/venue");
  const banner = page.getByRole("banner");
  await expect(banner).toHaveAttribute("data-scrolled", "false");
  await expect(banner).toHaveAttribute("data-appearance", "solid");
});

test("the home page has its own link set, in order", async ({ page, isMobile }) => {
  await page.goto("/");
  await showLinks(page, isMobile);
  await expectLinks(page, homeLinks);
});

test("other routes have the route link set, in order", async ({ page, isMobile }) => {
  for (const path of ["/venue", "/gallery", "/privacy-policy"]) {
    await page.goto(path);
    await showLinks(page, isMobile);
    await expectLinks(page, routeLinks);
  }
});

test("hash links scroll within the home page and move focus to the section", async ({ page, isMobile }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const gallery = page.getByRole("region", { name: "Gallery", exact: true });
  await expect(gallery).not.toBeInViewport();
  await showLinks(page, isMobile);
  await mainNav(page).getByRole("link", { name: "Gallery" }).click();
  await expect(gallery).toBeInViewport();
  await expect(gallery).toBeFocused();
  await expect(page).toHaveURL(/\/#gallery$/);

  await showLinks(page, isMobile);
  await mainNav(page).getByRole("link", { name: "Contact" }).click();
  const contact = page.getByRole("region", { name: "Contact Us" });
  await expect(contact).toBeInViewport();
  await expect(contact).toBeFocused();
});

test("route links navigate and mark the current page", async ({ page, isMobile }) => {
  await page.goto("/");
  await showLinks(page, isMobile);
  await mainNav(page).getByRole("link", { name: "Venue" }).click();
  await expect(page).toHaveURL(/\/venue$/);
  await showLinks(page, isMobile);
  await expect(mainNav(page).getByRole("link", { name: "Venue" })).toHaveAttribute("aria-current", "page");
  await expect(mainNav(page).getByRole("link", { name: "Work" })).not.toHaveAttribute("aria-current", "page");
});

test("a section link from another page lands on the home page at that section", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/venue");
  await page.getByRole("contentinfo").getByRole("link", { name: "Send Us a Message" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  const contact = page.getByRole("region", { name: "Contact Us" });
  await expect(contact).toBeInViewport();
  await expect(contact).toBeFocused();
});

test("the Book Now button is always shown", async ({ page }) => {
  for (const path of ["/", "/venue", "/gallery", "/no-such-page"]) {
    await page.goto(path);
    // The route link set has its own Book Now link too; the button is the one outside the menu.
    const button = page.getByRole("banner").getByRole("link", { name: "Book Now" }).last();
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", "/book-now");
  }
  await page.getByRole("banner").getByRole("link", { name: "Book Now" }).last().click();
  await expect(page).toHaveURL(/\/book-now$/);
});

test("the logo goes home", async ({ page }) => {
  await page.goto("/venue");
  await page.getByRole("banner").getByRole("link", { name: resort.name }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: resort.name })).toBeVisible();
});

test("the mobile menu opens, closes after a choice and on Escape", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the toggle is only shown on small screens");
  await page.goto("/");
  const toggle = menuToggle(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
  await expect(mainNav(page)).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(mainNav(page)).toBeVisible();
  await mainNav(page).getByRole("link", { name: "Pique Nique" }).click();
  await expect(page).toHaveURL(/\/pique-nique$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(mainNav(page)).toBeHidden();

  await toggle.click();
  await expect(mainNav(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(mainNav(page)).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();

  await page.goto("/");
  await toggle.click();
  await mainNav(page).getByRole("link", { name: "Contact" }).click();
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole("region", { name: "Contact Us" })).toBeInViewport();
});

test("on a desktop the links show without a toggle", async ({ page, isMobile }) => {
  test.skip(isMobile, "desktop layout");
  await page.goto("/");
  await expect(mainNav(page)).toBeVisible();
  await expect(menuToggle(page)).toBeHidden();
});

test("a skip link leads to the main content", async ({ page }) => {
  await page.goto("/gallery");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
