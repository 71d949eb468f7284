import type { Browser, BrowserContext, Page } from "@playwright/test";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { uniqueEmail } from "./support/addresses.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { deliveredMail } from "./support/mail-server.ts";
import { startOwnSite, type OwnSite } from "./support/own-site.ts";
import { enrolThroughApi, staffCliOn, staffEmail } from "./support/staff.ts";
import { expectToast } from "./support/toasts.ts";

// Tuesday 24 November 2026, 9 AM in Gadsden.
const T0 = new Date("2026-11-24T15:00:00.000Z");
const SIGNED_UP = "Nov 24, 2026, 9:00 AM";
const CONFIRMED = "Nov 24, 2026, 9:20 AM";

test.slow();

/**
 * The setting is the whole site's, so this test runs a site of its own (and its own mail server)
 * rather than turning double opt-in on under the other tests' signups.
 */
let smtp: TestSmtp;
let site: OwnSite;
let contexts: BrowserContext[] = [];

test.beforeEach(async () => {
  smtp = await startTestSmtp();
  site = await startOwnSite({ SMTP_URL: smtp.url }, "ignore");
});

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  await site.stop();
  await smtp.stop();
});

/** A browser of its own on the test's site, with the server's clock and the page's at `at`. */
async function ownBrowserAt(browser: Browser, at: Date): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.origin,
    extraHTTPHeaders: { "X-Forwarded-For": nextClientAddress(test.info().workerIndex) },
  });
  contexts.push(context);
  const page = await context.newPage();
  await setServerClock(page, at);
  await page.clock.install({ time: at });
  return page;
}

test("a manager asks new subscribers to confirm; a visitor confirms from the mailed link and the console shows the consent", async ({
  browser,
}) => {
  const manager = await ownBrowserAt(browser, T0);
  await enrolThroughApi(
    manager.request,
    staffCliOn(site.origin, "add", "--email", staffEmail("manager"), "--role", "manager"),
    T0,
    site.origin,
  );
  await manager.goto("/staff/settings");
  const signup = manager.getByRole("region", { name: "Newsletter signup" });
  const doubleOptIn = signup.getByRole("checkbox", { name: "Ask new subscribers to confirm by email" });
  await expect(doubleOptIn).not.toBeChecked();
  await doubleOptIn.check();
  await expect(
    signup
      .getByRole("status")
      .filter({ hasText: "New subscribers now get the newsletter only once they confirm by email." }),
  ).toBeVisible();
  await manager.reload();
  await expect(doubleOptIn).toBeChecked();
  await expectNoAxeViolations(manager, 'section[aria-labelledby="newsletter-title"]');

  // A visitor subscribes from the events page and is told what the spec says.
  const visitor = await ownBrowserAt(browser, T0);
  await stubImages(visitor);
  await visitor.goto("/events");
  const email = uniqueEmail("optin");
  const footer = visitor.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(visitor, "Welcome aboard!", "You've successfully subscribed to our newsletter.");

  // The console lists the address as awaiting confirmation, from the page it was given on.
  await manager.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Subscribers" }).click();
  await manager.getByLabel("Status").selectOption({ label: "Awaiting confirmation" });
  await manager.getByRole("button", { name: "Search" }).click();
  const table = manager.getByRole("table", { name: "Subscribers, newest first" });
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell")).toHaveText([
    email,
    "Awaiting confirmation",
    `${SIGNED_UP} on /events`,
    "Double opt-in, awaiting confirmation",
    "No",
    "Unsubscribe",
  ]);

  // The mail, as the visitor's mail server received it, says what to do.
  const confirmation = await deliveredMail(smtp, email, /^Confirm your subscription to the /);
  expect(confirmation.text).toContain('press "Confirm subscription"');
  const link = new RegExp(`${site.origin}/api/newsletter/confirm\\?token=[\\w.-]+`).exec(confirmation.text ?? "")?.[0];
  expect(link).toBeDefined();
  expect(confirmation.html).toContain(`href="${link}"`);

  // Twenty minutes later the visitor opens it: the page asks, and only the button confirms.
  const later = new Date(T0.getTime() + 20 * 60_000);
  await setServerClock(visitor, later);
  await visitor.clock.setSystemTime(later);
  await visitor.goto(link ?? "", { waitUntil: "load" });
  await expect(visitor.getByRole("heading", { name: "Confirm your subscription", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("main")).toContainText(`Send our newsletter to ${email}?`);
  await manager.reload();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Awaiting confirmation");

  await visitor.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(visitor.getByRole("heading", { name: "You're subscribed", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("main")).toContainText(`${email} will receive our newsletter.`);
  const welcome = await deliveredMail(smtp, email, /^Welcome to the /);
  expect(welcome.text).toContain(`${site.origin}/api/unsubscribe?token=`);

  await manager.getByLabel("Status").selectOption({ label: "Subscribed" });
  await manager.getByRole("button", { name: "Search" }).click();
  await expect(row.getByRole("cell")).toHaveText([
    email,
    "Subscribed",
    `${SIGNED_UP} on /events`,
    `Double opt-in, confirmed ${CONFIRMED}`,
    "No",
    "Unsubscribe",
  ]);
  await expectNoAxeViolations(manager);

  // A week and a day after it was mailed, the link has expired.
  const nextWeek = new Date(T0.getTime() + 8 * 24 * 60 * 60_000);
  await setServerClock(visitor, nextWeek);
  const expired = await visitor.goto(link ?? "", { waitUntil: "load" });
  expect(expired?.status()).toBe(400);
  await expect(visitor.getByRole("heading", { name: "This link has expired", level: 1 })).toBeVisible();
});
