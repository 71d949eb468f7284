import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, pageOnOwnBrowser, staffCli, staffEmail } from "./support/staff.ts";
import { openPanel, panel, pinClocksInSeason } from "./support/tickets.ts";

pinClocksInSeason();

/** Tuesday 24 November 2026: the manager works before the season's nights they change. */
const T0 = new Date("2026-11-24T15:00:00.000Z");
/** A night no other test buys for or changes. */
const NIGHT = "Monday, December 28";

async function managerNights(browser: Browser): Promise<Page> {
  const manager = await pageOnOwnBrowser(browser, T0);
  await enrolThroughApi(manager.request, staffCli("add", "--email", staffEmail("manager"), "--role", "manager"), T0);
  await manager.goto("/staff/nights");
  await expect(manager.getByRole("heading", { name: "Nights", level: 1 })).toBeVisible();
  return manager;
}

async function saveNight(manager: Page, places: string, sale: "On sale" | "Not on sale") {
  await manager
    .getByRole("list", { name: "Nights" })
    .getByRole("button", { name: `Change ${NIGHT}` })
    .click();
  // The form opens above the list; the focus goes to it, so a phone scrolls there.
  await expect(manager.getByRole("heading", { name: NIGHT, level: 2 })).toBeFocused();
  const form = manager.getByRole("form", { name: `Change ${NIGHT}` });
  await form.getByLabel("Places").fill(places);
  await form.getByLabel("Sale").selectOption(sale);
  await form.getByRole("button", { name: "Save night" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "The night is saved; the ticket panel shows it at once." }),
  ).toBeVisible();
}

test("a manager takes a night off sale and the ticket panel shows it, then puts it back", async ({ page, browser }) => {
  const manager = await managerNights(browser);
  const row = manager.getByRole("list", { name: "Nights" }).getByRole("listitem", { name: NIGHT });
  await expect(row).toContainText("0 sold · 0 held · 400 places");

  await saveNight(manager, "150", "Not on sale");
  await expect(row).toContainText("Not on sale");
  await expect(row).toContainText("150 places");
  await expectNoAxeViolations(manager);

  await openPanel(page);
  const nights = panel(page).getByRole("radiogroup", { name: "Choose a night" });
  await expect(nights.getByRole("radio", { name: `${NIGHT} — Not on sale`, exact: true })).toBeDisabled();

  await saveNight(manager, "400", "On sale");
  await page.reload();
  await expect(nights.getByRole("radio", { name: `${NIGHT} — Available`, exact: true })).toBeEnabled();
  await manager.context().close();
});
