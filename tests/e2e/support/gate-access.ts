import type { Page } from "@playwright/test";
import { uniqueLocalPart } from "./addresses.ts";
import { expect } from "./fixtures.ts";

/** Thursday 26 November 2026, 4 PM in Chicago: the restaurant has just opened. */
export const THURSDAY_OPEN = new Date("2026-11-26T22:00:00Z");
/** Monday 23 November 2026, noon in Chicago: closed until Thursday. */
export const MONDAY_CLOSED = new Date("2026-11-23T18:00:00Z");
/** The gate code the e2e server is configured with (tests/e2e/support/server.ts). */
export const E2E_GATE_CODE = "7315";
export const PASSWORD = "river-view-9";

export function newGuest(domain = "example.com") {
  const local = uniqueLocalPart("guest");
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
