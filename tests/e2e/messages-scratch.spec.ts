import { test } from "./support/fixtures.ts";

test("shots", async ({ page }) => {
  await page.goto("/");
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await page.locator("#contact").screenshot({ path: "/tmp/messages-contact.png" });
  await page.locator("footer").screenshot({ path: "/tmp/messages-footer.png" });
  await page.goto("/christmas-lights");
  await page.getByRole("button", { name: "Inquire About Group Rates" }).click();
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await page.screenshot({ path: "/tmp/messages-dialog.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/messages-dialog-phone.png" });
});
