import { baseURL } from "#tests/e2e/support/browser.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pauseClock, setServerClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  E2E_GATE_CODE,
  MONDAY_CLOSED,
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

test.describe("signed out", () => {
  test("offers Sign In and Register tabs, Sign In first", async ({ page }) => {
    const card = await openGateCard(page);
    await expect(card.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(card.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "false");
    await expect(card.getByLabel("First name")).toHaveCount(0);
    await card.getByRole("tab", { name: "Register" }).click();
    await expect(card.getByLabel("First name")).toBeVisible();
    await expect(card.getByRole("button", { name: "Sign In" })).toHaveCount(0);
    await expectNoAxeViolations(page, "#gate-access");
  });

  test("sign in: every validation message, each cleared when its field is edited", async ({ page }) => {
    const card = await openGateCard(page);
    await card.getByRole("button", { name: "Sign In" }).click();
    await expect(card.getByText("Email is required")).toBeVisible();
    await expect(card.getByText("Password is required")).toBeVisible();
    await card.getByLabel("Email").fill("not-an-address");
    await expect(card.getByText("Email is required")).toHaveCount(0);
    await expect(card.getByText("Password is required")).toBeVisible();
    await card.getByRole("button", { name: "Sign In" }).click();
    await expect(card.getByText("Please enter a valid email address")).toBeVisible();
    await expect(card.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await card.getByLabel("Email").press("End");
    await card.getByLabel("Email").pressSequentially("@example.com");
    await expect(card.getByText("Please enter a valid email address")).toHaveCount(0);
    await card.getByLabel("Password").fill("x");
    await expect(card.getByText("Password is required")).toHaveCount(0);
  });

  test("register: every validation message, each cleared when its field is edited", async ({ page }) => {
    const card = await openGateCard(page);
    await card.getByRole("tab", { name: "Register" }).click();
    await card.getByRole("button", { name: "Register" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Password is required",
    ]) {
      await expect(card.getByText(message, { exact: true })).toBeVisible();
    }
    await card.getByLabel("First name").fill("Ada");
    await expect(card.getByText("First name is required")).toHaveCount(0);
    await expect(card.getByText("Last name is required")).toBeVisible();
    await card.getByLabel("Last name").fill("Lovelace");
    await card.getByLabel("Email").fill("ada@");
    await card.getByLabel("Phone number").fill("256-555-012");
    await card.getByLabel("Password", { exact: true }).fill("short");
    await card.getByLabel("Confirm password").fill("shorter");
    await card.getByRole("button", { name: "Register" }).click();
    await expect(card.getByText("Please enter a valid email address")).toBeVisible();
    await expect(card.getByText("Phone number must be 10 digits")).toBeVisible();
    await expect(card.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(card.getByText("Passwords do not match")).toBeVisible();
    await card.getByLabel("Phone number").fill("(256) 555-0123");
    await expect(card.getByText("Phone number must be 10 digits")).toHaveCount(0);
    await card.getByLabel("Confirm password").fill("short");
    await expect(card.getByText("Passwords do not match")).toHaveCount(0);
    await expect(card.getByText("Password must be at least 8 characters")).toBeVisible();
  });
});

test.describe("registration", () => {
  test("creates the account, signs in and shows the code while open", async ({ page }) => {
    await setServerClock(page, THURSDAY_OPEN);
    const guest = newGuest();
    const card = await openGateCard(page);
    await card.getByRole("tab", { name: "Register" }).click();
    await card.getByLabel("First name").fill(guest.firstName);
    await card.getByLabel("Last name").fill(guest.lastName);
    await card.getByLabel("Email").fill(guest.email);
    await card.getByLabel("Phone number").fill(guest.phone);
    await card.getByLabel("Password", { exact: true }).fill(guest.password);
    await card.getByLabel("Confirm password").fill(guest.password);
    await card.getByRole("button", { name: "Register" }).click();
    // Hashing, then checking, a bcrypt password takes a while on a loaded machine.
    await expect(
      card.getByRole("status").filter({ hasText: "Registration complete! You can now sign in." }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole("heading", { name: "Welcome, Ada!" })).toBeVisible();
    await expect(card.getByText(E2E_GATE_CODE)).toBeVisible();
    await expect(card.getByText("Open now · closes 9 PM")).toBeVisible();
    await expectNoAxeViolations(page, "#gate-access");
  });

  test("refuses a taken email and a taken username with their banners", async ({ page }) => {
    const taken = newGuest();
    await registerByApi(page, taken);
    const card = await openGateCard(page);
    await card.getByRole("tab", { name: "Register" }).click();
    await card.getByLabel("First name").fill("Grace");
    await card.getByLabel("Last name").fill("Hopper");
    await card.getByLabel("Email").fill(taken.email.toUpperCase());
    await card.getByLabel("Phone number").fill("2565550188");
    await card.getByLabel("Password", { exact: true }).fill("another-pass-1");
    await card.getByLabel("Confirm password").fill("another-pass-1");
    await card.getByRole("button", { name: "Register" }).click();
    await expect(card.getByRole("alert")).toHaveText("An account with this email already exists");

    // Same part before the @ on another domain: the username is what is taken.
    await card.getByLabel("Email").fill(`${taken.local}@example.org`);
    await expect(card.getByRole("alert")).toHaveCount(0);
    await card.getByRole("button", { name: "Register" }).click();
    await expect(card.getByRole("alert")).toHaveText("This username is already taken");
  });

  const answers = [
    {
      data: { password: { code: "validation_min_text_constraint", message: "Must be at least 12 character(s)." } },
      banner: "Must be at least 12 character(s).",
    },
    { data: { password: { code: "validation_invalid", message: "" } }, banner: "Password validation failed" },
    {
      data: { phone_number: { code: "validation_invalid_format", message: "Invalid value format." } },
      banner: "Invalid value format.",
    },
    { data: { first_name: { code: "validation_invalid", message: "" } }, banner: "Registration failed" },
    { data: {}, banner: "Registration failed. Please try again.", status: 500 },
  ];
  for (const { data, banner, status } of answers) {
    test(`shows "${banner}" for that server answer`, async ({ page, consoleErrors }) => {
      await page.route("**/api/collections/users/records", (route) =>
        route.fulfill({
          status: status ?? 400,
          contentType: "application/json",
          body: JSON.stringify({ status: status ?? 400, message: "Failed to create record.", data }),
        }),
      );
      const guest = newGuest();
      const card = await openGateCard(page);
      await card.getByRole("tab", { name: "Register" }).click();
      await card.getByLabel("First name").fill(guest.firstName);
      await card.getByLabel("Last name").fill(guest.lastName);
      await card.getByLabel("Email").fill(guest.email);
      await card.getByLabel("Phone number").fill(guest.phone);
      await card.getByLabel("Password", { exact: true }).fill(guest.password);
      await card.getByLabel("Confirm password").fill(guest.password);
      await card.getByRole("button", { name: "Register" }).click();
      await expect(card.getByRole("alert")).toHaveText(banner);
      // The banner goes back to idle as soon as a field is edited.
      await card.getByLabel("First name").fill("Ada B");
      await expect(card.getByRole("alert")).toHaveCount(0);
      forgiveFailedRequests(consoleErrors, [status ?? 400]);
    });
  }
});

test.describe("sign in", () => {
  test("wrong password: Invalid email or password; right one: gate access granted", async ({ page }) => {
    await setServerClock(page, THURSDAY_OPEN);
    const guest = newGuest();
    await registerByApi(page, guest);
    await openGateCard(page);
    await signIn(page, guest.email, "not-the-password");
    const card = gateCard(page);
    await expect(card.getByRole("alert")).toHaveText("Invalid email or password");
    await card.getByLabel("Password").fill(guest.password);
    await expect(card.getByRole("alert")).toHaveCount(0);
    await card.getByRole("button", { name: "Sign In" }).click();
    await expect(
      card.getByRole("status").filter({ hasText: "Successfully logged in! Gate access granted." }),
    ).toBeVisible();
    await expect(card.getByRole("heading", { name: "Welcome, Ada!" })).toBeVisible();
    await expect(card.getByText(E2E_GATE_CODE)).toBeVisible();
  });

  test("a stranger's failures on the guest's email keep new browsers waiting, never the guest's own", async ({
    page,
    browser,
  }) => {
    await setServerClock(page, THURSDAY_OPEN);
    const guest = newGuest();
    await registerByApi(page, guest);
    const card = await openGateCard(page);
    await signIn(page, guest.email, guest.password);
    await expect(card.getByText(E2E_GATE_CODE)).toBeVisible();
    await card.getByRole("button", { name: "Logout" }).click();
    await expect(card.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

    const elsewhere = async (password: string) => {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": nextClientAddress(test.info().workerIndex) },
      });
      try {
        await context.request.post("/api/test/clock", { data: { now: THURSDAY_OPEN.toISOString() } });
        const answer = await context.request.post("/api/collections/users/auth-with-password", {
          data: { identity: guest.email, password },
        });
        return answer.status();
      } finally {
        await context.close();
      }
    };
    for (let attempt = 0; attempt < 6; attempt += 1) expect(await elsewhere(`wrong-guess-${attempt}`)).toBe(400);
    expect(await elsewhere(guest.password)).toBe(400);

    await signIn(page, guest.email, guest.password);
    await expect(
      card.getByRole("status").filter({ hasText: "Successfully logged in! Gate access granted." }),
    ).toBeVisible();
    await expect(card.getByText(E2E_GATE_CODE)).toBeVisible();
  });

  test("shows the server's message for an answer other than 400", async ({ page }) => {
    const card = await openGateCard(page);
    // Real rate limiting: ten failed attempts, then the eleventh is refused with 429.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await page.request.post("/api/collections/users/auth-with-password", {
        data: { identity: "someone@example.com", password: "wrong-pass" },
      });
      expect(response.status()).toBe(400);
    }
    await signIn(page, "someone@example.com", "wrong-pass");
    await expect(card.getByRole("alert")).toHaveText("Too many attempts. Please wait a few minutes and try again.");
  });

  test("shows the closed notice and no code while the restaurant is closed", async ({ page }) => {
    await setServerClock(page, MONDAY_CLOSED);
    const guest = newGuest();
    await registerByApi(page, guest);
    await openGateCard(page);
    await signIn(page, guest.email, guest.password);
    const card = gateCard(page);
    await expect(card.getByText("The restaurant is closed right now, so the gate code is not shown.")).toBeVisible();
    await expect(card.getByText("Closed · opens Thursday at 4 PM")).toBeVisible();
    await expect(card.getByText(E2E_GATE_CODE)).toHaveCount(0);
    expect(await page.content()).not.toContain(E2E_GATE_CODE);
  });

  test("the session survives a reload, and a refused session is cleared on load", async ({ page }) => {
    await setServerClock(page, THURSDAY_OPEN);
    const guest = newGuest();
    await registerByApi(page, guest);
    await openGateCard(page);
    await signIn(page, guest.email, guest.password);
    await expect(gateCard(page).getByRole("heading", { name: "Welcome, Ada!" })).toBeVisible();
    await page.reload();
    await expect(gateCard(page).getByRole("heading", { name: "Welcome, Ada!" })).toBeVisible();
    await expect(gateCard(page).getByText(E2E_GATE_CODE)).toBeVisible();

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("pocketbase_auth"))) ?? "{}");
    const [header, payload] = String(stored.token).split(".");
    await page.evaluate((token) => {
      const data = JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}");
      localStorage.setItem("pocketbase_auth", JSON.stringify({ ...data, token }));
    }, `${header}.${payload}.forged-signature`);
    await page.reload();
    await expect(gateCard(page).getByRole("tab", { name: "Sign In" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
  });
});

test.describe("timers", () => {
  test("the open status is recomputed every 60 seconds", async ({ page }) => {
    await page.clock.install();
    // Thursday 8:59 PM in Chicago: a minute before closing.
    await setServerClock(page, new Date("2026-11-27T02:59:00Z"));
    const guest = newGuest();
    await registerByApi(page, guest);
    await openGateCard(page);
    await signIn(page, guest.email, guest.password);
    const card = gateCard(page);
    await expect(card.getByText(E2E_GATE_CODE)).toBeVisible();
    await pauseClock(page);
    let refetches = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/gate-access")) refetches += 1;
    });

    // 9 PM: the next recompute hides the code and says when it opens again.
    await setServerClock(page, new Date("2026-11-27T03:00:00Z"));
    await page.clock.runFor(60_000);
    await expect.poll(() => refetches).toBe(1);
    // TanStack Query hands the answer to the page on a zero-delay timer, which the paused clock holds.
    await expect(async () => {
      await page.clock.runFor(10);
      await expect(card.getByText("Closed · opens tomorrow at 11 AM")).toBeVisible({ timeout: 250 });
    }).toPass();
    await expect(card.getByText(E2E_GATE_CODE)).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect.poll(() => refetches).toBe(2);
  });

  test("Logout clears the session and says so for 3 seconds", async ({ page }) => {
    await page.clock.install();
    await setServerClock(page, THURSDAY_OPEN);
    const guest = newGuest();
    await registerByApi(page, guest);
    await openGateCard(page);
    await signIn(page, guest.email, guest.password);
    const card = gateCard(page);
    await expect(card.getByRole("button", { name: "Logout" })).toBeVisible();
    await pauseClock(page);
    await card.getByRole("button", { name: "Logout" }).click();
    await expect(card.getByRole("status")).toHaveText("Successfully logged out.");
    await expect(card.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
    await page.clock.runFor(2_900);
    await expect(card.getByRole("status")).toHaveText("Successfully logged out.");
    await page.clock.runFor(200);
    await expect(card.getByText("Successfully logged out.")).toHaveCount(0);
  });
});

test.describe("password reset", () => {
  test("asks for a reset link without saying whether the address has an account", async ({ page }) => {
    const card = await openGateCard(page);
    await card.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await dialog.getByLabel("Email").fill("nobody-here@example.com");
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "If an account exists for that address, we've sent a link to reset the password.",
    );
  });

  test("the reset page refuses a bad link and sets a new password with a good one", async ({ page }) => {
    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
    await page.getByLabel("Confirm new password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This reset link is invalid or has expired. Please request a new one.",
    );
    await expectNoAxeViolations(page, "#main");

    await page.route("**/api/collections/users/confirm-password-reset", (route) => route.fulfill({ status: 204 }));
    await page.getByLabel("Confirm new password").fill("different-pass");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password has been reset. You can now sign in.");
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/pique-nique#gate-access");
  });

  test("the verification page confirms a good link and says when one is not valid", async ({ page }) => {
    await page.goto("/verify-email?token=expired.or.forged");
    await expect(page.getByRole("alert")).toHaveText("This verification link is invalid or has expired.");
    await expect(page.getByRole("heading", { level: 1, name: "Verify your email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to gate access" })).toHaveAttribute(
      "href",
      "/pique-nique#gate-access",
    );

    // The server's side of a good link is covered with a real mailed token in server/api/users.test.ts.
    await page.route("**/api/collections/users/confirm-verification", (route) => route.fulfill({ status: 204 }));
    await page.goto("/verify-email?token=a-good-one");
    await expect(page.getByRole("status")).toHaveText("Thank you! Your email address is verified.");
  });
});
