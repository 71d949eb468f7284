import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pauseClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { failRequests, holdRequests } from "./support/requests.ts";
import { expectToast, toast } from "./support/toasts.ts";

const ENDPOINT = "/api/send-contact-email";

function contactForm(page: Page) {
  return page.getByRole("form", { name: "Send Us a Message" });
}

async function fillContact(page: Page, email = "ada@example.org") {
  const form = contactForm(page);
  await form.getByLabel("First Name").fill("Ada");
  await form.getByLabel("Last Name").fill("Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("(256) 555-0199");
  await form.getByLabel("Subject").fill("Question about RV spots");
  await form.getByLabel("Message").fill("Do you have a pull-through spot for a 40 ft rig?");
}

test.beforeEach(async ({ page }) => {
  await stubImages(page);
  await page.clock.install();
  await page.goto("/#contact");
});

test("the contact form sits in the home page's contact section with its six fields", async ({ page }) => {
  const form = contactForm(page);
  await expect(form).toBeVisible();
  await expect(page.locator("#contact").getByRole("form", { name: "Send Us a Message" })).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  for (const label of ["First Name", "Last Name", "Email", "Subject", "Message"])
    await expect(form.getByLabel(label)).toHaveAttribute("required", "");
  await expect(form.getByLabel("Phone")).not.toHaveAttribute("required", "");
  await expectNoAxeViolations(page, "#contact form");
});

test("requires first name, last name, email, subject and message, and sends nothing until then", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(ENDPOINT)) sent.push(request.url());
  });
  const form = contactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Email is required",
    "Subject is required",
    "Message is required",
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
  // The first field in error takes the focus, once the form is no longer busy checking.
  await expect(form.getByLabel("First Name")).toBeFocused();
  await form.getByLabel("First Name").fill("Ada");
  await form.getByLabel("Last Name").fill("Lovelace");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Email")).toBeFocused();
  await form.getByLabel("First Name").fill("");
  await form.getByLabel("Email").fill("not-an-address");
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await form.getByLabel("First Name").fill("Ada");
  await expect(form.getByText("First name is required")).toBeHidden();
  expect(sent).toEqual([]);
});

test("disables everything while sending, then confirms for 5 seconds and clears the form", async ({ page }) => {
  const release = await holdRequests(page, ENDPOINT);
  await fillContact(page);
  const form = contactForm(page);
  const request = page.waitForRequest((candidate) => candidate.url().endsWith(ENDPOINT));
  await form.getByRole("button", { name: "Send Message" }).click();

  expect((await request).postDataJSON()).toEqual({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.org",
    phone: "(256) 555-0199",
    subject: "Question about RV spots",
    message: "Do you have a pull-through spot for a 40 ft rig?",
    website: "",
  });
  for (const label of ["First Name", "Last Name", "Email", "Phone", "Subject", "Message"])
    await expect(form.getByLabel(label)).toBeDisabled();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();

  // From here on only the test moves time, so the toast's 5 seconds can be measured.
  await pauseClock(page);
  release();
  await expect(form.getByRole("status")).toHaveText("Thank you for contacting us. We'll get back to you soon.");
  await page.clock.runFor(10);
  await expectToast(page, "Message Sent!", "Thank you for contacting us. We'll get back to you soon.");
  for (const label of ["First Name", "Last Name", "Email", "Phone", "Subject", "Message"]) {
    await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.getByLabel(label)).toBeEnabled();
  }
  const sent = toast(page, "Message Sent!", "Thank you for contacting us. We'll get back to you soon.");
  await page.clock.runFor(4_800);
  await expect(sent).toBeVisible();
  await page.clock.runFor(500);
  await expect(sent).toBeHidden();

  // Editing a field returns the status to idle.
  await form.getByLabel("First Name").fill("A");
  await expect(form.getByRole("status")).toHaveText("");
});

test("shows the server's error text, else the fallback, and keeps what the visitor typed", async ({
  page,
  consoleErrors,
}) => {
  await failRequests(page, ENDPOINT, 503, { error: "Our mail room is closed for a moment." });
  await fillContact(page);
  const form = contactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Error", "Our mail room is closed for a moment.");
  await expect(form.getByRole("status")).toHaveText("Our mail room is closed for a moment.");
  await expect(form.getByLabel("Subject")).toHaveValue("Question about RV spots");

  await form.getByLabel("Subject").fill("Question about cottages");
  await expect(form.getByRole("status")).toHaveText("");

  await page.unroute(`**${ENDPOINT}`);
  await failRequests(page, ENDPOINT, 502, "Bad gateway");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Error", "Failed to send message. Please try again.");
  forgiveFailedRequests(consoleErrors, [502, 503]);
});

test("shows the real server's rate-limit message after too many messages", async ({ page, consoleErrors }) => {
  const form = contactForm(page);
  // The first five from this visitor's address go straight to the API: the form's own sending is
  // covered above, and five rounds of typing only slow this test down on a busy machine.
  for (let i = 0; i < 5; i += 1) {
    const sent = await page.request.post(ENDPOINT, {
      headers: { Origin: new URL(page.url()).origin },
      data: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: `limit${i}@example.org`,
        subject: "Question about RV spots",
        message: "Do you have a pull-through spot for a 40 ft rig?",
        website: "",
      },
    });
    expect(sent.status()).toBe(200);
  }
  await fillContact(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Error", "Too many messages from this device. Please wait a few minutes and try again.");
  forgiveFailedRequests(consoleErrors, [429]);
});
