import type { Browser, Page } from "@playwright/test";
import { formatUsd, spokenUsd } from "#domain/english.ts";
import { clockText } from "#domain/event-gates.ts";
import { startLlmStandIn } from "#server/testing/llm-stand-in.ts";
import { askAssistant, chatLog, openChat } from "./support/chat.ts";
import { pauseClock, setServerClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { servedWithin2s, staffHeaders as headers } from "./support/content.ts";
import {
  TUESDAY,
  allSaved,
  publishDraft,
  publishedBackTo,
  restoreVersion,
  signInAs,
} from "./support/content-editor.ts";
import { holdingDocument } from "./support/document-lock.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { startOwnSite } from "./support/own-site.ts";
import {
  enrolThroughApi,
  pageOnOwnBrowser,
  signInThroughForm,
  staffCli,
  staffEmail,
  testServerDatabaseUrl,
} from "./support/staff.ts";
import { EVENT_PATH, IN_SEASON, checkoutFromPanel, completeTestCheckout, panel } from "./support/tickets.ts";

// A publish changes pages every visitor sees, so this runs after the other projects (playwright.config.ts).

const KEY = "event:christmas-lights";
const NEW_TIME = "5:30 PM";

/** A visitor's browser, in the Christmas Lights season on the resort's calendar and its own. */
async function visitor(browser: Browser): Promise<Page> {
  const page = await pageOnOwnBrowser(browser, IN_SEASON, { pageClock: true });
  await stubImages(page);
  return page;
}

/** A manager added with `npm run staff`, enrolled once from a browser of their own. Answers their email and TOTP secret. */
async function enrolledManager(browser: Browser): Promise<{ email: string; secret: string }> {
  const email = staffEmail("manager");
  const phone = await pageOnOwnBrowser(browser, TUESDAY);
  const secret = await enrolThroughApi(phone.request, staffCli("add", "--email", email, "--role", "manager"), TUESDAY);
  await phone.context().close();
  return { email, secret };
}

/** The public pages with the event's gates opening at `time` ("5:00 PM") and an adult ticket at `cents`. */
async function expectPublicPagesAt(page: Page, { time, cents }: { time: string; cents: number }): Promise<void> {
  const spoken = clockText(time);
  await servedWithin2s(page.request, EVENT_PATH, `Nightly, gates open ${spoken}`);
  await servedWithin2s(page.request, "/christmas-lights", `Adult ${spokenUsd(cents)} · Child`);
  await page.goto(EVENT_PATH);
  await expect(page.getByRole("main")).toContainText(`Nightly, gates open ${spoken}`);
  await expect(page.getByRole("region", { name: "Schedule" }).getByRole("listitem").first()).toHaveText(
    new RegExp(`${time}\\s*Gates open`),
  );
  await expect(panel(page).getByRole("listitem").filter({ hasText: "Ages 13 and up, one night" })).toContainText(
    formatUsd(cents),
  );
  await page.goto("/christmas-lights");
  const plan = page.getByRole("region", { name: "Plan Your Visit" });
  await expect(plan.getByRole("definition").filter({ hasText: "nightly" })).toHaveText(`${spoken} nightly`);
  await expect(plan).toContainText(`Adult ${spokenUsd(cents)} · Child`);
  // The tip about the lines says when the gates open, and so stays true wherever they move.
  await expect(plan.getByRole("listitem").first()).toHaveText(
    "Arrive early on weekends: lines are shortest right when the gates open.",
  );
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test("a manager moves the Christmas Lights' opening time and adult price, previews, publishes, sees the site, the checkout and the assistant follow, and restores the version before", async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Four browsers, a second instance of the site, and the wait for other tests that edit the event.
  test.slow();
  await holdingDocument(KEY, async () => {
    const { email, secret } = await enrolledManager(browser);
    // One time step after the enrolment, which spent its own step's code.
    const signedIn = new Date(TUESDAY.getTime() + 30_000);
    await setServerClock(page, signedIn);
    await page.clock.install({ time: signedIn });
    await page.goto("/staff");
    await signInThroughForm(page, { email, secret, at: signedIn });
    // The console asked who is signed in before the sign-in.
    expect(forgiveFailedRequests(consoleErrors, [401])).toBe(1);
    const found = (await (await page.request.get(`/api/staff/content/${KEY}`)).json()) as {
      published: unknown;
    };
    try {
      await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
      await page.getByLabel("Search titles").fill("christmas");
      await page.getByRole("button", { name: "Show", exact: true }).click();
      await page
        .getByRole("list", { name: "Documents" })
        .getByRole("link", { name: /^Event: christmas-lights/ })
        .click();
      await expect(page.getByRole("heading", { name: "Event: christmas-lights", level: 1 })).toBeVisible();
      await pauseClock(page);

      const timeLine = page.getByRole("textbox", { name: "Time", exact: true }).first();
      const gatesOpen = page.getByRole("group", { name: "Schedule entry 1" });
      const adult = page.getByRole("group", { name: "Ticket 1" });
      const price = adult.getByRole("textbox", { name: "Price ($)" });
      await expect(gatesOpen.getByRole("textbox", { name: "Activity" })).toHaveValue("Gates open");
      await expect(adult.getByRole("textbox", { name: "Label" })).toHaveValue("Adult");
      // Today's values, whatever they are: the site goes back to them at the end.
      const oldTime = await gatesOpen.getByRole("textbox", { name: "Time" }).inputValue();
      const oldCents = Math.round(Number(await price.inputValue()) * 100);
      const oldLine = await timeLine.inputValue();
      expect(oldLine).toContain(`gates open ${clockText(oldTime)}`);

      // A visitor buys a ticket at today's price before anything changes.
      const earlyBuyer = `early-${Date.now().toString(36)}@example.org`;
      const early = await visitor(browser);
      await checkoutFromPanel(early, { adults: 1, email: earlyBuyer });
      await expect(early.getByRole("row", { name: `Adult 1 ${formatUsd(oldCents)}` })).toBeVisible();
      await completeTestCheckout(early);
      await early.context().close();

      // A price that is not one says so beside the field, and nothing publishes.
      const publish = page.getByRole("button", { name: "Publish", exact: true });
      for (const [typed, message] of [
        ["-12", "Must be more than 0."],
        ["twelve", "Must be a number."],
      ] as const) {
        await price.fill(typed);
        await expect(price).toHaveAttribute("aria-invalid", "true");
        await expect(price).toHaveAccessibleDescription(message);
        await expect(publish).toBeDisabled();
        await expect(
          page.getByText("This draft cannot be published until the highlighted fields are fixed."),
        ).toBeVisible();
      }
      await price.fill("12");
      await expect(price).not.toHaveAttribute("aria-invalid", "true");

      // The schedule is where the gates' time is; the one-line time may not contradict it.
      await gatesOpen.getByRole("textbox", { name: "Time" }).fill(NEW_TIME);
      await expect(timeLine).toHaveAccessibleDescription(
        `Draft: confirm or correct this. Says the gates open at ${clockText(oldTime)}, but the schedule's "Gates open" is at ${NEW_TIME}.`,
      );
      await expect(publish).toBeDisabled();
      await timeLine.fill(oldLine.replace(clockText(oldTime), NEW_TIME));
      await expect(timeLine).not.toHaveAttribute("aria-invalid", "true");
      await allSaved(page);
      const changes = page.getByRole("list", { name: "What will change" });
      await expect(changes).toContainText(`Tickets › 1 › Price ($): ${formatUsd(oldCents)} → $12.00`);
      await expect(changes).toContainText(`Schedule › 1 › Time: “${oldTime}” → “${NEW_TIME}”`);

      // The preview at a phone's width is the real page with the draft: the Christmas Lights page first, then the event's.
      const preview = page.getByRole("region", { name: "Preview", exact: true });
      await preview.getByRole("button", { name: "Phone" }).click();
      const lights = preview.getByTitle("Preview of /christmas-lights with the draft, phone width");
      await expect(lights).toHaveAttribute("width", "390");
      const plan = lights.contentFrame().getByRole("region", { name: "Plan Your Visit" });
      await expect(plan.getByRole("definition").filter({ hasText: "nightly" })).toHaveText(`${NEW_TIME} nightly`);
      await expect(plan).toContainText("Adult $12 · Child");
      await preview.getByRole("combobox", { name: "Page" }).selectOption(EVENT_PATH);
      const drawn = preview.getByTitle(`Preview of ${EVENT_PATH} with the draft, phone width`).contentFrame();
      await expect(drawn.getByRole("main")).toContainText(`Nightly, gates open ${NEW_TIME}`);
      await expect(
        drawn.getByRole("region", { name: "Buy Tickets" }).getByRole("listitem").filter({ hasText: "Ages 13 and up" }),
      ).toContainText("$12.00");

      // The front desk reads the same draft but cannot publish it, in the console or through the API.
      const desk = await pageOnOwnBrowser(browser, TUESDAY);
      await signInAs(desk, "front_desk");
      await desk.goto(`/staff/content?doc=${KEY}`);
      await expect(desk.getByRole("heading", { name: "Event: christmas-lights", level: 1 })).toBeVisible();
      await expect(desk.getByText("Read only: your role may look, not change.")).toBeVisible();
      await expect(
        desk.getByRole("group", { name: "Ticket 1" }).getByRole("textbox", { name: "Price ($)" }),
      ).toHaveValue("12");
      await expect(desk.getByRole("button", { name: /^(Publish|Restore)/ })).toHaveCount(0);
      const { revision } = (await (await desk.request.get(`/api/staff/content/${KEY}`)).json()) as { revision: number };
      const refused = await desk.request.post(`/api/staff/content/${KEY}/publish`, { data: { revision }, headers });
      expect(refused.status()).toBe(403);
      await desk.context().close();

      const version = await publishDraft(page);
      const site = await visitor(browser);
      await expectPublicPagesAt(site, { time: NEW_TIME, cents: 1200 });

      // The ticket panel's checkout charges the published price.
      const buyer = `journey-${Date.now().toString(36)}@example.org`;
      await checkoutFromPanel(site, { adults: 1, email: buyer });
      await expect(site.getByRole("row", { name: "Adult 1 $12.00" })).toBeVisible();
      await completeTestCheckout(site);
      await expect(site.getByRole("status").filter({ hasText: "Total paid: $12.00" })).toBeVisible();

      // An order paid before the change keeps what it was charged; the new one is at the new price.
      const nav = page.getByRole("navigation", { name: "Console" });
      await nav.getByRole("link", { name: "Orders" }).click();
      for (const [who, cents] of [
        [earlyBuyer, oldCents],
        [buyer, 1200],
      ] as const) {
        await openOrder(page, who);
        await expect(page.getByRole("region", { name: /^Order / }).getByRole("list", { name: "Lines" })).toContainText(
          `1 × Adult at ${formatUsd(cents)}: ${formatUsd(cents)}`,
        );
      }

      // The assistant of another instance of the resort, on a language model, answers from what is published.
      const model = await startLlmStandIn((messages) => {
        const grounded = /Gates open at [^.]+\./.exec(messages[0]?.content ?? "")?.[0] ?? "I don't know.";
        return `From the model: ${grounded}`;
      });
      const second = await startOwnSite(
        { E2E_DATABASE_URL: testServerDatabaseUrl(), LLM_BASE_URL: model.url, LLM_MODEL: "resort-test-model" },
        "ignore",
      );
      try {
        const asking = await browser.newContext({ baseURL: second.origin });
        const chat = await asking.newPage();
        await stubImages(chat);
        await chat.goto("/christmas-lights");
        await openChat(chat);
        await askAssistant(chat, "What time do the Christmas lights open?");
        await expect(chatLog(chat)).toContainText(`From the model: Gates open at ${NEW_TIME} nightly.`);
        expect(model.requests).toHaveLength(1);
        await asking.close();
      } finally {
        await second.stop();
        await model.close();
      }

      // Restoring the version before makes a draft: the site keeps what is published until it is published.
      await nav.getByRole("link", { name: "Content" }).click();
      await page
        .getByRole("list", { name: "Documents" })
        .getByRole("link", { name: /^Event: christmas-lights/ })
        .click();
      const versions = page.getByRole("list", { name: "Published versions, newest first" });
      await expect(versions.getByRole("listitem", { name: `Version ${version}`, exact: true })).toContainText(
        `Tickets › 1 › Price ($): ${formatUsd(oldCents)} → $12.00`,
      );
      await restoreVersion(page, version - 1);
      await expect(price).toHaveValue(String(oldCents / 100));
      await expect(changes).toContainText(`Tickets › 1 › Price ($): $12.00 → ${formatUsd(oldCents)}`);
      await site.goto(EVENT_PATH);
      await expect(site.getByRole("main")).toContainText(`Nightly, gates open ${NEW_TIME}`);
      await publishDraft(page);
      await expectPublicPagesAt(site, { time: oldTime, cents: oldCents });
      await site.context().close();
    } finally {
      await publishedBackTo(page.request, KEY, found.published);
    }
  });
});

/** Finds a buyer's order on the console's Orders screen and opens it. */
async function openOrder(page: Page, email: string): Promise<void> {
  const find = page.getByRole("search", { name: "Find orders" });
  await find.getByLabel("Search reference, email or name").fill(email);
  await find.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("table", { name: "Orders, newest first" }).getByRole("row").filter({ hasText: email });
  await row.getByRole("link", { name: /^Open order / }).click();
}
