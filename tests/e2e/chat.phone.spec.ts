import { chatMessages } from "#domain/chat.ts";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 60_000 });

test("the chat is usable on a 390x844 screen", async ({ page }, testInfo) => {
  await page.goto("/christmas-lights");
  const button = page.getByRole("button", { name: "Open chat with our assistant" });
  await untilHydrated(button);
  await button.click();
  const panel = page.getByRole("dialog", { name: "Resort Assistant" });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);

  const input = panel.getByRole("textbox", { name: chatMessages.inputLabel });
  await input.fill("How far is Noccalula Falls?");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("log")).toContainText("Noccalula Falls Park is about 6 miles from the resort.");
  await expect(panel.getByRole("button", { name: "Close chat" })).toBeInViewport();
  await testInfo.attach("the open chat on a phone", { body: await page.screenshot(), contentType: "image/png" });
});
