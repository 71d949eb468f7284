import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { backdateQueuedMail, enrolThroughApi, staffCli, staffEmail } from "./support/staff.ts";

const T0 = new Date("2026-11-24T15:00:00.000Z");

test("Today warns a manager that mail is not getting out, and the outbox shows each waiting mail as it will be sent", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await setServerClock(page, T0);
  await enrolThroughApi(page.request, staffCli("add", "--email", staffEmail("manager"), "--role", "manager"), T0);
  // The browser tests' server has no mail server: what is queued waits.
  const contact = await page.request.post("/api/send-contact-email", {
    data: {
      firstName: "Mo",
      lastName: "Mailer",
      email: `mo-${tag}@example.org`,
      phone: "",
      subject: `Waiting mail ${tag}`,
      message: "Is anybody there?",
      website: "",
    },
  });
  expect(contact.status()).toBe(200);
  backdateQueuedMail(`mo-${tag}@example.org`, new Date(T0.getTime() - 20 * 60_000));

  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  const warning = page.getByRole("alert").filter({ hasText: "Mail is not getting out." });
  await expect(warning).toContainText(/waited over 15 minutes/);
  await expect(page.getByRole("list", { name: "At a glance" })).toContainText("Newsletter subscribers");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Mail", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Mail", level: 1 })).toBeVisible();
  await page.getByLabel("To (address or part of one)").fill(`mo-${tag}`);
  await page.getByRole("button", { name: "Show" }).click();
  const mails = page.getByRole("list", { name: "Mail" }).getByRole("listitem");
  await expect(mails).toHaveCount(1);
  await expect(mails.first()).toContainText("Waiting");
  // Before a mail is open: axe would try to run inside its sandboxed frame, which runs no script.
  await expectNoAxeViolations(page);
  await mails.first().getByRole("link").click();
  const open = page.getByRole("region", { name: /We received your message/ });
  await expect(open).toContainText(`To mo-${tag}@example.org`);
  // The HTML part is drawn in a sandboxed frame that runs nothing; the plain text is beside it.
  const preview = open.getByTitle(/^The mail as sent: We received your message/);
  await expect(preview).toHaveAttribute("sandbox", "");
  await expect(preview).toHaveAttribute("srcdoc", /Thank you for contacting/);
  await expect(preview).not.toHaveAttribute("srcdoc", /<script/i);
  await open.getByText("Plain text").click();
  await expect(open.getByText(/Thank you for contacting/)).toBeVisible();
});
