import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, staffCli, staffEmail } from "./support/staff.ts";

const T0 = new Date("2026-11-24T15:00:00.000Z");

/** A contact message as the home page's form sends it, from an address unique to this test. */
async function sendContact(page: import("@playwright/test").Page, tag: string, message: string) {
  const response = await page.request.post("/api/send-contact-email", {
    data: {
      firstName: "Rosa",
      lastName: `Rivers ${tag}`,
      email: `rosa-${tag}@example.org`,
      phone: "",
      subject: "A riverside spot for Thanksgiving",
      message,
      website: "",
    },
  });
  expect(response.status()).toBe(200);
}

/** On a phone the open lead takes the list's place; on a desktop both are on screen. */
async function backToList(page: import("@playwright/test").Page) {
  const back = page.getByRole("link", { name: "Back to the list" });
  if (await back.isVisible()) await back.click();
  await expect(page.getByRole("list", { name: "Leads" })).toBeVisible();
}

test.describe("staff inbox", () => {
  test("a lead arrives live, is read, assigned, moved along, noted and answered", async ({ page }, testInfo) => {
    const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
    const email = staffEmail("desk");
    await setServerClock(page, T0);
    await enrolThroughApi(
      page.request,
      staffCli("add", "--email", email, "--role", "front_desk", "--name", `Dana ${tag}`),
      T0,
    );

    await sendContact(page, tag, "Do you have a 50 amp pull-through spot for the holiday weekend?");
    await page.goto(`/staff/inbox?q=${tag}`);
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await expect(page.getByText("New leads appear here as they arrive.")).toBeVisible();
    const leads = page.getByRole("list", { name: "Leads" }).getByRole("link");
    await expect(leads).toHaveCount(1);
    await expect(leads.first()).toHaveAccessibleName(new RegExp(`^Unread, Rosa Rivers ${tag}, Contact message, New, `));

    // A second message from the same guest appears without a reload.
    await sendContact(page, tag, "Also: are pets welcome in the cottages?");
    await expect(leads).toHaveCount(2, { timeout: 10_000 });
    await expectNoAxeViolations(page);

    await leads.last().click();
    const lead = page.getByRole("article", { name: `Rosa Rivers ${tag}` });
    await expect(lead.getByRole("definition")).toContainText([
      "Rosa",
      `Rivers ${tag}`,
      `rosa-${tag}@example.org`,
      "(not given)",
      "A riverside spot for Thanksgiving",
      "Do you have a 50 amp pull-through spot for the holiday weekend?",
    ]);
    await backToList(page);
    await expect(leads.last()).toHaveAccessibleName(new RegExp(`^Rosa Rivers ${tag}, Contact message, New, `));
    await leads.last().click();

    await lead.getByLabel("Assigned to").selectOption({ label: `Dana ${tag}` });
    await expect(lead.getByRole("status").filter({ hasText: `Assigned to Dana ${tag}.` })).toBeVisible();
    await lead.getByLabel("Status").selectOption({ label: "In progress" });
    await expect(lead.getByRole("status").filter({ hasText: "Status: In progress." })).toBeVisible();
    await backToList(page);
    await expect(leads.last()).toHaveAccessibleName(new RegExp(`, In progress, `));
    await leads.last().click();

    await lead
      .getByRole("textbox", { name: "Internal note", exact: true })
      .fill("Spot 12 has 50 amp; holding it until Friday.");
    await lead.getByRole("button", { name: "Add note" }).click();
    await expect(lead.getByRole("list", { name: "Notes" }).getByRole("listitem")).toContainText([
      "Spot 12 has 50 amp; holding it until Friday.",
    ]);

    await expect(lead.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(
      "Re: A riverside spot for Thanksgiving",
    );
    await lead.getByRole("button", { name: "Send reply" }).click();
    await expect(lead.getByText("Please write your reply.")).toBeVisible();
    await lead.getByLabel("Your reply").fill("Hi Rosa,\n\nSpot 12 is yours for the weekend.");
    await lead.getByRole("button", { name: "Send reply" }).click();
    await expect(
      lead.getByRole("status").filter({ hasText: "Your reply is queued and goes out in a moment." }),
    ).toBeVisible();
    const replies = lead.getByRole("list", { name: "Replies sent" }).getByRole("listitem");
    await expect(replies).toHaveCount(1);
    await expect(replies.first()).toContainText(`Dana ${tag}`);
    await expect(replies.first()).toContainText("Spot 12 is yours for the weekend.");
    await expect(lead.getByLabel("Your reply")).toHaveValue("");
    await expectNoAxeViolations(page);

    // Filters live in the address: only this guest's leads that are in progress and assigned to me.
    await page.getByText("More filters").click();
    await page.getByLabel("Status", { exact: true }).first().selectOption({ label: "In progress" });
    await page
      .getByLabel("Assigned to")
      .first()
      .selectOption({ label: `Me (Dana ${tag})` });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=in_progress/);
    await expect(page.getByText("More filters (2 on)")).toBeVisible();
    await expect(leads).toHaveCount(1);

    await leads.first().click();
    await lead.getByRole("button", { name: "Mark as unread" }).click();
    await expect(leads.first()).toHaveAccessibleName(/^Unread, /);
  });
});
