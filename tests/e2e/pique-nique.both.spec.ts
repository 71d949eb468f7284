import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test("shows the hours table", async ({ page }) => {
  await page.goto("/pique-nique");
  const rows = page.getByRole("table", { name: "Pique Nique opening hours" }).getByRole("row");
  await expect(rows).toHaveText([
    "DayHours",
    "Sunday8 AM - 8 PM",
    "MondayClosed",
    "TuesdayClosed",
    "WednesdayClosed",
    "Thursday4 PM - 9 PM",
    "Friday11 AM - 10 PM",
    "Saturday8 AM - 10 PM",
  ]);
});

test.describe("open badge", () => {
  test("on a Thursday at 5 PM in Gadsden the restaurant is open", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-26T17:00:00-06:00") });
    await page.goto("/pique-nique");
    await expect(page.getByRole("status").filter({ hasText: /Open now|Closed/ })).toHaveText("Open now · closes 9 PM");
  });

  test("the badge is recomputed every 60 seconds", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-26T20:59:30-06:00") });
    await page.goto("/pique-nique");
    const badge = page.getByRole("status").filter({ hasText: /Open now|Closed/ });
    await expect(badge).toHaveText("Open now · closes 9 PM");
    await page.clock.runFor(60_000);
    await expect(badge).toHaveText("Closed · opens tomorrow at 11 AM");
  });

  test("on a Monday it is closed until Thursday", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-23T12:00:00-06:00") });
    await page.goto("/pique-nique");
    await expect(page.getByRole("status").filter({ hasText: /Open now|Closed/ })).toHaveText(
      "Closed · opens Thursday at 4 PM",
    );
  });
});

test.describe("#gate-access", () => {
  async function centerOffset(page: import("@playwright/test").Page): Promise<number> {
    return page.locator("#gate-access").evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return Math.abs(rect.top + rect.height / 2 - window.innerHeight / 2);
    });
  }

  test("a direct load centres the card and highlights it for exactly 2 seconds", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2026-11-22T10:00:00-06:00") });
    await page.clock.pauseAt(new Date("2026-11-22T10:00:01-06:00"));
    await page.goto("/pique-nique#gate-access");
    const section = page.getByRole("region", { name: "Gate Access" });
    await expect(section).toHaveAttribute("data-highlighted", "true");
    await expect.poll(() => centerOffset(page)).toBeLessThan(4);
    await page.clock.runFor(1999);
    await expect(section).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(1);
    await expect(section).toHaveAttribute("data-highlighted", "false");
  });

  test("client navigation to the hash does the same", async ({ page }) => {
    await page.goto("/pique-nique");
    const section = page.getByRole("region", { name: "Gate Access" });
    await expect(section).toHaveAttribute("data-highlighted", "false");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/pique-nique#gate-access");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(section).toHaveAttribute("data-highlighted", "true");
    await expect.poll(() => centerOffset(page), { timeout: 5000 }).toBeLessThan(4);
    await expect(section).toHaveAttribute("data-highlighted", "false", { timeout: 4000 });
  });

  test("stays centred when the sign-in form arrives after the highlight has ended", async ({ page }) => {
    await page.goto("/pique-nique");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    const section = page.getByRole("region", { name: "Gate Access" });
    await page.evaluate(() => {
      window.history.pushState({}, "", "/pique-nique#gate-access");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(section).toHaveAttribute("data-highlighted", "true");
    await expect(section).toHaveAttribute("data-highlighted", "false", { timeout: 4000 });
    release();
    await expect(section.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect.poll(() => centerOffset(page), { timeout: 5000 }).toBeLessThan(4);
  });
});

test.describe("before the page's scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("the hero's logo and words keep their place while the rest of the hero is still arriving", async ({ page }) => {
    // A page is painted before all of it has been read: here, up to the restaurant's name.
    await page.goto("/pique-nique");
    const heading = page.getByRole("heading", { level: 1, name: "Pique Nique" });
    const logo = page.getByRole("img", { name: "Pique Nique restaurant logo" });
    const places = async () =>
      [await logo.boundingBox(), await heading.evaluate((name) => name.parentElement?.getBoundingClientRect())].map(
        (box) => [box?.x, box?.y],
      );
    const whole = await places();
    await heading.evaluate((name) => {
      while (name.nextSibling) name.nextSibling.remove();
    });
    expect(await places()).toEqual(whole);
  });
});

test("order online opens a new tab, the video dialog plays the guide, contacts are there", async ({ page }) => {
  await page.goto("/pique-nique");
  const order = page.getByRole("link", { name: /Order Online/ });
  await expect(order).toHaveAttribute("href", "https://order.example.com/pique-nique");
  await expect(order).toHaveAttribute("target", "_blank");
  await expect(order).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("link", { name: "(256) 555-0142" })).toHaveAttribute("href", "tel:+12565550142");
  await expect(page.getByRole("main").getByText("100 Riverfront Way")).toBeVisible();

  await page.getByRole("button", { name: "Watch Video Instructions" }).click();
  const dialog = page.getByRole("dialog", { name: "How to find Pique Nique and use the gate" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("video source")).toHaveAttribute("src", "/media/pique-nique-guide.mp4");
  await expect(dialog.locator("video")).toHaveAttribute("controls", "");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("has no accessibility violations", async ({ page }) => {
  await page.goto("/pique-nique");
  await expect(page.getByRole("heading", { level: 1, name: "Pique Nique" })).toBeVisible();
  await expectNoAxeViolations(page);
});
