import { describe, expect, it } from "vitest";
import { unconfirmedIn } from "#domain/content/draft.ts";
import { amenityGroups } from "./home.ts";
import { oneLine, unconfirmedByPage } from "./unconfirmed.ts";
import { contentRules } from "./validate.ts";

const pages = unconfirmedByPage();
const page = (route: string) => pages.find((entry) => entry.page === route || entry.page.startsWith(`${route} (`));
const values = (route: string) => page(route)?.facts.map((fact) => oneLine(fact.value)) ?? [];

describe("the unconfirmed-facts report", () => {
  it("lists every marked value in the content folder, each on one page", () => {
    const marked = Object.values(contentRules).flatMap(([, value]) => unconfirmedIn(value));
    expect(pages.flatMap((entry) => entry.facts)).toHaveLength(marked.length);
  });

  it("lists amenities, schedules and placeholders on the pages that show them", () => {
    expect(values("/")).toEqual(expect.arrayContaining(["Free Wi-Fi", "Dog park", "Laundry facilities"]));
    expect(values("/events/christmas-lights")).toEqual(
      expect.arrayContaining([
        "Visits with Santa on weekends",
        "9:30 PM · Last car through the gate",
        "Cocoa voucher per cottage",
      ]),
    );
    expect(page("every page")?.facts.find((fact) => fact.where === "resort › phone")).toMatchObject({
      status: "placeholder",
      file: "content/resort.ts",
    });
    expect(page("/privacy-policy")?.facts.map((fact) => fact.where)).toContain("policies › privacy-policy › sections");
  });

  it("leaves out the facts the resort has given", () => {
    const all = pages.flatMap((entry) => entry.facts.map((fact) => oneLine(fact.value)));
    for (const given of ["Kayak rentals", "5:00 PM · Gates open", "Adults $8, children $5, season pass $30.", "4 PM"])
      expect(all).not.toContain(given);
    expect(values("/venue").join(" ")).not.toMatch(/175/);
  });

  it("keeps the draft copy on the pages", () => {
    expect(amenityGroups.flatMap((group) => group.items)).toEqual(expect.arrayContaining(["Free Wi-Fi", "Dog park"]));
  });
});
