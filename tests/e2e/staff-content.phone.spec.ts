import type { Page } from "@playwright/test";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { enrolThroughApi, staffCli, staffEmail } from "./support/staff.ts";

/** Tuesday 24 November 2026, 9 AM in Gadsden: the enrolment link the command prints is valid. */
const TUESDAY = new Date("2026-11-24T15:00:00.000Z");

/** Nothing on the screen is wider than the phone: no sideways scrolling to read a field. */
async function fitsTheWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("at the front desk, the content list and a document fit a phone's screen, and the way back keeps the filter", async ({
  page,
}) => {
  await stubImages(page);
  await setServerClock(page, TUESDAY);
  await enrolThroughApi(page.request, staffCli("add", "--email", staffEmail("desk"), "--role", "front_desk"), TUESDAY);
  await page.goto("/staff/content?show=unconfirmed");
  const documents = page.getByRole("list", { name: "Documents" });
  await expect(documents.getByRole("link", { name: /^Event: christmas-lights/ })).toBeVisible();
  await fitsTheWidth(page);

  await documents.getByRole("link", { name: /^Event: christmas-lights/ }).click();
  await expect(page.getByRole("heading", { name: "Event: christmas-lights", level: 1 })).toBeVisible();
  const dates = page.getByRole("group", { name: "Dates" });
  await expect(dates.getByRole("combobox", { name: "Kind" })).toHaveValue("annual");
  await expect(page.getByRole("group", { name: "Ticket 1" }).getByRole("textbox", { name: "Price ($)" })).toHaveValue(
    "8",
  );
  await fitsTheWidth(page);

  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/staff\/content\?show=unconfirmed$/);
  await expect(documents).toBeVisible();
});
