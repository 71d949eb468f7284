import type { Page, Request } from "@playwright/test";
import { CHAT_PROMPT } from "#domain/chat-prompt.ts";
import { resort } from "#content/resort.ts";
import { CHAT_HISTORY_LIMIT, chatMessages, chatWelcome, suggestedQuestions } from "#domain/chat.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";

// The machine running the suite is shared; a page with a lazy chunk and a real reply can take a while.
test.describe.configure({ timeout: 60_000 });

const openButton = (page: Page) => page.getByRole("button", { name: "Open chat with our assistant" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Resort Assistant" });
const welcome = chatWelcome(resort);
const input = (page: Page) => panel(page).getByRole("textbox", { name: chatMessages.inputLabel });
const log = (page: Page) => panel(page).getByRole("log");
const userMessages = (page: Page) => log(page).getByText("You said:");
const assistantMessages = (page: Page) => log(page).getByText("Assistant:");

const hydrated = (page: Page) => untilHydrated(openButton(page));

async function openChat(page: Page) {
  await hydrated(page);
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

async function ask(page: Page, question: string): Promise<Request> {
  const request = page.waitForRequest((req) => req.url().endsWith("/api/chat") && req.method() === "POST");
  const before = await assistantMessages(page).count();
  await input(page).fill(question);
  await input(page).press("Enter");
  const sent = await request;
  await expect(assistantMessages(page)).toHaveCount(before + 1);
  return sent;
}

/** The prompt's delay, spelled out so that a changed timing fails. */
const PROMPT_DELAY_MS = 3000;

test.describe("prompt bubble", () => {
  test(`appears ${PROMPT_DELAY_MS} ms after load and stays dismissed for the session`, async ({ page }) => {
    // Paused from the start, so the page's timers only move when the test moves them.
    await page.clock.install({ time: new Date("2026-11-26T18:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-26T18:00:01Z"));
    await page.goto("/book-now");
    await hydrated(page);
    await page.clock.runFor(PROMPT_DELAY_MS - 100);
    await expect(page.getByText(CHAT_PROMPT)).toBeHidden();
    await page.clock.runFor(200);
    await expect(page.getByRole("button", { name: CHAT_PROMPT })).toBeVisible();

    await page.getByRole("button", { name: "Dismiss chat prompt" }).click();
    await expect(page.getByText(CHAT_PROMPT)).toBeHidden();

    await page.goto("/venue");
    await hydrated(page);
    await page.clock.runFor(PROMPT_DELAY_MS * 3);
    await expect(openButton(page)).toBeVisible();
    await expect(page.getByText(CHAT_PROMPT)).toBeHidden();
  });

  test("does not appear while the chat is open, and opens the chat when chosen", async ({ page }) => {
    await page.clock.install();
    await page.goto("/book-now");
    await openChat(page);
    await page.clock.runFor(PROMPT_DELAY_MS + 500);
    await expect(page.getByText(CHAT_PROMPT)).toBeHidden();

    const other = await page.context().newPage();
    await other.clock.install();
    await other.goto("/events");
    await hydrated(other);
    await other.clock.runFor(PROMPT_DELAY_MS);
    await other.getByRole("button", { name: CHAT_PROMPT }).click();
    await expect(panel(other)).toBeVisible();
    await expect(other.getByText(CHAT_PROMPT)).toBeHidden();
  });
});

test("opening moves focus into the panel; Escape closes it and returns focus to the button", async ({ page }) => {
  await page.goto("/events");
  await openChat(page);
  await expect(log(page)).toContainText(welcome.greeting);
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();

  await openButton(page).press("Enter");
  await expect(input(page)).toBeFocused();
  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
});

test("four suggested questions show while there are 2 or fewer messages, then hide", async ({ page }) => {
  await page.goto("/work");
  await openChat(page);
  const suggestions = panel(page).getByRole("list").getByRole("button");
  await expect(suggestions).toHaveText([...suggestedQuestions]);

  await panel(page).getByRole("button", { name: "Can I bring my dog?" }).click();
  await expect(log(page)).toContainText("Pets are welcome but must never be left unattended.");
  await expect(userMessages(page)).toHaveCount(1);
  await expect(panel(page).getByRole("heading", { name: "Suggested questions" })).toBeHidden();
  await expect(panel(page).getByRole("button", { name: suggestedQuestions[0] })).toBeHidden();
});

test("blank input is ignored; Enter sends; Shift+Enter starts a new line", async ({ page }) => {
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat")) requests += 1;
  });
  await page.goto("/venue");
  await openChat(page);

  await input(page).fill("   \n  ");
  await input(page).press("Enter");
  await expect(panel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(userMessages(page)).toHaveCount(0);
  expect(requests).toBe(0);

  await input(page).fill("");
  await input(page).pressSequentially("Where are");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("you located?");
  await expect(input(page)).toHaveValue("Where are\nyou located?");
  expect(requests).toBe(0);

  const request = page.waitForRequest("**/api/chat");
  await input(page).press("Enter");
  expect((await request).postDataJSON()).toMatchObject({ message: "Where are\nyou located?" });
  await expect(log(page)).toContainText("100 Riverfront Way");
  await expect(input(page)).toHaveValue("");
});

test(`each request carries the last ${CHAT_HISTORY_LIMIT} messages as history`, async ({ page }) => {
  await page.goto("/christmas-lights");
  await openChat(page);
  const first = await ask(page, "What time is check-in?");
  expect(first.postDataJSON().history).toEqual([
    expect.objectContaining({ role: "assistant", content: welcome.greeting }),
  ]);

  await ask(page, "Can I bring my dog?");
  await ask(page, "Do you allow tents?");
  const fourth = await ask(page, "What's the phone number?");
  const history = fourth.postDataJSON().history as { id: string; role: string; content: string; timestamp: string }[];
  expect(history).toHaveLength(CHAT_HISTORY_LIMIT);
  expect(history.map((entry) => entry.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
  expect(history.map((entry) => entry.content).filter((_, index) => index % 2 === 0)).toEqual([
    "What time is check-in?",
    "Can I bring my dog?",
    "Do you allow tents?",
  ]);
  for (const entry of history) expect(Date.parse(entry.timestamp)).not.toBeNaN();
});

test("a follow-up question uses the conversation", async ({ page }) => {
  await page.goto("/pique-nique");
  await openChat(page);
  await ask(page, "How many people fit in the Bay Lodge?");
  await expect(log(page)).toContainText("The Bay Lodge holds up to 175 guests");
  await ask(page, "what about the Landing?");
  await expect(log(page)).toContainText("The Landing holds up to 75 guests");
});

test("sending is blocked while a reply is pending, with a visible typing state", async ({ page }) => {
  let calls = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat", async (route) => {
    calls += 1;
    await held;
    await route.fulfill({ json: { message: "Check-in is at 4 PM." } });
  });
  await page.goto("/events");
  await openChat(page);
  await input(page).fill("When is check-in?");
  await input(page).press("Enter");
  await expect(panel(page).getByRole("status")).toHaveText(chatMessages.typing);

  await input(page).fill("Second question");
  await input(page).press("Enter");
  await expect(panel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(userMessages(page)).toHaveCount(1);
  // The typing state shows as the request leaves; the route sees it a moment later.
  await expect.poll(() => calls).toBe(1);

  release();
  await expect(log(page)).toContainText("Check-in is at 4 PM.");
  await expect(panel(page).getByRole("status")).toBeHidden();
  await expect(input(page)).toHaveValue("Second question");
  await input(page).press("Enter");
  await expect(userMessages(page)).toHaveCount(2);
  await expect.poll(() => calls).toBe(2);
});

test("a failed answer or a network error apologises and points to the phone", async ({ page, consoleErrors }) => {
  let mode: "error" | "abort" = "error";
  await page.route("**/api/chat", (route) =>
    mode === "error" ? route.fulfill({ status: 500, json: { error: "boom" } }) : route.abort("internetdisconnected"),
  );
  await page.goto("/book-now");
  await openChat(page);
  await input(page).fill("Is there wifi?");
  await input(page).press("Enter");
  await expect(assistantMessages(page)).toHaveCount(2);
  await expect(log(page)).toContainText(welcome.connectionError);
  expect(welcome.connectionError).toContain("(256) 555-0100");

  mode = "abort";
  await input(page).fill("Hello?");
  await input(page).press("Enter");
  await expect(assistantMessages(page)).toHaveCount(3);
  await expect(log(page).getByText(welcome.connectionError)).toHaveCount(2);
  forgiveFailedRequests(consoleErrors, [500, "ERR_INTERNET_DISCONNECTED"]);
});

test("replies link the site's pages, and never render the server's HTML", async ({ page }) => {
  await page.goto("/work");
  await openChat(page);
  await ask(page, "Is Pique Nique open right now?");
  const link = log(page).getByRole("link", { name: "Pique Nique" });
  await expect(link).toHaveAttribute("href", "/pique-nique");
  await expect(
    log(page)
      .getByRole("link", { name: "(256) 555-0100" })
      .or(log(page).getByRole("link", { name: "(256) 555-0142" })),
  ).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/\/pique-nique$/);
  await expect(panel(page)).toBeVisible();
  await expect(log(page)).toContainText("Is Pique Nique open right now?");

  await page.route("**/api/chat", (route) =>
    route.fulfill({
      json: {
        message:
          'Try <img src=x onerror="window.hacked=1"> and [this](javascript:alert) or [Venue](/venue), call (256) 555-0100.',
      },
    }),
  );
  await ask(page, "anything");
  await expect(log(page)).toContainText('Try <img src=x onerror="window.hacked=1"> and this or Venue');
  await expect(log(page).locator("img")).toHaveCount(0);
  await expect(log(page).getByRole("link", { name: "this" })).toHaveCount(0);
  await expect(log(page).getByRole("link", { name: "Venue" })).toHaveAttribute("href", "/venue");
  await expect(log(page).getByRole("link", { name: "(256) 555-0100" })).toHaveAttribute("href", "tel:+12565550100");
});

test("the open panel has no accessibility violations", async ({ page }) => {
  await page.goto("/venue");
  await openChat(page);
  await ask(page, "What's near the resort?");
  await expectNoAxeViolations(page, "#chat-panel", 'button[aria-controls="chat-panel"]');
});
