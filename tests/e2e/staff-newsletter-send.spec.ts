import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import type { Page } from "@playwright/test";
import { scheduleTime } from "#domain/content/schedule-time.ts";
import { resortTimeZone } from "#domain/zoned-time.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { startOwnSite, type OwnSite } from "./support/own-site.ts";
import { enrolThroughApi, staffEmail } from "./support/staff.ts";

/**
 * A campaign sent for real: a site of this test's own mails a real SMTP server, at most two
 * newsletter mails an hour (NEWSLETTER_PER_HOUR), so that a campaign of three is still going out
 * when the manager pauses it; the test moves the server's clock over the hours.
 */

const EVENT = "Christmas Lights Drive-Through";
const HOUR = 60 * 60_000;

interface SendingSite {
  site: OwnSite;
  smtp: TestSmtp;
}

/** A site and mail server for each test: a test counts every subscriber of its site. */
const testSending = test.extend<{ smtp: TestSmtp; sendingSite: SendingSite }>({
  sendingSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use) => {
      const smtp = await startTestSmtp();
      // The test moves the server's clock by hours: the manager's session must outlast that.
      const site = await startOwnSite(
        { SMTP_URL: smtp.url, NEWSLETTER_PER_HOUR: "2", STAFF_SESSION_IDLE_MINUTES: "600" },
        "ignore",
      );
      try {
        await use({ site, smtp });
      } finally {
        await site.stop();
        await smtp.stop();
      }
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ sendingSite }, use) => use(sendingSite.site.origin),
  smtp: async ({ sendingSite }, use) => use(sendingSite.smtp),
});

/** Pins the whole site's clock, its background work included (it is this test's own site). */
async function setSiteClock(page: Page, now: Date | null): Promise<void> {
  const response = await page.request.post("/api/test/server-clock", { data: { now: now?.toISOString() ?? null } });
  expect(response.ok()).toBe(true);
}

/** A manager of the site, enrolled with `npm run staff` against its database, signed in on the page. */
async function signInManager(page: Page, origin: string, at: Date): Promise<string> {
  const port = new URL(origin).port;
  const databaseUrl = readFileSync(join(tmpdir(), `resort-e2e-${port}.database`), "utf8");
  const email = staffEmail("manager");
  const run = spawnSync(process.execPath, ["scripts/staff.ts", "add", "--email", email, "--role", "manager"], {
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: origin, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const link = /(http\S+\/staff\/enrol#\S+)$/m.exec(run.stdout)?.[1] ?? "";
  await enrolThroughApi(page.request, link, at, origin);
  return email;
}

/** A day and a time as the resort's clock reads them, for the console's "send later" fields. */
function resortWallClock(at: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: resortTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const recipientOf = (mail: ParsedMail) => [mail.to ?? []].flat()[0]?.value[0]?.address ?? "";

function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

testSending(
  "a manager writes a newsletter with an event, previews it on a phone, tests it, takes back a send, schedules it, pauses and resumes it; each subscriber gets one copy, and a one-click unsubscribe leaves the next one out",
  async ({ page, smtp, baseURL }) => {
    testSending.slow();
    const origin = baseURL ?? "";
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await setSiteClock(page, start);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const subscribers = ["ana", "ben", "cy"].map((name) => `${name}-${tag}@example.com`);
    for (const email of subscribers) {
      const response = await page.request.post("/api/subscribe-newsletter", {
        data: { email },
        headers: { "X-Forwarded-For": nextClientAddress() },
      });
      expect(response.status()).toBe(200);
    }
    const manager = await signInManager(page, origin, start);

    // Written, saved, previewed at a phone's width and tested.
    const subject = `Lights on the river ${tag}`;
    await page.goto("/staff/newsletters");
    await page.getByRole("button", { name: "New newsletter" }).click();
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page.getByRole("button", { name: "Create draft" }).click();
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("combobox", { name: "Block to add" }).selectOption({ label: "Heading" });
    await form.getByRole("button", { name: "Add block" }).click();
    await form.getByRole("group", { name: "Block 1: Heading" }).getByRole("textbox").fill("The lights are back");
    await form.getByRole("combobox", { name: "Block to add" }).selectOption({ label: "Event" });
    await form.getByRole("button", { name: "Add block" }).click();
    await form
      .getByRole("group", { name: "Block 2: Event" })
      .getByRole("combobox", { name: "Event" })
      .selectOption({ label: `${EVENT} (November 21, 2026 - January 4, 2027)` });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText(/^Saved /);
    await page.getByRole("group", { name: "Preview width" }).getByRole("button", { name: "Phone" }).click();
    const preview = page.getByTitle("Preview at a phone's width");
    await expect(preview).toHaveAttribute("width", "375");
    await expect(preview).toHaveAttribute("srcdoc", new RegExp(`<h2 [^>]*>${EVENT}</h2>`));
    // On a phone itself the editor fits the screen: the mail's frame scrolls inside its panel.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (desktop) await page.setViewportSize(desktop);
    await page.getByRole("region", { name: "Send a test" }).getByRole("button", { name: "Send a test" }).click();
    const tests = await smtp.waitForMail((mail) => mail.subject === `[Test] ${subject}`, 15_000);
    expect(recipientOf(tests[0] as ParsedMail)).toBe(manager);

    // "Send now" asks once more, then leaves a minute to take it back.
    const sending = page.getByRole("region", { name: "Audience and sending" });
    await expect(sending.getByRole("radio", { name: "Every confirmed subscriber" })).toBeChecked();
    await expect(sending.getByRole("status").first()).toHaveText("3 subscribers would get it now.");
    await expectNoAxeViolations(page, "#newsletter-sending");
    await sending.getByRole("button", { name: "Send now" }).click();
    await expect(sending.getByText(`Send “${subject}” to 3 subscribers?`, { exact: false })).toBeFocused();
    await sending.getByRole("button", { name: "Send to 3 subscribers" }).click();
    await expect(sending.getByText(/^Starts in [01]:\d\d$/)).toBeVisible();
    await expect(page.getByText(/^Set to send (?!at )/)).toBeVisible();
    await sending.getByRole("button", { name: "Undo: don't send" }).click();
    await expect(sending.getByText("Taken back: it is a draft again, and no one got it.")).toBeVisible();
    await expect(page.getByText(/^Draft · saved /)).toBeVisible();

    // Scheduled for an hour from now in the resort's zone; the editor locks while it is set.
    const at = new Date(start.getTime() + HOUR);
    const { day, time } = resortWallClock(at);
    const later = sending.getByRole("form", { name: "Send later" });
    await later.getByLabel("Day").fill(day);
    await later.getByLabel(/^Time/).fill(time);
    await later.getByRole("button", { name: "Schedule" }).click();
    await sending.getByRole("button", { name: "Schedule it" }).click();
    await expect(sending.getByText(`Set to send at ${scheduleTime(at.toISOString())} by ${manager}.`)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Subject" })).toBeDisabled();

    // Its time comes: two go out (the hourly rate), and a pause holds the third.
    await setSiteClock(page, new Date(at.getTime() + 1000));
    await expect(sending.getByText("Sending: 2 of 3 sent.")).toBeVisible({ timeout: 15_000 });
    await sending.getByRole("button", { name: "Pause" }).click();
    await expect(sending.getByText("Paused: 2 of 3 sent; the rest wait.")).toBeVisible();
    await setSiteClock(page, new Date(at.getTime() + 2 * HOUR));
    // Two refreshes of the counts span a second at least: the sender has looked at least once since.
    for (let refresh = 0; refresh < 2; refresh++)
      await page.waitForResponse((response) => response.url().endsWith(`/api/staff/newsletters/${campaignIdOf(page)}`));
    await expect(sending.getByText("Paused: 2 of 3 sent; the rest wait.")).toBeVisible();
    expect(smtp.messages.filter((mail) => mail.subject === subject)).toHaveLength(2);
    await sending.getByRole("button", { name: "Resume" }).click();
    await expect(sending.getByText(/^Sent /)).toBeVisible({ timeout: 15_000 });
    await expect(sending.getByRole("definition").nth(1)).toHaveText("3");
    await expectNoAxeViolations(page, "#newsletter-sending");

    const sent = smtp.messages.filter((mail) => mail.subject === subject);
    expect(sent.map(recipientOf).sort()).toEqual([...subscribers].sort());
    for (const mail of sent) {
      expect(mail.html).toContain(EVENT);
      expect(mail.text).toContain("The lights are back");
      expect(rawHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(rawHeader(mail, "list-id")).toBe("<newsletter.127.0.0.1>");
      expect(rawHeader(mail, "list-unsubscribe")).toMatch(
        new RegExp(`^<${origin}/api/unsubscribe\\?token=[\\w.-]+&campaign=\\d+>$`),
      );
    }

    // A mailbox provider's one-click POST, without a cookie: the next newsletter leaves the address out.
    const leaving = sent.find((mail) => recipientOf(mail) === subscribers[0]) as ParsedMail;
    const oneClick = await fetch(rawHeader(leaving, "list-unsubscribe").slice(1, -1), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    await page.reload();
    await expect(sending.getByText("Unsubscribed by its link")).toBeVisible();

    await setSiteClock(page, new Date(at.getTime() + 4 * HOUR));
    await page.goto("/staff/newsletters");
    const next = `Next on the river ${tag}`;
    await page.getByRole("button", { name: "New newsletter" }).click();
    await page.getByRole("textbox", { name: "Subject" }).fill(next);
    await page.getByRole("button", { name: "Create draft" }).click();
    await form.getByRole("combobox", { name: "Block to add" }).selectOption({ label: "Heading" });
    await form.getByRole("button", { name: "Add block" }).click();
    await form.getByRole("group", { name: "Block 1: Heading" }).getByRole("textbox").fill("See you soon");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText(/^Saved /);
    await expect(sending.getByRole("status").first()).toHaveText("2 subscribers would get it now.");
    await sending.getByRole("button", { name: "Send now" }).click();
    await sending.getByRole("button", { name: "Send to 2 subscribers" }).click();
    await setSiteClock(page, new Date(at.getTime() + 4 * HOUR + 61_000));
    await expect(sending.getByText(/^Sent /)).toBeVisible({ timeout: 15_000 });
    const second = smtp.messages.filter((mail) => mail.subject === next);
    expect(second.map(recipientOf).sort()).toEqual(subscribers.slice(1).sort());
    await setSiteClock(page, null);
  },
);

/** The open campaign's id, from the console's address (`?open=…`). */
function campaignIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get("open") ?? "";
}
