import type { Page, Request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { openPanel, panel, pinClocksInSeason } from "./support/tickets.ts";

const ENDPOINT = "/api/tickets/find";
const DIALOG_CHUNK = /\/find-tickets-dialog-[\w-]+\.js(\?.*)?$/;

pinClocksInSeason();

function findRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(ENDPOINT)) seen.push(request);
  });
  return seen;
}

async function openFindTickets(page: Page) {
  await openPanel(page);
  await panel(page).getByRole("button", { name: "Find my tickets" }).click();
  const dialog = page.getByRole("dialog", { name: "Find my tickets" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("Find my tickets checks the address in the browser, sends it and confirms in the dialog", async ({ page }) => {
  const sent = findRequests(page);
  const dialog = await openFindTickets(page);
  const email = dialog.getByLabel("Email used for your order");
  const send = dialog.getByRole("button", { name: "Email My Tickets" });

  await email.fill("not an address");
  await send.click();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page, '[role="dialog"]');

  await email.fill("  Lost.Receipt@Example.org ");
  await send.click();
  await expect(dialog.getByRole("status")).toHaveText(
    "If we have orders for that address, we've emailed links to your tickets. It can take a few minutes to arrive.",
  );
  await expect(email).not.toHaveAttribute("aria-invalid");
  expect(sent.map((request) => request.postDataJSON() as unknown)).toEqual([
    { email: "lost.receipt@example.org", website: "" },
  ]);
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel(page).getByRole("button", { name: "Find my tickets" })).toBeFocused();
});

test("Find my tickets shows the server's message once this device has asked too often", async ({
  page,
  consoleErrors,
}) => {
  const dialog = await openFindTickets(page);
  for (let i = 0; i < 5; i += 1) {
    const asked = await page.request.post(ENDPOINT, {
      headers: { Origin: new URL(page.url()).origin },
      data: { email: `often${i}@example.org` },
    });
    expect(asked.status()).toBe(200);
  }
  await dialog.getByLabel("Email used for your order").fill("often@example.org");
  await dialog.getByRole("button", { name: "Email My Tickets" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Too many requests from this device. Please wait a few minutes and try again.",
  );
  expect(forgiveFailedRequests(consoleErrors, [429])).toBeGreaterThan(0);
});

test("when the dialog's code fails to load the panel says so, and Try Again opens it", async ({
  page,
  consoleErrors,
}) => {
  let refused = 0;
  await page.route(DIALOG_CHUNK, (route) => {
    refused += 1;
    return route.abort("internetdisconnected");
  });
  await openPanel(page);
  const trigger = panel(page).getByRole("button", { name: "Find my tickets" });
  await trigger.click();

  const failure = panel(page).getByRole("alert");
  await expect(failure).toContainText("Find my tickets could not load. Check your connection and try again.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(refused).toBeGreaterThan(0);

  await page.unroute(DIALOG_CHUNK);
  await failure.getByRole("button", { name: "Try Again" }).click();
  const dialog = page.getByRole("dialog", { name: "Find my tickets" });
  await expect(dialog.getByLabel("Email used for your order")).toBeVisible();
  await expect(panel(page).getByRole("alert")).toHaveCount(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter(
      (message) => !message.includes("ERR_INTERNET_DISCONNECTED") && !message.includes("dynamically imported module"),
    ),
  );
});
