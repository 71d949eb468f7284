import { setServerClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  E2E_GATE_CODE,
  THURSDAY_OPEN,
  gateCard,
  newGuest,
  openGateCard,
  registerByApi,
  signIn,
} from "./support/gate-access.ts";
import { stubImages } from "./support/images.ts";

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test.afterEach(async ({ page, consoleErrors }) => {
  forgiveFailedRequests(consoleErrors, [400, 401, 429]);
  await setServerClock(page, null);
});

test("on a phone the card fits the screen and shows the code after signing in", async ({ page }) => {
  await setServerClock(page, THURSDAY_OPEN);
  const guest = newGuest();
  await registerByApi(page, guest);
  const card = await openGateCard(page);
  await expect(card).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await signIn(page, guest.email, guest.password);
  await expect(gateCard(page).getByText(E2E_GATE_CODE)).toBeVisible();
  await expect(gateCard(page).getByRole("button", { name: "Logout" })).toBeVisible();
});

test.describe("on a phone-sized screen, where the card sits more than a screen down the page", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test("the sign-in forms load only as the card comes within a screen of view", async ({ page }) => {
    const panelRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/gate-access-panel-[\w-]+\.js$/.test(request.url())) panelRequests.push(request.url());
    });
    await page.goto("/pique-nique");
    await expect(page.getByRole("heading", { level: 1, name: "Pique Nique" })).toBeVisible();
    const card = gateCard(page);
    await expect(card.getByText("Checking your session…")).toBeAttached();
    await expect(card).not.toBeInViewport();
    await page.waitForLoadState("networkidle");
    expect(panelRequests).toEqual([]);

    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("tab", { name: "Sign In" })).toBeVisible();
    expect(panelRequests).toHaveLength(1);
  });
});

test("when the forms fail to load the card says so and Try Again loads them", async ({ page, consoleErrors }) => {
  await page.route(/\/gate-access-panel-[\w-]+\.js(\?.*)?$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/pique-nique#gate-access");
  const card = gateCard(page);
  await expect(card.getByRole("alert")).toHaveText(
    /The sign-in form could not load\. Check your connection and try again\./,
  );
  await page.unroute(/\/gate-access-panel-[\w-]+\.js(\?.*)?$/);
  await card.getByRole("button", { name: "Try Again" }).click();
  await expect(card.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
  forgiveFailedRequests(consoleErrors, ["ERR_INTERNET_DISCONNECTED"]);
});
