import { test } from "@playwright/test";
test("probe", async ({ page }) => {
  page.on("response", (r) => { if (r.status() >= 400) console.log("BAD", r.status(), r.url()); });
  await page.goto("/events/christmas-lights");
  await page.waitForTimeout(1500);
});
