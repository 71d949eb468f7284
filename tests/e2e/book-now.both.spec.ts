import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const STAYS = [
  "RV Spots",
  "Tree House & Stump",
  "Container Home",
  "Coosa Cottage",
  "Creekside Cottage",
  "Dock Side Cottage",
  "Morning View Cottage",
  "Pinewood Cottage",
  "Portofino",
  "Sunset Cottage",
  "Sunrise Cottage",
  "Windsor Cottage",
];

test.beforeEach(async ({ page }) => {
  await page.goto("/book-now");
});

test("lists the 12 lodging cards in order", async ({ page }) => {
  const list = page.getByRole("list", { name: "Places to stay" });
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(STAYS);
  for (const title of STAYS) {
    await expect(page.getByRole("article", { name: title }).getByRole("img")).toHaveAttribute("alt", /.+/);
  }
});

test("shows Sleeps only for a real count, never for Varies or Not specified", async ({ page }) => {
  await expect(page.getByRole("article", { name: "RV Spots" })).not.toContainText("Sleeps");
  await expect(page.getByRole("article", { name: "Portofino" })).not.toContainText("Sleeps");
  await expect(page.getByRole("article", { name: "Windsor Cottage" })).toContainText("Sleeps 6");
  await expect(page.getByRole("article", { name: "Pinewood Cottage" })).toContainText("Sleeps 2");
  await expect(page.getByText(/Sleeps/)).toHaveCount(10);
});

test("booking buttons open the outside booking pages in a new tab", async ({ page }) => {
  const rv = page.getByRole("article", { name: "RV Spots" }).getByRole("link", { name: /Reserve a Spot/ });
  await expect(rv).toHaveAttribute("href", "https://reservations.example.com/coosa-riverside");
  await expect(rv).toHaveAccessibleName(/opens in a new tab/);
  const cottage = page.getByRole("article", { name: "Coosa Cottage" }).getByRole("link", { name: /Book Now/ });
  await expect(cottage).toHaveAttribute("href", "https://rentals.example.com/coosa-riverside/coosa-cottage");
  const links = page.getByRole("list", { name: "Places to stay" }).getByRole("link");
  await expect(links).toHaveCount(12);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("kayak rentals are booked by phone", async ({ page }) => {
  const kayak = page.getByRole("article", { name: "Kayak Rentals" });
  await expect(kayak).toContainText("call the front desk");
  const call = kayak.getByRole("link", { name: /Book Today/ });
  await expect(call).toHaveAttribute("href", "tel:+12565550100");
  await expect(call).not.toHaveAttribute("target", /.*/);
});

test("has no accessibility violations", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: "Book Your Stay" })).toBeVisible();
  await expectNoAxeViolations(page);
});
