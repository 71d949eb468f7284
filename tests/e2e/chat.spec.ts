import { CHAT_PROMPT } from "#domain/chat-prompt.ts";
import { resort } from "#content/resort.ts";
import { CHAT_HISTORY_LIMIT, chatMessages, chatWelcome, suggestedQuestions } from "#domain/chat.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  askAssistant,
  assistantMessages,
  chatButton,
  chatHydrated,
  chatInput,
  chatLog,
  chatPanel,
  openChat,
  userMessages,
} from "./support/chat.ts";

// The machine running the suite is shared; a page with a lazy chunk and a real reply can take a while.
test.describe.configure({ timeout: 60_000 });

const welcome = chatWelcome(resort);

/** The prompt's delay, spelled out so that a changed timing fails. */
const PROMPT_DELAY_MS = 3000;

test.describe("prompt bubble", () => {
  test(`appears ${PROMPT_DELAY_MS} ms after load and stays dismissed for the session`, async ({ page }) => {
    // Paused from the start, so the page's timers only move when the test moves them.
    await page.clock.install({ time: new Date("2026-11-26T18:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-26T18:00:01Z"));
    await page.goto("/book-now");
    await chatHydrated(page);
    await page.clock.runFor(PROMPT_DELAY_MS - 100);
    await expect(page.getByText(CHAT_PROMPT)).toBeHidden();
    await page.clock.runFor(200);
    await expect(page.getByRole("button", { name: CHAT_PROMPT })).toBeVisible();

    await page.getByRole("button", { name: "Dismiss chat prompt" }).click();
    await expect(page.getByText(CHAT_PROMPT)).toBeHidden();

    await page.goto("/venue");
    await chatHydrated(page);
    await page.clock.runFor(PROMPT_DELAY_MS * 3);
    await expect(chatButton(page)).toBeVisible();
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
    await chatHydrated(other);
    await other.clock.runFor(PROMPT_DELAY_MS);
    await other.getByRole("button", { name: CHAT_PROMPT }).click();
    await expect(chatPanel(other)).toBeVisible();
    await expect(other.getByText(CHAT_PROMPT)).toBeHidden();
  });
});

test("opening moves focus into the panel; Escape closes it and returns focus to the button", async ({ page }) => {
  await page.goto("/events");
  await openChat(page);
  await expect(chatLog(page)).toContainText(welcome.greeting);
  await page.keyboard.press("Escape");
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();

  await chatButton(page).press("Enter");
  await expect(chatInput(page)).toBeFocused();
  await chatPanel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
});

test("four suggested questions show while there are 2 or fewer messages, then hide", async ({ page }) => {
  await page.goto("/work");
  await openChat(page);
  const suggestions = chatPanel(page).getByRole("list").getByRole("button");
  await expect(suggestions).toHaveText([...suggestedQuestions]);

  await chatPanel(page).getByRole("button", { name: "Can I bring my dog?" }).click();
  await expect(chatLog(page)).toContainText("Pets are welcome but must never be left unattended.");
  await expect(userMessages(page)).toHaveCount(1);
  await expect(chatPanel(page).getByRole("heading", { name: "Suggested questions" })).toBeHidden();
  await expect(chatPanel(page).getByRole("button", { name: suggestedQuestions[0] })).toBeHidden();
});

test("blank input is ignored; Enter sends; Shift+Enter starts a new line", async ({ page }) => {
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat")) requests += 1;
  });
  await page.goto("/venue");
  await openChat(page);

  await chatInput(page).fill("   \n  ");
  await chatInput(page).press("Enter");
  await expect(chatPanel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(userMessages(page)).toHaveCount(0);
  expect(requests).toBe(0);

  await chatInput(page).fill("");
  await chatInput(page).pressSequentially("Where are");
  await chatInput(page).press("Shift+Enter");
  await chatInput(page).pressSequentially("you located?");
  await expect(chatInput(page)).toHaveValue("Where are\nyou located?");
  expect(requests).toBe(0);

  const request = page.waitForRequest("**/api/chat");
  await chatInput(page).press("Enter");
  expect((await request).postDataJSON()).toMatchObject({ message: "Where are\nyou located?" });
  await expect(chatLog(page)).toContainText("100 Riverfront Way");
  await expect(chatInput(page)).toHaveValue("");
});

test(`each request carries the last ${CHAT_HISTORY_LIMIT} messages as history`, async ({ page }) => {
  await page.goto("/christmas-lights");
  await openChat(page);
  const first = await askAssistant(page, "What time is check-in?");
  expect(first.postDataJSON().history).toEqual([
    expect.objectContaining({ role: "assistant", content: welcome.greeting }),
  ]);

  await askAssistant(page, "Can I bring my dog?");
  await askAssistant(page, "Do you allow tents?");
  const fourth = await askAssistant(page, "What's the phone number?");
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
  await askAssistant(page, "How many people fit in the Bay Lodge?");
  await expect(chatLog(page)).toContainText("The Bay Lodge holds up to 175 guests");
  await askAssistant(page, "what about the Landing?");
  await expect(chatLog(page)).toContainText("The Landing holds up to 75 guests");
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
  await chatInput(page).fill("When is check-in?");
  await chatInput(page).press("Enter");
  await expect(chatPanel(page).getByRole("status")).toHaveText(chatMessages.typing);

  await chatInput(page).fill("Second question");
  await chatInput(page).press("Enter");
  await expect(chatPanel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(userMessages(page)).toHaveCount(1);
  // The typing state shows as the request leaves; the route sees it a moment later.
  await expect.poll(() => calls).toBe(1);

  release();
  await expect(chatLog(page)).toContainText("Check-in is at 4 PM.");
  await expect(chatPanel(page).getByRole("status")).toBeHidden();
  await expect(chatInput(page)).toHaveValue("Second question");
  await chatInput(page).press("Enter");
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
  await chatInput(page).fill("Is there wifi?");
  await chatInput(page).press("Enter");
  await expect(assistantMessages(page)).toHaveCount(2);
  await expect(chatLog(page)).toContainText(welcome.connectionError);
  expect(welcome.connectionError).toContain("(256) 555-0100");

  mode = "abort";
  await chatInput(page).fill("Hello?");
  await chatInput(page).press("Enter");
  await expect(assistantMessages(page)).toHaveCount(3);
  await expect(chatLog(page).getByText(welcome.connectionError)).toHaveCount(2);
  forgiveFailedRequests(consoleErrors, [500, "ERR_INTERNET_DISCONNECTED"]);
});

test("replies link the site's pages, and never render the server's HTML", async ({ page }) => {
  await page.goto("/work");
  await openChat(page);
  await askAssistant(page, "Is Pique Nique open right now?");
  const link = chatLog(page).getByRole("link", { name: "Pique Nique" });
  await expect(link).toHaveAttribute("href", "/pique-nique");
  await expect(
    chatLog(page)
      .getByRole("link", { name: "(256) 555-0100" })
      .or(chatLog(page).getByRole("link", { name: "(256) 555-0142" })),
  ).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/\/pique-nique$/);
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatLog(page)).toContainText("Is Pique Nique open right now?");

  await page.route("**/api/chat", (route) =>
    route.fulfill({
      json: {
        message:
          'Try <img src=x onerror="window.hacked=1"> and [this](javascript:alert) or [Venue](/venue), call (256) 555-0100.',
      },
    }),
  );
  await askAssistant(page, "anything");
  await expect(chatLog(page)).toContainText('Try <img src=x onerror="window.hacked=1"> and this or Venue');
  await expect(chatLog(page).locator("img")).toHaveCount(0);
  await expect(chatLog(page).getByRole("link", { name: "this" })).toHaveCount(0);
  await expect(chatLog(page).getByRole("link", { name: "Venue" })).toHaveAttribute("href", "/venue");
  await expect(chatLog(page).getByRole("link", { name: "(256) 555-0100" })).toHaveAttribute("href", "tel:+12565550100");
});

test("the open panel has no accessibility violations", async ({ page }) => {
  await page.goto("/venue");
  await openChat(page);
  await askAssistant(page, "What's near the resort?");
  await expectNoAxeViolations(page, "#chat-panel", 'button[aria-controls="chat-panel"]');
});
