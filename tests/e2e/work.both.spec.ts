import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test("states the Opportunity Zone benefits exactly", async ({ page }) => {
  await page.goto("/work");
  const benefits = page.getByRole("region", { name: "Opportunity Zone Tax Benefits" });
  await expect(benefits.getByRole("listitem")).toHaveText([
    "Capital Gains DeferralDefer tax on capital gains reinvested in a Qualified Opportunity Fund.",
    "Step-Up in BasisHold for 5 years for a 10% step-up in basis, and for 7 years for 15%.",
    "Tax-Free AppreciationAfter 10 years, appreciation on the Opportunity Zone investment is tax-free.",
    "Ordinary Income DeferralDefer ordinary income of up to $10,000 per year.",
  ]);
  const partner = benefits.getByRole("link", { name: /Riverbend Legal Partners/ });
  await expect(partner).toHaveAttribute("href", "https://legal.example.com/");
  await expect(partner).toHaveAttribute("target", "_blank");
});

test("presents the CREATE Center and the live-in RV option", async ({ page }) => {
  await page.goto("/work");
  const center = page.getByRole("region", { name: "The CREATE Center" });
  await expect(center.getByRole("heading", { name: "7 Private Offices" })).toBeVisible();
  await expect(center.getByRole("heading", { name: "Conference / Event Space" })).toBeVisible();
  await expect(center.getByText("High-speed fiber internet")).toBeVisible();
  await expect(center.getByRole("link", { name: /View Floor Plan \(PDF\)/ })).toHaveAttribute(
    "href",
    "/media/create-center-floor-plan.pdf",
  );
  const rv = page.getByRole("region", { name: "Live and Work On Site" });
  await rv.getByRole("link", { name: "See RV Spots" }).click();
  await expect(page).toHaveURL(/\/book-now$/);
});

test("has no accessibility violations", async ({ page }) => {
  await page.goto("/work");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
