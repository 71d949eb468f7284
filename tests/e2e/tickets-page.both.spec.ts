import jsQR from "jsqr";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect } from "./support/fixtures.ts";
import { deliveredMail, testWithMail as test } from "./support/mail-server.ts";
import { choose, chooseNight, openPanel, panel, pinClocksInSeason } from "./support/tickets.ts";

pinClocksInSeason(test);
test.slow();

/** What a phone's camera reads off an image. */
async function scan(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test("a buyer gets one ticket per person with a QR code that scans, on the ticket page and in the receipt delivered by mail", async ({
  page,
  smtp,
}, testInfo) => {
  const email = `tickets-${testInfo.project.name}-${testInfo.repeatEachIndex}-${Date.now()}@example.org`;
  await openPanel(page);
  await chooseNight(page, "Friday, December 18");
  await choose(page, "Adult", 2);
  await choose(page, "Child", 1);
  await panel(page).getByLabel("Email for your receipt").fill(email);
  await panel(page).getByRole("button", { name: "Continue to Checkout" }).click();
  await page.getByRole("button", { name: "Complete test purchase" }).click();

  const banner = page.getByRole("status").filter({ hasText: "Thank you! Your tickets are booked." });
  await banner.getByRole("link", { name: "View your tickets" }).click();

  await expect(page).toHaveURL(/\/tickets\/[0-9a-z]{10}-[\w-]{27}$/);
  const ticketLink = page.url();
  await expect(page.getByRole("heading", { name: "Your tickets", level: 1 })).toBeVisible();
  const order = page.getByRole("region", { name: "Your order" });
  await expect(order).toContainText("Christmas Lights Drive-Through");
  await expect(order).toContainText("Friday, December 18, 2026");
  await expect(order).toContainText("Total paid: $21.00");
  await expect(order).toContainText("Test mode — no charge");
  await expect(order.getByRole("button", { name: "Print tickets" })).toBeVisible();

  const tickets = page.getByRole("list", { name: "Tickets" }).getByRole("listitem");
  await expect(tickets).toHaveCount(3);
  await expect(tickets.nth(0).getByRole("heading", { name: "Adult" })).toBeVisible();
  await expect(tickets.nth(2).getByRole("heading", { name: "Child" })).toBeVisible();
  const codes: string[] = [];
  for (const [index, ticket] of (await tickets.all()).entries()) {
    await expect(ticket).toContainText(`Ticket ${index + 1} of 3 · Friday, December 18, 2026`);
    const code = (await ticket.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent()) ?? "";
    const qr = ticket.getByRole("img", { name: `QR code of ticket ${code}` });
    await qr.scrollIntoViewIfNeeded();
    expect(await scan(await qr.screenshot())).toMatch(new RegExp(`^RT1:${code.replace("-", "")}:[0-9A-Z]{26}$`));
    codes.push(code);
  }
  expect(new Set(codes).size).toBe(3);
  await expectNoAxeViolations(page);

  // The receipt as the buyer's mail server received it, over SMTP.
  const receipt = await deliveredMail(smtp, email, /^Your tickets/);
  expect(receipt.text).toContain(`Your 3 tickets: ${ticketLink}`);
  const images = receipt.attachments.filter((attachment) => attachment.contentType === "image/png");
  expect(images).toHaveLength(3);
  const mailed: string[] = [];
  for (const image of images) {
    expect(receipt.html).toContain(`src="cid:${image.cid}"`);
    const text = (await scan(image.content)) ?? "";
    const match = /^RT1:([0-9A-Z]{4})([0-9A-Z]{4}):[0-9A-Z]{26}$/.exec(text);
    mailed.push(`${match?.[1]}-${match?.[2]}`);
  }
  expect(mailed.sort()).toEqual([...codes].sort());
});
