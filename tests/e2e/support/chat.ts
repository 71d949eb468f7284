/** The resort assistant's chat, as a visitor opens it and asks it questions on any public page. */
import { expect, type Page, type Request } from "@playwright/test";
import { chatMessages } from "#domain/chat.ts";
import { untilHydrated } from "./hydration.ts";

export const chatButton = (page: Page) => page.getByRole("button", { name: "Open chat with our assistant" });
export const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Resort Assistant" });
export const chatInput = (page: Page) => chatPanel(page).getByRole("textbox", { name: chatMessages.inputLabel });
export const chatLog = (page: Page) => chatPanel(page).getByRole("log");
export const userMessages = (page: Page) => chatLog(page).getByText("You said:");
export const assistantMessages = (page: Page) => chatLog(page).getByText("Assistant:");

/** The chat button works once its page has hydrated. */
export const chatHydrated = (page: Page) => untilHydrated(chatButton(page));

export async function openChat(page: Page): Promise<void> {
  await chatHydrated(page);
  await chatButton(page).click();
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatInput(page)).toBeFocused();
}

/** Sends `question` from the open chat and waits for the reply; answers the request it sent. */
export async function askAssistant(page: Page, question: string): Promise<Request> {
  const request = page.waitForRequest((req) => req.url().endsWith("/api/chat") && req.method() === "POST");
  const before = await assistantMessages(page).count();
  await chatInput(page).fill(question);
  await chatInput(page).press("Enter");
  const sent = await request;
  await expect(assistantMessages(page)).toHaveCount(before + 1);
  return sent;
}
