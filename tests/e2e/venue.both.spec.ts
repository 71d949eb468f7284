import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test("shows the three spaces with their capacities, features, gallery and contacts", async ({ page }) => {
  await page.goto("/venue");
  await expect(page.getByRole("article", { name: "The Bay Lodge" })).toContainText("Up to 175 guests");
  await expect(page.getByRole("article", { name: "The Landing" })).toContainText("Up to 75 guests");
  await expect(page.getByRole("article", { name: "Veranda Deck" })).toContainText("Up to 30 guests");
  const features = page.getByRole("region", { name: "Why Couples Choose Us" }).getByRole("listitem");
  await expect(features).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Moments at the Venue" }).getByRole("img")).toHaveCount(3);
  const contact = page.getByRole("region", { name: "Talk to Our Events Team" });
  await expect(contact.getByRole("link", { name: "(256) 555-0100" })).toHaveAttribute("href", "tel:+12565550100");
  await expect(contact.getByRole("link", { name: "sales@example.com" })).toHaveAttribute(
    "href",
    "mailto:sales@example.com",
  );
});

test("has no accessibility violations", async ({ page }) => {
  await page.goto("/venue");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
