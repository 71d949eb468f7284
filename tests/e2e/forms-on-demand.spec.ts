import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";
import { expectToast } from "./support/toasts.ts";
import { stubImages } from "./support/images.ts";

const ENDPOINT = "/api/send-contact-email";
const LIVE_CONTACT_FORM = /\/contact-form-live-[\w-]+\.js(\?.*)?$/;

function contactForm(page: Page) {
  return page.getByRole("form", { name: "Send Us a Message" });
}

async function fillContact(page: Page) {
  const form = contactForm(page);
  await form.getByLabel("First Name").fill("Ada");
  await form.getByLabel("Last Name").fill("Lovelace");
  await form.getByLabel("Email").fill("ada@example.org");
  await form.getByLabel("Subject").fill("Early bird");
  await form.getByLabel("Message").fill("Typed before the form was live.");
}

/** Every request for a live form's module (the contact form's unless told), and the messages sent. */
function watchRequests(page: Page, liveModule: RegExp = LIVE_CONTACT_FORM) {
  const seen = { modules: 0, messages: [] as unknown[] };
  page.on("request", (request) => {
    if (liveModule.test(request.url())) seen.modules += 1;
    if (request.url().endsWith(ENDPOINT)) seen.messages.push(request.postDataJSON());
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
});

test("the contact form's code loads only as the form comes near", async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto("/");
  await untilHydrated(page.getByRole("link", { name: "Book Now" }).first());
  await page.waitForLoadState("networkidle");
  expect(seen.modules).toBe(0);

  await contactForm(page).scrollIntoViewIfNeeded();
  await expect.poll(() => seen.modules).toBe(1);
});

test("the footer's newsletter code waits for the visitor, even where the page is short enough to show it", async ({
  page,
}) => {
  const seen = watchRequests(page, /\/newsletter-signup-live-[\w-]+\.js(\?.*)?$/);
  await page.goto("/accessibility");
  const email = page.getByRole("contentinfo").getByLabel("Email address");
  await untilHydrated(email);
  await email.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(seen.modules).toBe(0);

  await email.focus();
  await expect.poll(() => seen.modules).toBe(1);
});

test("what was typed and sent before the code arrived is sent once it is here", async ({ page }) => {
  const seen = watchRequests(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LIVE_CONTACT_FORM, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto("/#contact");
  await untilHydrated(contactForm(page).getByLabel("First Name"));
  await fillContact(page);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  expect(seen.messages).toEqual([]);

  release();
  await expect(contactForm(page).getByRole("status")).toHaveText(
    "Thank you for contacting us. We'll get back to you soon.",
  );
  expect(seen.messages).toEqual([
    {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      phone: "",
      subject: "Early bird",
      message: "Typed before the form was live.",
      website: "",
    },
  ]);
  await expectToast(page, "Message Sent!", "Thank you for contacting us. We'll get back to you soon.");
});

test("a form whose code fails to load says so after a send, and Try Again sends it", async ({
  page,
  consoleErrors,
}) => {
  const seen = watchRequests(page);
  await page.route(LIVE_CONTACT_FORM, (route) => route.abort("internetdisconnected"));
  await page.goto("/#contact");
  await untilHydrated(contactForm(page).getByLabel("First Name"));
  await fillContact(page);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  const failure = page.locator("#contact").getByRole("alert");
  await expect(failure).toContainText("This form could not load. Check your connection and try again.");
  expect(seen.messages).toEqual([]);

  await page.unroute(LIVE_CONTACT_FORM);
  await failure.getByRole("button", { name: "Try Again" }).click();
  await expect(contactForm(page).getByRole("status")).toHaveText(
    "Thank you for contacting us. We'll get back to you soon.",
  );
  expect(seen.messages).toHaveLength(1);
  await expect(page.locator("#contact").getByRole("alert")).toHaveCount(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter(
      (message) => !message.includes("ERR_INTERNET_DISCONNECTED") && !message.includes("dynamically imported module"),
    ),
  );
});

test("a form whose rules can't be fetched says so, and the next send fetches them", async ({ page, consoleErrors }) => {
  const seen = watchRequests(page);
  const RULES = /\/contact-schema-[\w-]+\.js(\?.*)?$/;
  await page.route(RULES, (route) => route.abort("internetdisconnected"));
  await page.goto("/#contact");
  await untilHydrated(contactForm(page).getByLabel("First Name"));
  await fillContact(page);
  const send = contactForm(page).getByRole("button", { name: "Send Message" });
  await send.click();
  await expect(contactForm(page).getByRole("alert")).toHaveText(
    "This form could not load. Check your connection and try again.",
  );
  await expect(send).toBeEnabled();
  expect(seen.messages).toEqual([]);

  await page.unroute(RULES);
  await send.click();
  await expect(contactForm(page).getByRole("status")).toHaveText(
    "Thank you for contacting us. We'll get back to you soon.",
  );
  await expect(contactForm(page).getByRole("alert")).toHaveCount(0);
  expect(seen.messages).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter(
      (message) => !message.includes("ERR_INTERNET_DISCONNECTED") && !message.includes("dynamically imported module"),
    ),
  );
});
