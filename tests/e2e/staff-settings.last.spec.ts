import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { THURSDAY_OPEN, gateCard, newGuest, openGateCard, registerByApi, signIn } from "./support/gate-access.ts";
import { enrolThroughApi, pageOnOwnBrowser, staffCli, staffEmail } from "./support/staff.ts";

// These change what every page shares, so they run after the other projects (playwright.config.ts), one at a time.
test.describe.configure({ mode: "serial" });

/** Tuesday 24 November 2026, 9 AM in Gadsden: two days before Thanksgiving. */
const TUESDAY = new Date("2026-11-24T15:00:00.000Z");
/** Thanksgiving, Thursday 26 November 2026, 5 PM in Gadsden: normally open until 9 PM. */
const THANKSGIVING_5PM = new Date("2026-11-26T23:00:00.000Z");

/**
 * A manager signed in to the console in a browser of their own, on Tuesday by the server's clock: an
 * enrolment link lasts a day from when the command line printed it, so the clock must not run ahead.
 */
async function managerConsole(browser: Browser): Promise<Page> {
  const at = TUESDAY;
  const manager = await pageOnOwnBrowser(browser, at);
  await enrolThroughApi(manager.request, staffCli("add", "--email", staffEmail("manager"), "--role", "manager"), at);
  await manager.goto("/staff/settings");
  await expect(manager.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  return manager;
}

function badge(page: Page) {
  return page.getByRole("status").filter({ hasText: /Open now|Closed/ });
}

test("a manager rotates the gate code and a signed-in guest sees the new one at once", async ({ page, browser }) => {
  const manager = await managerConsole(browser);
  const gateSettings = manager.getByRole("region", { name: "Restaurant gate code" });
  const current = (await gateSettings.locator("strong").textContent()) ?? "";
  expect(current).toMatch(/^\d{4}$/);
  const next = current === "5173" ? "6284" : "5173";

  await setServerClock(page, THURSDAY_OPEN);
  const guest = newGuest();
  await registerByApi(page, guest);
  const card = await openGateCard(page);
  await signIn(page, guest.email, guest.password);
  await expect(card.getByText(current, { exact: true })).toBeVisible({ timeout: 15_000 });

  await gateSettings.getByLabel("New code").fill("12a4");
  await gateSettings.getByRole("button", { name: "Set code" }).click();
  await expect(gateSettings.getByText("Enter four digits.")).toBeVisible();
  await gateSettings.getByLabel("New code").fill(next);
  await gateSettings.getByRole("button", { name: "Set code" }).click();
  await expect(gateSettings.getByRole("status").filter({ hasText: "The new gate code is in effect." })).toBeVisible();
  await expect(gateSettings.locator("strong")).toHaveText(next);
  await expectNoAxeViolations(manager);

  await page.reload();
  await expect(gateCard(page).getByText(next, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(gateCard(page).getByText(current, { exact: true })).toHaveCount(0);
  await manager.context().close();
});

test("a holiday closure set in the console reaches the public badge and hours, and lifting it restores them", async ({
  page,
  browser,
}) => {
  const manager = await managerConsole(browser);
  const holidays = manager.getByRole("region", { name: "Holidays and special hours" });
  await holidays.getByRole("textbox", { name: "Day", exact: true }).fill("2026-11-26");
  await holidays.getByLabel("That day").selectOption("Closed");
  await holidays.getByLabel("Reason, shown to visitors").fill("Thanksgiving");
  await holidays.getByRole("button", { name: "Save this day" }).click();
  await expect(
    holidays.getByRole("status").filter({ hasText: "The change for that day is saved and shown on the site." }),
  ).toBeVisible();
  const days = holidays.getByRole("list", { name: "Days with other hours" });
  await expect(days).toContainText("Thursday, November 26: Closed (Thanksgiving)");

  await page.clock.install({ time: THANKSGIVING_5PM });
  await setServerClock(page, THANKSGIVING_5PM);
  await page.goto("/pique-nique");
  await expect(badge(page)).toHaveText("Closed · opens tomorrow at 11 AM");
  const changes = page.getByRole("region", { name: "Changes to the usual hours" });
  await expect(changes).toContainText("Thursday, November 26: Closed (Thanksgiving)");

  await holidays.getByRole("button", { name: "Remove the change for Thursday, November 26" }).click();
  await expect(
    holidays.getByRole("status").filter({ hasText: "That day is back to its regular hours." }),
  ).toBeVisible();
  await expect(holidays.getByText("No day is set apart: every day keeps its weekly hours.")).toBeVisible();

  await page.reload();
  await expect(badge(page)).toHaveText("Open now · closes 9 PM");
  await expect(changes).toHaveCount(0);
  await manager.context().close();
});

test("a manager changes a weekday's hours: the hours table follows, and a closing before opening is refused", async ({
  page,
  browser,
}) => {
  const manager = await managerConsole(browser);
  const week = manager.getByRole("region", { name: "Pique Nique's weekly hours" });
  const save = week.getByRole("button", { name: "Save weekly hours" });

  await week.getByRole("group", { name: "Friday" }).getByLabel("Opens").selectOption("10 PM");
  await week.getByRole("group", { name: "Friday" }).getByLabel("Closes").selectOption("11 AM");
  await save.click();
  await expect(week.getByText("Closing time must be after opening time.")).toBeVisible();
  await week.getByRole("group", { name: "Friday" }).getByLabel("Opens").selectOption("11 AM");
  await week.getByRole("group", { name: "Friday" }).getByLabel("Closes").selectOption("10 PM");

  await week.getByRole("group", { name: "Monday" }).getByLabel("Open or closed").selectOption("Open");
  await week.getByRole("group", { name: "Monday" }).getByLabel("Opens").selectOption("7 AM");
  await week.getByRole("group", { name: "Monday" }).getByLabel("Closes").selectOption("11 AM");
  await save.click();
  await expect(
    week.getByRole("status").filter({ hasText: "The weekly hours are saved and shown on the site." }),
  ).toBeVisible();

  await page.goto("/pique-nique");
  const hours = page.getByRole("table", { name: "Pique Nique opening hours" });
  await expect(hours.getByRole("row", { name: "Monday" })).toContainText("7 AM - 11 AM");

  await week.getByRole("group", { name: "Monday" }).getByLabel("Open or closed").selectOption("Closed");
  await save.click();
  await expect(
    week.getByRole("status").filter({ hasText: "The weekly hours are saved and shown on the site." }),
  ).toBeVisible();
  await page.reload();
  await expect(hours.getByRole("row", { name: "Monday" })).toContainText("Closed");
  await manager.context().close();
});
