import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";
import { stubImages } from "./support/images.ts";
import { startOwnSite, type OwnSite } from "./support/own-site.ts";

/**
 * The mailed account links (reset password, verify email) carry a token. These tests run a site
 * of their own with page analytics switched on, its script served from a local stand-in that
 * records who fetched it, and check that the token pages never load it and drop the token from
 * the address bar at once.
 */

const TOKEN = "mailed-token-7c4e";

/** The analytics stand-in: a script that defines window.analytics, and the pages that asked for it. */
function startAnalytics(): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.headers.referer ?? "");
    response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
    response.end("window.analytics = { page() {} };");
  });
  return new Promise((ready) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      ready({ server, url: `http://127.0.0.1:${port}/stats.js`, requests });
    }),
  );
}

let analytics: Awaited<ReturnType<typeof startAnalytics>>;
let site: OwnSite;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  analytics = await startAnalytics();
  site = await startOwnSite({ ANALYTICS_SCRIPT_URL: analytics.url }, "ignore");
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((closed) => analytics?.server.close(closed));
});

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test("other pages load the analytics script", async ({ page }) => {
  const before = analytics.requests.length;
  await page.goto(`${site.origin}/venue`);
  await expect.poll(() => analytics.requests.length).toBe(before + 1);
  await expect.poll(() => page.evaluate(() => typeof window.analytics)).toBe("object");
});

test("the reset page drops its token from the address bar, never loads analytics, and still uses the token", async ({
  page,
}) => {
  const before = analytics.requests.length;
  const sent: unknown[] = [];
  await page.route("**/api/collections/users/confirm-password-reset", async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await page.goto(`${site.origin}/reset-password?token=${TOKEN}`);
  await expect(page).toHaveURL(`${site.origin}/reset-password`);
  await untilHydrated(page.getByLabel("New password", { exact: true }));
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Confirm new password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been reset. You can now sign in.");
  expect(sent).toEqual([{ token: TOKEN, password: "brand-new-pass", passwordConfirm: "brand-new-pass" }]);

  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => typeof window.analytics)).toBe("undefined");
  expect(analytics.requests.length).toBe(before);
});

test("the verification page drops its token from the address bar, never loads analytics, and still uses the token", async ({
  page,
}) => {
  const before = analytics.requests.length;
  const sent: unknown[] = [];
  await page.route("**/api/collections/users/confirm-verification", async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await page.goto(`${site.origin}/verify-email?token=${TOKEN}`);
  await expect(page).toHaveURL(`${site.origin}/verify-email`);
  await expect(page.getByRole("status")).toHaveText("Thank you! Your email address is verified.");
  expect(sent).toEqual([{ token: TOKEN }]);

  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => typeof window.analytics)).toBe("undefined");
  expect(analytics.requests.length).toBe(before);
});
