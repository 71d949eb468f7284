import { campaignMessages, testQueuedMessage } from "#domain/newsletter/campaign.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signInAs } from "./support/content-editor.ts";
import { expect, test } from "./support/fixtures.ts";

const EVENT = "Christmas Lights Drive-Through";

test("a manager writes a newsletter of a heading, a paragraph, an event and a button, previews it at a phone's width and sends herself a test, which waits in the outbox with both parts", async ({
  page,
}) => {
  test.slow();
  const email = await signInAs(page, "manager");
  const subject = `Lights on the river ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto("/staff/newsletters");
  await expect(page.getByRole("heading", { name: "Newsletters", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New newsletter" }).click();
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: "Newsletter" });
  const add = async (kind: string) => {
    await form.getByRole("combobox", { name: "Block to add" }).selectOption({ label: kind });
    await form.getByRole("button", { name: "Add block" }).click();
  };
  await form.getByRole("textbox", { name: "Preheader" }).fill("The season starts Saturday");
  await add("Heading");
  await form
    .getByRole("group", { name: "Block 1: Heading" })
    .getByRole("textbox", { name: "Heading" })
    .fill("The lights are back");
  await add("Paragraph");
  await form
    .getByRole("group", { name: "Block 2: Paragraph" })
    .getByRole("textbox", { name: "Text" })
    .fill("Drive the [riverfront route](/christmas-lights) with cocoa in hand.");
  await add("Button");
  const button = form.getByRole("group", { name: "Block 3: Button" });
  await button.getByRole("textbox", { name: "Label" }).fill("See the season");
  const link = button.getByRole("textbox", { name: "Link" });
  await link.fill("javascript:alert(1)");
  await add("Event");
  await form
    .getByRole("group", { name: "Block 4: Event" })
    .getByRole("combobox", { name: "Event" })
    .selectOption({ label: `${EVENT} (November 21, 2026 - January 4, 2027)` });
  // The event goes above the button.
  await form.getByRole("button", { name: "Move block 4 up" }).click();
  await expect(form.getByRole("group", { name: "Block 3: Event" })).toBeVisible();
  // The button follows the block it moved, as a keyboard user would press it again.
  await expect(form.getByRole("button", { name: "Move block 3 up" })).toBeFocused();
  await expect(form.getByRole("group", { name: "Block 4: Button" })).toBeVisible();

  // A link that is no web address is refused beside its field, and nothing is saved.
  await form.getByRole("button", { name: "Save" }).click();
  const buttonLink = form.getByRole("group", { name: "Block 4: Button" }).getByRole("textbox", { name: "Link" });
  await expect(buttonLink).toHaveAttribute("aria-invalid", "true");
  await expect(buttonLink).toHaveAccessibleDescription(
    new RegExp(`${campaignMessages.link.replace(/[.?*+^$()[\]{}|\\/]/g, "\\$&")}$`),
  );
  await expect(form.getByRole("alert")).toHaveText(campaignMessages.fixFirst);
  await buttonLink.fill("/christmas-lights");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Saved .+\d{1,2}:\d{2} [AP]M\.$/);
  await expect(buttonLink).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page);

  // The mail at a phone's width, in a frame that runs nothing.
  await page.getByRole("group", { name: "Preview width" }).getByRole("button", { name: "Phone" }).click();
  const frame = page.getByTitle("Preview at a phone's width");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(frame).toHaveAttribute("width", "375");
  await expect(frame).toHaveAttribute("srcdoc", new RegExp(`<h2 [^>]*>${EVENT}</h2>`));
  await expect(frame).toHaveAttribute(
    "srcdoc",
    /<a href="http:\/\/127\.0\.0\.1:\d+\/christmas-lights"[^>]*>riverfront route<\/a>/,
  );
  await expect(frame).not.toHaveAttribute("srcdoc", /<script/i);
  await page.getByText("Plain text", { exact: true }).click();
  await expect(page.getByText(/See the season: http:\/\/127\.0\.0\.1:\d+\/christmas-lights/)).toBeVisible();

  // A test to the signed-in manager, the address chosen for her.
  const testPanel = page.getByRole("region", { name: "Send a test" });
  await expect(testPanel.getByRole("combobox", { name: "Send the test to" })).toHaveValue(email);
  await testPanel.getByRole("button", { name: "Send a test" }).click();
  await expect(testPanel.getByRole("status")).toHaveText(testQueuedMessage(email));

  // The browser tests' server has no mail server: the test waits in the outbox, as it will be sent.
  await page.getByRole("link", { name: "Mail", exact: true }).click();
  await page.getByLabel("To (address or part of one)").fill(email);
  await page.getByRole("button", { name: "Show" }).click();
  const mails = page.getByRole("list", { name: "Mail" }).getByRole("listitem");
  await expect(mails).toHaveCount(1);
  await mails.first().getByRole("link").click();
  const open = page.getByRole("region", { name: `[Test] ${subject}` });
  await expect(open).toContainText(`To ${email}`);
  const sent = open.getByTitle(`The mail as sent: [Test] ${subject}`);
  await expect(sent).toHaveAttribute("srcdoc", new RegExp(EVENT));
  await expect(sent).toHaveAttribute("srcdoc", /The lights are back/);
  await open.getByText("Plain text").click();
  await expect(open.getByText(/The lights are back/)).toBeVisible();
  await expect(open.getByText(new RegExp(EVENT))).toBeVisible();
});

test("the front desk reads the newsletters but cannot start one", async ({ page }) => {
  await signInAs(page, "front_desk");
  await page.goto("/staff/newsletters");
  await expect(page.getByRole("heading", { name: "Newsletters", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Newsletters" }).or(page.getByText("No newsletter yet."))).toBeVisible();
  await expect(page.getByRole("button", { name: "New newsletter" })).toHaveCount(0);
  const refused = await page.request.post("/api/staff/newsletters", {
    data: { campaign: { subject: "Not mine to send", preheader: "", blocks: [] } },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});
