import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, staffCli, staffEmail } from "./support/staff.ts";

const T0 = new Date("2026-11-24T15:00:00.000Z");

test("a manager finds subscribers, unsubscribes one, downloads the CSV and erases a person on request", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const stays = `stays-${tag}@example.org`;
  const leaves = `leaves-${tag}@example.org`;
  const erased = `erased-${tag}@example.org`;
  await setServerClock(page, T0);
  await enrolThroughApi(page.request, staffCli("add", "--email", staffEmail("manager"), "--role", "manager"), T0);
  for (const email of [stays, leaves, erased]) {
    const response = await page.request.post("/api/subscribe-newsletter", { data: { email, website: "" } });
    expect(response.status()).toBe(200);
  }
  const contact = await page.request.post("/api/send-contact-email", {
    data: {
      firstName: "Erin",
      lastName: "Erased",
      email: erased,
      phone: "",
      subject: "Please delete my data",
      message: "I no longer want to hear from you.",
      website: "",
    },
  });
  expect(contact.status()).toBe(200);

  await page.goto("/staff/subscribers");
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^\d+ subscribed · \d+ awaiting confirmation · \d+ suppressed · \d+ unsubscribed$/),
  ).toBeVisible();
  await page.getByLabel("Search addresses").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  const rows = page.getByRole("table", { name: "Subscribers, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(erased);
  await expect(rows.nth(3)).toContainText(stays);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Unsubscribe ${leaves}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${leaves} will get no more newsletters.` })).toBeVisible();
  await expect(rows.filter({ hasText: leaves })).toContainText("Unsubscribed Nov 24, 2026");
  await page.getByLabel("Status").selectOption({ label: "Unsubscribed" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(2);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("subscribers-2026-11-24.csv");
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "email,status,subscribed_at,unsubscribed_at,source_page,opt_in,confirmed_at,suppressed_at,suppressed_reason",
  );
  expect(csv).toContain(`${stays},subscribed,`);
  expect(csv).toContain(`${leaves},unsubscribed,`);

  const erase = page.getByRole("region", { name: "Erase a person on request" });
  await erase.getByLabel("Their email address").fill(erased);
  await erase.getByRole("button", { name: "Find what we hold" }).click();
  await expect(erase.getByRole("list", { name: `Held about ${erased}` }).getByRole("listitem")).toHaveText([
    "a newsletter subscription",
    "1 contact message",
  ]);
  const eraseButton = erase.getByRole("button", { name: "Erase everything listed" });
  await expect(eraseButton).toBeDisabled();
  await expectNoAxeViolations(page);
  await erase.getByLabel("I understand this erases everything listed and cannot be undone.").check();
  await eraseButton.click();
  await expect(
    erase.getByRole("status").filter({
      hasText: "Erased. Nothing about this address is left but its ticket orders, if any.",
    }),
  ).toBeVisible();

  await page.getByLabel("Status").selectOption({ label: "Everyone" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: erased })).toHaveCount(0);
  await erase.getByLabel("Their email address").fill(erased);
  await erase.getByRole("button", { name: "Find what we hold" }).click();
  await expect(erase.getByRole("status").filter({ hasText: "Nothing is held about this address." })).toBeVisible();
});

test("the front desk has no subscriber list", async ({ page, consoleErrors }) => {
  await setServerClock(page, T0);
  await enrolThroughApi(page.request, staffCli("add", "--email", staffEmail("desk"), "--role", "front_desk"), T0);
  await page.goto("/staff/subscribers");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText([
    "Today",
    "Inbox",
    "Guests",
    "Newsletters",
    "Door",
    "Orders",
    "Content",
    "Sessions",
  ]);
  expect((await page.request.get("/api/staff/subscribers")).status()).toBe(403);
  expect(consoleErrors).toEqual([]);
});
