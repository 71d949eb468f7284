import type { Page } from "@playwright/test";
import { uniqueEmail } from "./support/addresses.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { failRequests, holdRequests } from "./support/requests.ts";
import { expectToast } from "./support/toasts.ts";

const ENDPOINT = "/api/subscribe-newsletter";

function signup(page: Page) {
  const footer = page.getByRole("contentinfo");
  return {
    email: footer.getByLabel("Email address"),
    subscribe: footer.getByRole("button", { name: /^Subscrib(e|ing\.\.\.)$/ }),
  };
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test("an empty address asks for one and makes no request", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(ENDPOINT)) sent.push(request.url());
  });
  await page.goto("/");
  const { email, subscribe } = signup(page);
  await email.fill("   ");
  await subscribe.click();
  await expectToast(page, "Email Required", "Please enter your email address");
  expect(sent).toEqual([]);
});

for (const path of ["/", "/venue", "/events"]) {
  test(`subscribes from the footer of ${path}, clears the field, and knows a repeat`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path);
    const { email, subscribe } = signup(page);
    const address = uniqueEmail("footer");
    const release = await holdRequests(page, ENDPOINT);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(ENDPOINT));
    await email.fill(`  ${address.toUpperCase()} `);
    await subscribe.click();
    expect((await request).postDataJSON()).toEqual({ email: address, website: "" });
    await expect(email).toBeDisabled();
    await expect(subscribe).toBeDisabled();
    release();
    await expectToast(page, "Welcome aboard!", "You've successfully subscribed to our newsletter.");
    await expect(email).toHaveValue("");
    await expect(email).toBeEnabled();

    await email.fill(address);
    await subscribe.click();
    await expectToast(page, "Already Subscribed", "This email is already on our mailing list!");
    forgiveFailedRequests(consoleErrors, [409]);
  });
}

test("other failures show the server's text, else the fallback", async ({ page, consoleErrors }) => {
  await page.goto("/");
  const { email, subscribe } = signup(page);
  await failRequests(page, ENDPOINT, 500, { error: "The list is being updated. Try again shortly." });
  await email.fill(uniqueEmail("fail"));
  await subscribe.click();
  await expectToast(page, "Subscription Failed", "The list is being updated. Try again shortly.");
  await expect(email).not.toHaveValue("");

  await page.unroute(`**${ENDPOINT}`);
  await failRequests(page, ENDPOINT, 502, "<html>Bad gateway</html>");
  await subscribe.click();
  await expectToast(page, "Subscription Failed", "Unable to subscribe. Please try again.");
  forgiveFailedRequests(consoleErrors, [500, 502]);
});

test("a malformed address is refused with the server's own rule", async ({ page, consoleErrors }) => {
  await page.goto("/");
  const { email, subscribe } = signup(page);
  await email.fill("not-an-address");
  const answer = page.waitForResponse((response) => response.url().endsWith(ENDPOINT));
  await subscribe.click();
  expect((await answer).status()).toBe(400);
  await expectToast(page, "Subscription Failed", "Please enter a valid email address.");
  await expect(email).toHaveValue("not-an-address");
  forgiveFailedRequests(consoleErrors, [400]);
});

test("the real server's rate limit reaches the visitor as its text", async ({ page, consoleErrors }) => {
  await page.goto("/");
  const { email, subscribe } = signup(page);
  // The first five from this visitor's address go straight to the API: the signup's own sending is
  // covered above, and five rounds through the form only slow this test down on a busy machine.
  for (let i = 0; i < 5; i += 1) {
    const sent = await page.request.post(ENDPOINT, {
      headers: { Origin: new URL(page.url()).origin },
      data: { email: uniqueEmail(`limit${i}`) },
    });
    expect(sent.ok()).toBe(true);
  }
  await email.fill(uniqueEmail("limit-last"));
  await subscribe.click();
  await expectToast(
    page,
    "Subscription Failed",
    "Too many sign-up attempts from this device. Please wait a few minutes and try again.",
  );
  forgiveFailedRequests(consoleErrors, [429]);
});

test("the signup has no accessibility violations", async ({ page }) => {
  await page.goto("/venue");
  await signup(page).email.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, "footer");
});

test("the unsubscribe page renders under its own strict policy, styles included", async ({ page }) => {
  const response = await page.goto("/api/unsubscribe?token=not-a-real-token");
  expect(response?.status()).toBe(400);
  expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
  await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
  await expect(page.getByText("This unsubscribe link is invalid.")).toBeVisible();
  // The inline style is allowed by its hash alone; a blocked style would leave the body full width.
  expect(await page.locator("body").evaluate((body) => getComputedStyle(body).maxWidth)).toBe("512px");
  await page.getByRole("link", { name: "Back to the website" }).click();
  await expect(page).toHaveURL(/\/$/);
});
