import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, staffCli, staffEmail } from "./support/staff.ts";

const T0 = new Date("2026-11-24T15:00:00.000Z");

test("an owner downloads a backup of the whole database from the console", async ({ page }) => {
  const owner = staffEmail("owner");
  await setServerClock(page, T0);
  await enrolThroughApi(page.request, staffCli("add", "--email", owner, "--role", "owner"), T0);
  await page.goto("/staff/backup");
  await expect(page.getByRole("heading", { name: "Backup", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download a backup" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("resort-2026-11-24T15-00-00-000Z.db");
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 16).toString("latin1")).toBe("SQLite format 3\0");
  // The copy holds the staff account that made it.
  expect(file.includes(Buffer.from(owner))).toBe(true);
});

test("the backup is an owner's alone: a manager has no Backup screen and the download refuses them", async ({
  page,
}) => {
  await setServerClock(page, T0);
  await enrolThroughApi(page.request, staffCli("add", "--email", staffEmail("manager"), "--role", "manager"), T0);
  await page.goto("/staff/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Backup" })).toHaveCount(0);
  expect((await page.request.get("/api/staff/backup")).status()).toBe(403);
});
