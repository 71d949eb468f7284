import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const TODAY = new Date("2026-11-22T12:00:00-06:00");

async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test.describe("/events", () => {
  test("lists only visible events with category, dates, time and place", async ({ page }) => {
    await page.clock.install({ time: TODAY });
    await page.goto("/events");
    const list = page.getByRole("list", { name: "Upcoming and recent events" });
    // In date order; an event staff publish later (content-new-event.last.spec.ts) takes its place among them.
    await expect(list.getByRole("heading", { level: 2 })).toContainText([
      "Fall Fest & Haunted Forest 2025",
      "Christmas Lights Drive-Through",
    ]);
    await expect(page.getByText("Haunted Harvest Weekend")).toHaveCount(0);
    const christmas = list.getByRole("listitem").filter({ hasText: "Christmas Lights Drive-Through" });
    await expect(christmas).toContainText("Seasonal");
    await expect(christmas).toContainText("A mile of holiday lights along the river");
    await expect(christmas).toContainText("November 21, 2026 - January 4, 2027");
    await expect(christmas).toContainText("Nightly, gates open 5 PM");
    await expect(christmas).toContainText("Park-wide drive-through route");
    await expect(christmas).not.toContainText("Ended");
    const fallFest = list.getByRole("listitem").filter({ hasText: "Fall Fest & Haunted Forest 2025" });
    await expect(fallFest).toContainText("October 3 - 31, 2025");
    await expect(fallFest.getByText("Ended", { exact: true })).toBeVisible();
  });

  test("a click anywhere on a card opens the event", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("link", { name: "Christmas Lights Drive-Through" })).toHaveAttribute(
      "href",
      "/events/christmas-lights",
    );
    const description = page.getByText("A mile of holiday lights along the river");
    await description.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    // The text itself is not a link: the card's stretched link takes the click at that spot.
    const box = await description.boundingBox();
    if (!box) throw new Error("description not laid out");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/events\/christmas-lights$/);
    await expect(page.getByRole("heading", { level: 1, name: "Christmas Lights Drive-Through" })).toBeVisible();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("/events/{eventId}", () => {
  test("an unknown id redirects to /events on a direct load", async ({ page }) => {
    await page.goto("/events/no-such-event");
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  });

  test("an unknown id redirects to /events on client navigation", async ({ page }) => {
    await page.goto("/events/christmas-lights");
    await expect(page.getByRole("heading", { level: 1, name: "Christmas Lights Drive-Through" })).toBeVisible();
    await clientNavigate(page, "/events/no-such-event");
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  });

  test("shows the details, the schedule, the reserve card and the other events", async ({ page }) => {
    await page.clock.install({ time: TODAY });
    await page.goto("/events/christmas-lights");
    const main = page.getByRole("main");
    await expect(main).toContainText("Seasonal");
    await expect(main).toContainText("Every holiday season the whole park lights up.");
    await expect(main).toContainText("November 21, 2026 - January 4, 2027");
    await expect(main).toContainText("Nightly, gates open 5 PM");
    await expect(page.getByRole("img", { name: "Light tunnel over the drive-through route" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
    await expect(main).toContainText("The giant riverfront tree");
    await expect(page.getByRole("region", { name: "What Guests Enjoy" })).toContainText("Cocoa voucher per cottage");
    await expect(page.getByRole("region", { name: "Schedule" }).getByRole("listitem")).toHaveCount(3);
    const reserve = page.getByRole("region", { name: "Reserve Your Spot" });
    await expect(reserve).toContainText(
      "Adult $8, Child $5, and Season Pass $30. Save 10% online with the seasonal coupon.",
    );
    await expect(reserve.getByRole("link", { name: "Plan Your Stay" })).toHaveAttribute("href", "/christmas-lights");
    const others = page.getByRole("region", { name: "Other Events" });
    await expect(others.getByRole("heading", { level: 3 }).first()).toHaveText("Fall Fest & Haunted Forest 2025");
    await expect(page.getByText("This event has ended.", { exact: true })).toHaveCount(0);
  });

  test("a hidden event keeps its page but hides an empty schedule; other events are at most two", async ({ page }) => {
    await page.goto("/events/haunted-harvest");
    await expect(page.getByRole("heading", { level: 1, name: "Haunted Harvest Weekend" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Schedule" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Reserve Your Spot" })).toContainText(
      "Weekend pass $35. Hayride wristbands $10. Children under 5 free.",
    );
    // In the order the console lists the event documents: by id.
    const others = page.getByRole("region", { name: "Other Events" });
    await expect(others.getByRole("heading", { level: 3 })).toHaveText([
      "Christmas Lights Drive-Through",
      "Fall Fest & Haunted Forest 2025",
    ]);
  });

  test("an ended event says so and still shows its schedule", async ({ page }) => {
    await page.clock.install({ time: TODAY });
    await page.goto("/events/fall-fest-2025");
    await expect(page.getByText("This event has ended.", { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("October 3 - 31, 2025");
    await expect(page.getByRole("region", { name: "Schedule" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  });

  test("Plan Your Stay on the fall festival leads to the lodging cards, as does its booking link /fall-fest-2025", async ({
    page,
  }) => {
    const lodging = page.getByRole("heading", { level: 1, name: "Book Your Stay" });
    await page.goto("/events/fall-fest-2025");
    await page.getByRole("region", { name: "Reserve Your Spot" }).getByRole("link", { name: "Plan Your Stay" }).click();
    await expect(page).toHaveURL(/\/book-now$/);
    await expect(lodging).toBeVisible();
    await page.goto("/fall-fest-2025");
    await expect(page).toHaveURL(/\/book-now$/);
    await expect(lodging).toBeVisible();
    await page.goto("/events/christmas-lights");
    await clientNavigate(page, "/fall-fest-2025");
    await expect(page).toHaveURL(/\/book-now$/);
    await expect(lodging).toBeVisible();
  });

  for (const [today, start, end] of [
    [TODAY, "20261121", "20270105"],
    [new Date("2027-02-01T12:00:00-06:00"), "20271121", "20280105"],
  ] as const) {
    test(`Add to calendar downloads the season's .ics (today ${today.toISOString().slice(0, 10)})`, async ({
      page,
    }) => {
      await page.clock.install({ time: today });
      await page.goto("/events/christmas-lights");
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Add to calendar" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("christmas-lights.ics");
      const path = await download.path();
      const ics = await readFile(path, "utf8");
      expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      const unfolded = ics.replace(/\r\n /g, "");
      expect(unfolded).toContain(`\r\nDTSTART;VALUE=DATE:${start}\r\n`);
      expect(unfolded).toContain(`\r\nDTEND;VALUE=DATE:${end}\r\n`);
      expect(unfolded).toContain("\r\nSUMMARY:Christmas Lights Drive-Through at Coosa Riverside RV Resort\r\n");
      expect(unfolded).toContain(
        "LOCATION:Park-wide drive-through route\\, Coosa Riverside RV Resort\\, 100 Riverfront Way\\, Gadsden\\, AL 35901",
      );
    });
  }

  test("carries Event JSON-LD with dates, place and offers", async ({ page }) => {
    await page.goto("/events/christmas-lights");
    const json = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}")).find((data) => data["@type"] === "Event"),
      );
    expect(json).toMatchObject({
      name: "Christmas Lights Drive-Through",
      startDate: expect.stringMatching(/^\d{4}-11-21$/),
      endDate: expect.stringMatching(/^\d{4}-01-04$/),
      location: { "@type": "Place", address: { addressLocality: "Gadsden" } },
    });
    expect(json.offers.map((offer: { price: string }) => offer.price)).toEqual(["8.00", "5.00", "30.00"]);
  });

  for (const id of ["christmas-lights", "fall-fest-2025", "haunted-harvest"]) {
    test(`${id} has no accessibility violations`, async ({ page }) => {
      await page.goto(`/events/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
