import { aboutFeatures, amenityGroups, amenityNotes, nearbyPlaces } from "#content/home.ts";
import { resort } from "#content/resort.ts";
import { pauseClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("the home page's sections come in order", async ({ page }) => {
  await page.goto("/");
  const sections = page.getByRole("main").locator(":scope > section");
  expect(await sections.evaluateAll((all) => all.map((section) => section.id))).toEqual([
    "home",
    "video",
    "about",
    "amenities",
    "nearby",
    "gallery",
    "park-map",
    "contact",
  ]);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Video Walkthrough",
    `Welcome to ${resort.name}`,
    "Resort Amenities",
    "What's Close",
    "Gallery",
    "Park Map",
    "Contact Us",
  ]);
});

test("the hero shows the location, the rating and its buttons", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: resort.name, exact: true });
  await expect(hero.getByRole("heading", { level: 1, name: resort.name })).toBeVisible();
  await expect(hero.getByText("Gadsden, Alabama")).toBeVisible();
  await expect(hero.getByText("4.9 out of 5 from 700+ reviews")).toBeVisible();
  await expect(hero.getByRole("img", { name: "The resort's riverfront at golden hour" })).toBeVisible();

  await hero.getByRole("link", { name: "Park Map" }).click();
  await expect(page.getByRole("region", { name: "Park Map" })).toBeInViewport();
  await expect(page).toHaveURL(/#park-map$/);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await hero.getByRole("link", { name: "View Gallery" }).click();
  await expect(page.getByRole("region", { name: "Gallery", exact: true })).toBeInViewport();

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await hero.getByRole("link", { name: "Discover More" }).click();
  const about = page.getByRole("region", { name: `Welcome to ${resort.name}` });
  await expect(about).toBeInViewport();
  await expect(about).toBeFocused();

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await hero.getByRole("link", { name: "Book Your Stay" }).click();
  await expect(page).toHaveURL(/\/book-now$/);
});

test("Discover More's cue bounces for a moment once the page has settled, then rests", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  const cue = page.getByRole("link", { name: "Discover More" }).locator("svg");
  const timings = await cue.evaluate((icon) =>
    icon.getAnimations().map((animation) => {
      const { delay, activeDuration } = animation.effect!.getComputedTiming();
      return { delay, activeDuration };
    }),
  );
  // Motion that starts on its own stops within five seconds (WCAG 2.2.2); it waits out the load.
  expect(timings).toEqual([{ delay: 2000, activeDuration: 3000 }]);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect.poll(() => cue.evaluate((icon) => icon.getAnimations().length)).toBe(0);
});

test("the walkthrough video has controls once near the screen and loads nothing before play", async ({ page }) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: "Video Walkthrough" });
  const video = region.locator("video");
  await expect(video).toHaveAttribute("aria-label", `Video walkthrough of ${resort.name}`);
  // Below the first screen the native controls, costly to lay out while the page loads, are not built yet.
  await expect(video).not.toHaveAttribute("controls");
  await region.getByRole("heading", { name: "Video Walkthrough" }).scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", /video-poster/);
  await expect(video).toHaveAttribute("width", "1280");
  await expect(video).toHaveAttribute("height", "720");
  await expect(video.locator("source")).toHaveAttribute("src", resort.videoUrl);
});

test("about shows four feature cards and two buttons to /book-now", async ({ page }) => {
  await page.goto("/");
  const about = page.getByRole("region", { name: `Welcome to ${resort.name}` });
  await expect(about.getByRole("heading", { level: 3 })).toHaveText(aboutFeatures.map((feature) => feature.title));
  for (const name of ["Learn More", "View Accommodations"]) {
    await expect(about.getByRole("link", { name })).toHaveAttribute("href", "/book-now");
  }
});

test("amenities show the five groups and the three closing notes", async ({ page }) => {
  await page.goto("/");
  const amenities = page.getByRole("region", { name: "Resort Amenities" });
  const groupTitles = [
    "Accommodations",
    "Water Features",
    "Facilities & Services",
    "Recreation",
    "Pique Nique Restaurant",
  ];
  expect(amenityGroups.map((group) => group.title)).toEqual(groupTitles);
  await expect(amenities.getByRole("heading", { level: 3 })).toHaveText([...groupTitles, "Good to know"]);
  for (const note of amenityNotes) await expect(amenities.getByText(note)).toBeVisible();
  await expect(amenities.getByText("No tents are permitted.")).toBeVisible();
});

test("What's Close shows 6 places, then 12, then 6 and scrolls back 320 ms after Show Less", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  // Stop the clock's natural flow: from here on time moves only when the test says.
  await pauseClock(page);
  const section = page.getByRole("region", { name: "What's Close" });
  const places = section.getByRole("listitem");
  await expect(places).toHaveCount(6);
  await expect(places).toHaveText(nearbyPlaces.slice(0, 6).map((place) => `${place.name}${place.distance}`));

  const more = section.getByRole("button", { name: "Show More" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(places).toHaveCount(12);
  await expect(places).toHaveText(nearbyPlaces.map((place) => `${place.name}${place.distance}`));

  const less = section.getByRole("button", { name: "Show Less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  // Bring the button just below the bar so the heading is well off screen above it.
  await less.evaluate((button) =>
    window.scrollTo({ top: button.getBoundingClientRect().top + window.scrollY - 120, behavior: "instant" }),
  );
  const heading = section.getByRole("heading", { name: "What's Close" });
  const headingTop = async () => (await heading.boundingBox())?.y ?? Number.NaN;

  await less.click();
  await expect(places).toHaveCount(6);
  await expect(section.getByRole("button", { name: "Show More" })).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(310);
  expect(await headingTop()).toBeLessThan(0);
  await page.clock.runFor(10);
  // The heading lands just below the fixed bar (its scroll margin).
  await expect.poll(headingTop).toBeGreaterThanOrEqual(64);
  expect(await headingTop()).toBeLessThan(140);
});

test("the gallery and the park map are on the page", async ({ page }) => {
  await page.goto("/");
  const gallery = page.getByRole("region", { name: "Gallery", exact: true });
  await expect(gallery.getByRole("button", { name: /^View larger: / })).toHaveCount(6);
  for (const label of ["Accommodations", "Resort", "Dining", "Views"]) {
    await expect(gallery.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Park Map" }).getByRole("img", { name: /^Park map/ })).toBeAttached();
});

test("contact shows address, phone, email and hours, and the map", async ({ page }) => {
  await page.goto("/");
  const contact = page.getByRole("region", { name: "Contact Us" });
  await expect(contact.getByText(resort.address.street)).toBeVisible();
  await expect(contact.getByRole("link", { name: resort.phone.display })).toHaveAttribute(
    "href",
    `tel:${resort.phone.tel}`,
  );
  await expect(contact.getByRole("link", { name: resort.email })).toHaveAttribute("href", `mailto:${resort.email}`);
  await expect(contact.getByText("Daily 8 AM - 10 PM")).toBeVisible();
  await expect(contact.getByText("Check-in: 4 PM")).toBeVisible();
  const map = contact.locator("iframe");
  await expect(map).toHaveAttribute("title", `Map showing the location of ${resort.name}`);
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("src", resort.mapEmbedUrl);
});

test("the footer carries services, contact, social and policy links and the year", async ({ page }) => {
  for (const path of ["/", "/venue"]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    const services = [
      ["Accommodations", "/book-now"],
      ["Dining", "/pique-nique"],
      ["Wedding Packages", "/venue"],
      ["Corporate Events", "/venue"],
    ];
    for (const [name, href] of services)
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    for (const social of resort.social) {
      const link = footer.getByRole("link", { name: `${social.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", social.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.getByRole("link", { name: resort.phone.display })).toHaveAttribute(
      "href",
      `tel:${resort.phone.tel}`,
    );
    await expect(footer.getByRole("link", { name: resort.email })).toHaveAttribute("href", `mailto:${resort.email}`);
    await expect(footer.getByRole("navigation", { name: "Policies" }).getByRole("link")).toHaveText([
      "Privacy Policy",
      "Terms of Service",
      "Cancellation Policy",
      "Accessibility",
    ]);
  }
});

test("the copyright shows the visitor's current year, not the build's", async ({ page }) => {
  await page.clock.install({ time: new Date("2031-03-01T12:00:00Z") });
  await page.goto("/venue");
  await expect(page.getByRole("contentinfo").getByText(`© 2031 ${resort.name}. All rights reserved.`)).toBeVisible();
});
