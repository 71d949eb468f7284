import type { Locator, Page } from "@playwright/test";
import type { InquiryFormDefinition } from "#domain/inquiry/definition.ts";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pauseClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { stubImages } from "./support/images.ts";
import { failRequests, holdRequests } from "./support/requests.ts";
import { expectToast } from "./support/toasts.ts";

const ENDPOINT = "/api/send-contact-email";

test.beforeEach(async ({ page }) => {
  await stubImages(page);
  await page.clock.install();
});

async function openGroupDialog(page: Page): Promise<Locator> {
  await page.goto("/christmas-lights");
  await page.getByRole("button", { name: "Inquire About Group Rates" }).click();
  const dialog = page.getByRole("dialog", { name: "Group Rates Inquiry" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillGroup(dialog: Locator) {
  await dialog.getByLabel("Organization").fill("  Gadsden High Band  ");
  await dialog.getByLabel("Contact Name").fill(" Grace Hopper ");
  await dialog.getByLabel("Email").fill(" grace@example.org ");
  await dialog.getByLabel("Phone").fill(" 256-555-0101 ");
  await dialog.getByLabel("Group Size").fill("42");
  await dialog.getByLabel("Preferred Visit Date").fill("2026-12-12");
  await dialog.getByLabel("Arrival Window").selectOption({ label: "6-7 PM" });
  await dialog.getByLabel("Transportation").selectOption({ label: "School Bus" });
  await dialog.getByLabel("Message").fill("  Two buses, one wheelchair user.  ");
}

test("group rates: its fields, options and required set", async ({ page }) => {
  const dialog = await openGroupDialog(page);
  await expect(dialog.getByLabel("Arrival Window").getByRole("option")).toHaveText([
    "Select an arrival window",
    "5-6 PM",
    "6-7 PM",
    "7-8 PM",
    "Flexible",
  ]);
  await expect(dialog.getByLabel("Transportation").getByRole("option")).toHaveText([
    "Select transportation",
    "Cars",
    "School Bus",
    "Charter Coach",
    "Shuttle Vans",
    "Other",
  ]);
  await expect(dialog.getByLabel("Group Size")).toHaveAttribute("type", "number");
  await expect(dialog.getByLabel("Preferred Visit Date")).toHaveAttribute("type", "date");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");

  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(ENDPOINT)) sent.push(request.url());
  });
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  for (const message of [
    "Organization is required",
    "Contact Name is required",
    "Email is required",
    "Group Size is required",
    "Preferred Visit Date is required",
    "Message is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  for (const optional of ["Phone", "Arrival Window", "Transportation"])
    await expect(dialog.getByText(`${optional} is required`)).toHaveCount(0);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test("group rates: sends the generic payload trimmed, disables the form, confirms and closes 300 ms after success", async ({
  page,
}) => {
  const dialog = await openGroupDialog(page);
  await fillGroup(dialog);
  const release = await holdRequests(page, ENDPOINT);
  const request = page.waitForRequest((candidate) => candidate.url().endsWith(ENDPOINT));
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();

  const payload = (await request).postDataJSON();
  expect(payload).toEqual({
    inquiryType: "christmas-group",
    context: { title: "Christmas Lights Group Rates", description: expect.any(String) },
    pageUrl: expect.stringMatching(/\/christmas-lights$/),
    fields: [
      { id: "inquiryFocus", label: "Inquiry Focus", value: "Christmas Lights Group Rates", required: false },
      { id: "organization", label: "Organization", value: "Gadsden High Band", required: true },
      { id: "contactName", label: "Contact Name", value: "Grace Hopper", required: true },
      { id: "email", label: "Email", value: "grace@example.org", required: true },
      { id: "phone", label: "Phone", value: "256-555-0101", required: false },
      { id: "groupSize", label: "Group Size", value: "42", required: true },
      { id: "visitDate", label: "Preferred Visit Date", value: "2026-12-12", required: true },
      { id: "arrivalWindow", label: "Arrival Window", value: "6-7", required: false },
      { id: "transportation", label: "Transportation", value: "school-bus", required: false },
      { id: "message", label: "Message", value: "Two buses, one wheelchair user.", required: true },
    ],
    website: "",
  });

  for (const label of [
    "Organization",
    "Contact Name",
    "Email",
    "Phone",
    "Group Size",
    "Preferred Visit Date",
    "Arrival Window",
    "Transportation",
    "Message",
  ]) {
    await expect(dialog.getByLabel(label)).toBeDisabled();
  }
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();

  // From here on only the test moves time.
  await pauseClock(page);
  release();
  await expect(dialog.getByRole("status")).toHaveText(
    "Thanks! Our holiday team will follow up with group rate details shortly.",
  );
  await page.clock.runFor(10);
  await expectToast(page, "Inquiry Sent", "Thanks! Our holiday team will follow up with group rate details shortly.");
  await page.clock.runFor(280);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(20);
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Inquire About Group Rates" }).click();
  const reopened = page.getByRole("dialog", { name: "Group Rates Inquiry" });
  for (const label of [
    "Organization",
    "Contact Name",
    "Email",
    "Group Size",
    "Preferred Visit Date",
    "Arrival Window",
    "Transportation",
    "Message",
  ]) {
    await expect(reopened.getByLabel(label)).toHaveValue("");
  }
  await expect(reopened.getByRole("status")).toHaveText("");
});

test("group rates: closing the dialog resets its fields to their initial values", async ({ page }) => {
  const dialog = await openGroupDialog(page);
  await dialog.getByLabel("Organization").fill("Scouts Troop 12");
  await dialog.getByLabel("Arrival Window").selectOption({ label: "Flexible" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Inquire About Group Rates" }).click();
  await expect(dialog.getByLabel("Organization")).toHaveValue("");
  await expect(dialog.getByLabel("Arrival Window")).toHaveValue("");
  await dialog.getByLabel("Organization").fill("Scouts Troop 12");
  await page.keyboard.press("Escape");
  const trigger = page.getByRole("button", { name: "Inquire About Group Rates" });
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  // While the modal is open the page behind it, trigger included, is hidden from assistive technology.
  await expect(page.getByRole("button", { name: "Inquire About Group Rates", includeHidden: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(dialog.getByLabel("Organization")).toHaveValue("");
});

test("group rates: failures show the server's error, else the fallback, and the status returns to idle on edit", async ({
  page,
  consoleErrors,
}) => {
  const dialog = await openGroupDialog(page);
  await fillGroup(dialog);
  await failRequests(page, ENDPOINT, 400, {
    error: "Please check the highlighted fields.",
    fields: { visitDate: "Please enter a valid date." },
  });
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expectToast(page, "Submission Failed", "Please check the highlighted fields.");
  await expect(dialog.getByText("Please enter a valid date.")).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("Please check the highlighted fields.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Organization")).toHaveValue("  Gadsden High Band  ");

  await dialog.getByLabel("Message").fill("Updated message");
  await expect(dialog.getByRole("status")).toHaveText("");

  await page.unroute(`**${ENDPOINT}`);
  await failRequests(page, ENDPOINT, 500, "Internal error");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expectToast(page, "Submission Failed", "Something went wrong. Please try again.");
  await expect(dialog).toBeVisible();
  forgiveFailedRequests(consoleErrors, [400, 500]);
});

/** Fills every required visible field of a form with a value the server accepts. */
async function fillRequired(dialog: Locator, form: InquiryFormDefinition) {
  for (const field of form.fields) {
    if (field.hidden || !field.required) continue;
    const control = dialog.getByLabel(field.label, { exact: false }).first();
    if (field.component === "select") await control.selectOption(field.options?.[0]?.value ?? "");
    else if (field.type === "email") await control.fill("visitor@example.org");
    else if (field.type === "date") await control.fill("2027-05-15");
    else if (field.type === "number") await control.fill("30");
    else await control.fill(`${field.label} from the browser test`);
  }
}

const pages: Array<{
  form: InquiryFormDefinition;
  path: string;
  trigger: string;
  title: string;
  hidden?: [string, string];
}> = [
  {
    form: inquiryForms["private-events"],
    path: "/pique-nique",
    trigger: inquiryForms["private-events"].triggerLabel,
    title: "Private Event Inquiry",
  },
  {
    form: inquiryForms.wedding,
    path: "/venue",
    trigger: "Book Your Wedding",
    title: "Book Your Wedding",
    hidden: ["inquiryFocus", "Wedding"],
  },
  {
    form: inquiryForms.tour,
    path: "/venue",
    trigger: "Schedule a Tour",
    title: "Schedule a Tour",
    hidden: ["inquiryFocus", "Venue Tour"],
  },
  ...["The Bay Lodge", "The Landing", "Veranda Deck"].map((space) => ({
    form: inquiryForms.venue,
    path: "/venue",
    trigger: `Check Availability - ${space}`,
    title: `Check Venue Availability: ${space}`,
    hidden: ["venueSpace", space] as [string, string],
  })),
  {
    form: inquiryForms["create-center"],
    path: "/work",
    trigger: inquiryForms["create-center"].triggerLabel,
    title: "CREATE Center Availability",
    hidden: ["inquiryFocus", "CREATE Center Workspace"],
  },
];

for (const { form, path, trigger, title, hidden } of pages) {
  test(`${title} on ${path}: required fields, real submission, toast and close after 300 ms`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: trigger, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: form.submitLabel }).click();
    const required = form.fields.filter((field) => field.required && !field.hidden);
    for (const field of required)
      await expect(dialog.getByText(`${field.label} is required`, { exact: true })).toBeVisible();
    await expect(dialog.getByText(/ is required$/)).toHaveCount(required.length);

    await fillRequired(dialog, form);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(ENDPOINT));
    await pauseClock(page);
    await dialog.getByRole("button", { name: form.submitLabel }).click();
    const payload = (await request).postDataJSON() as {
      inquiryType: string;
      fields: Array<{ id: string; value: string }>;
    };
    expect(payload.inquiryType).toBe(form.inquiryType);
    expect(payload.fields.map((field) => field.id)).toEqual(form.fields.map((field) => field.id));
    if (hidden) expect(payload.fields.find((field) => field.id === hidden[0])?.value).toBe(hidden[1]);

    await expect(dialog.getByRole("status")).toHaveText(form.successMessage);
    await page.clock.runFor(10);
    await expectToast(page, "Inquiry Sent", form.successMessage);
    await page.clock.runFor(280);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(20);
    await expect(dialog).toBeHidden();
  });
}
