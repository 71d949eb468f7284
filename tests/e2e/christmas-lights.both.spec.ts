import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";

const MARQUEE = "Photos from the Christmas lights";

function playState(marquee: Locator): Promise<string[]> {
  return marquee.evaluate((element) =>
    element.getAnimations({ subtree: true }).map((animation) => animation.playState),
  );
}

test.describe("the photo marquee", () => {
  test("runs, and pauses while pressed", async ({ page }) => {
    await page.goto("/christmas-lights");
    const marquee = page.getByRole("region", { name: MARQUEE });
    await expect(marquee).toHaveAttribute("data-state", "running");
    await expect.poll(() => playState(marquee)).toEqual(["running"]);
    await untilHydrated(marquee);
    // Instantly: the site scrolls smoothly, and a box measured mid-scroll would put the press elsewhere.
    await marquee.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    const box = await marquee.boundingBox();
    if (!box) throw new Error("marquee not laid out");
    await page.mouse.move(box.x + box.width / 2, box.y + 60);
    await page.mouse.down();
    await expect(marquee).toHaveAttribute("data-state", "paused");
    await expect.poll(() => playState(marquee)).toEqual(["paused"]);
    await page.mouse.up();
    await expect(marquee).toHaveAttribute("data-state", "running");
    await expect.poll(() => playState(marquee)).toEqual(["running"]);
  });

  test("pauses while focus is inside, and stays paused when the visitor pauses it", async ({ page }) => {
    await page.goto("/christmas-lights");
    const marquee = page.getByRole("region", { name: MARQUEE });
    const toggle = marquee.getByRole("button", { name: "Pause slideshow" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.focus();
    await expect(marquee).toHaveAttribute("data-state", "paused");
    await expect.poll(() => playState(marquee)).toEqual(["paused"]);
    await toggle.blur();
    await expect(marquee).toHaveAttribute("data-state", "running");
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.blur();
    await expect(marquee).toHaveAttribute("data-state", "paused");
    await expect.poll(() => playState(marquee)).toEqual(["paused"]);
  });

  test("does not move for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/christmas-lights");
    const marquee = page.getByRole("region", { name: MARQUEE });
    await expect(marquee).toHaveAttribute("data-state", "static");
    expect(await playState(marquee)).toEqual([]);
    await expect(marquee.getByRole("img")).toHaveCount(6);
  });
});

test.describe("season dates come from today's date", () => {
  test("during the 2026 season", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-22T12:00:00-06:00") });
    await page.goto("/christmas-lights");
    await expect(page.getByRole("region", { name: "Plan Your Visit" })).toContainText(
      "November 21, 2026 - January 4, 2027",
    );
  });

  test("after the season shows the next one", async ({ page }) => {
    await page.clock.install({ time: new Date("2027-02-01T12:00:00-06:00") });
    await page.goto("/christmas-lights");
    const plan = page.getByRole("region", { name: "Plan Your Visit" });
    await expect(plan).toContainText("November 21, 2027 - January 4, 2028");
    await expect(plan).not.toContainText("2026");
  });
});

test("shows gates, prices and the online discount", async ({ page }) => {
  await page.goto("/christmas-lights");
  const plan = page.getByRole("region", { name: "Plan Your Visit" });
  await expect(plan).toContainText("5 PM");
  await expect(plan).toContainText("Adult $8 · Child $5 · Season Pass $30");
  await expect(plan).toContainText("10% off online purchases with the seasonal coupon");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(6);
  // The Admission card says what the ticket panel sells, at its prices.
  await expect(page.getByRole("listitem").filter({ hasText: "Admission" })).toContainText(
    "Adult $8, Child $5, and Season Pass $30.",
  );
});

test("Buy Season Pass Online leads to /book-now", async ({ page }) => {
  await page.goto("/christmas-lights");
  await page.getByRole("link", { name: "Buy Season Pass Online" }).click();
  await expect(page).toHaveURL(/\/book-now$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book Your Stay" })).toBeVisible();
});

test("has no accessibility violations", async ({ page }) => {
  await page.goto("/christmas-lights");
  await expect(page.getByRole("heading", { level: 1, name: "Christmas Lights Drive-Through" })).toBeVisible();
  // Paused, as a visitor can: the markup is the same, and without a GPU every frame of the moving
  // strip is drawn in software, which leaves axe seconds behind a busy page.
  const marquee = page.getByRole("region", { name: MARQUEE });
  await untilHydrated(marquee);
  await marquee.getByRole("button", { name: "Pause slideshow" }).click();
  await expect(marquee).toHaveAttribute("data-state", "paused");
  await expectNoAxeViolations(page);
});
