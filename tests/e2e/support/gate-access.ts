import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Thursday 26 November 2026, 4 PM in Chicago: the restaurant has just opened. */
export const THURSDAY_OPEN = new Date("2026-11-26T22:00:00Z");
/** Monday 23 November 2026, noon in Chicago: closed until Thursday. */
export const MONDAY_CLOSED = new Date("2026-11-23T18:00:00Z");
/** The gate code the e2e server is configured with (tests/e2e/support/server.ts). */
export const E2E_GATE_CODE = "7315";
export const PASSWORD = "river-view-9";

let serial = 0;

export function newGuest(domain = "example.com") {
  serial += 1;
  const local = `guest${Date.now().toString(36)}${serial}${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${local}@${domain}`,
    local,
    phone: "(256) 555-0123",
    password: PASSWORD,
  };
}

/** Creates an account through the API, from the page's own client address. */
export async function registerByApi(page: Page, guest: ReturnType<typeof newGuest>): Promise<void> {
  const response = await page.request.post("/api/collections/users/records", {
    data: {
      email: guest.email,
      emailVisibility: false,
      password: guest.password,
      passwordConfirm: guest.password,
      phone_number: "2565550123",
      first_name: guest.firstName,
      last_name: guest.lastName,
      username: guest.local,
    },
  });
  expect(response.status()).toBe(200);
}

export function gateCard(page: Page) {
  return page.getByRole("region", { name: "Gate Access" });
}

export async function openGateCard(page: Page) {
  await page.goto("/pique-nique#gate-access");
  const card = gateCard(page);
  await expect(card.getByRole("tab", { name: "Sign In" })).toBeVisible();
  return card;
}

export async function signIn(page: Page, email: string, password: string) {
  const card = gateCard(page);
  await card.getByLabel("Email").fill(email);
  await card.getByLabel("Password").fill(password);
  await card.getByRole("button", { name: "Sign In" }).click();
}

const TRANSPARENT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * The page's pictures come from the image pipeline, which a build may not have produced yet; a
 * missing picture must not fail the card's tests, so a 404 image is answered with a blank one.
 */
export async function tolerateMissingImages(page: Page): Promise<void> {
  await page.route("**/images/**", async (route) => {
    const response = await route.fetch();
    if (response.status() === 404)
      return route.fulfill({ status: 200, contentType: "image/png", body: TRANSPARENT_PNG });
    return route.fulfill({ response });
  });
}

/**
 * Chromium logs every 4xx answer to fetch as a console error. The refusals these tests provoke on
 * purpose (wrong password, taken email, rate limit, forged session) are removed; anything else stays.
 */
export function forgiveProvokedRefusals(consoleErrors: string[], statuses: number[] = [400, 401, 429]): void {
  const provoked = new RegExp(
    `^Failed to load resource: the server responded with a status of (${statuses.join("|")}) `,
  );
  const kept = consoleErrors.filter((message) => !provoked.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}
