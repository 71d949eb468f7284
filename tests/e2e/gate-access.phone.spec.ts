import { expect, setServerClock, test } from "./support/fixtures.ts";
import { E2E_GATE_CODE, THURSDAY_OPEN, forgiveProvokedRefusals, gateCard, newGuest, openGateCard, registerByApi, signIn, tolerateMissingImages } from "./support/gate-access.ts";

test.beforeEach(async ({ page }) => {
  await tolerateMissingImages(page);
});

test.afterEach(async ({ page, consoleErrors }) => {
  forgiveProvokedRefusals(consoleErrors);
  await setServerClock(page, null);
});

test("on a phone the card fits the screen and shows the code after signing in", async ({ page }) => {
  await setServerClock(page, THURSDAY_OPEN);
  const guest = newGuest();
  await registerByApi(page, guest);
  const card = await openGateCard(page);
  await expect(card).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await signIn(page, guest.email, guest.password);
  await expect(gateCard(page).getByText(E2E_GATE_CODE)).toBeVisible();
  await expect(gateCard(page).getByRole("button", { name: "Logout" })).toBeVisible();
});
