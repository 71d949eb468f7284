import { describe, expect, it } from "vitest";
import { draft, shown } from "#domain/content/draft.ts";
import { contentRules, validateContent } from "./validate.ts";

type Rules = Parameters<typeof validateContent>[0];

/** The rules with one value swapped for a broken copy. */
function breaking<K extends keyof typeof contentRules>(name: K, value: unknown): Rules {
  return { ...contentRules, [name]: [contentRules[name][0], value] };
}

describe("the content folder", () => {
  it("meets every rule", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("refuses a lodging list that is not exactly 12 cards", () => {
    expect(() => validateContent(breaking("lodging", contentRules.lodging[1].slice(1)))).toThrowError(
      /content lodging: .*12/,
    );
  });

  it("refuses amenity groups other than the five named ones, or a group with fewer than three items", () => {
    const [, groups] = contentRules.amenityGroups;
    expect(() => validateContent(breaking("amenityGroups", groups.slice(1)))).toThrowError(
      /content amenityGroups: .*5/,
    );
    const thin = groups.map((group, index) => (index === 1 ? { ...group, items: group.items.slice(0, 2) } : group));
    expect(() => validateContent(breaking("amenityGroups", thin))).toThrowError(/content amenityGroups\.1\.items: .*3/);
  });

  it("refuses a Christmas marquee under four photos and a venue gallery other than three", () => {
    expect(() =>
      validateContent(breaking("christmasMarquee", contentRules.christmasMarquee[1].slice(0, 3))),
    ).toThrowError(/content christmasMarquee: .*4/);
    const [, gallery] = contentRules.venueGallery;
    expect(() => validateContent(breaking("venueGallery", [...gallery, gallery[0]]))).toThrowError(
      /content venueGallery: .*3/,
    );
  });

  it("refuses a week of opening hours with a day missing, or an hour past 24", () => {
    const [, hours] = contentRules.restaurantHours;
    expect(() => validateContent(breaking("restaurantHours", hours.slice(1)))).toThrowError(/content restaurantHours/);
    const late = hours.map((day, index) => (index === 0 ? { ...day, hours: { open: 8, close: 25 } } : day));
    expect(() => validateContent(breaking("restaurantHours", late))).toThrowError(
      /content restaurantHours\.0\.hours\.close/,
    );
  });

  it("refuses an image without alt text and a photo outside the gallery's categories", () => {
    const [, gallery] = contentRules.homeGallery;
    const noAlt = gallery.map((photo, index) => (index === 2 ? { ...photo, alt: "" } : photo));
    expect(() => validateContent(breaking("homeGallery", noAlt))).toThrowError(/content homeGallery\.2\.alt/);
    const stray = gallery.map((photo, index) => (index === 0 ? { ...photo, category: "Parking" } : photo));
    expect(() => validateContent(breaking("homeGallery", stray))).toThrowError(/content homeGallery\.0\.category/);
  });

  it("refuses two events with one id, and a resort phone that is not dialable", () => {
    const [, events] = contentRules.events;
    expect(() => validateContent(breaking("events", [...events, events[0]]))).toThrowError(/event ids must be unique/);
    const [, resort] = contentRules.resort;
    expect(() =>
      validateContent(breaking("resort", { ...resort, phone: { ...shown(resort.phone), tel: "555-0100" } })),
    ).toThrowError(/content resort\.phone\.tel/);
  });

  it("refuses a draft where the value is given, and checks the value inside a draft", () => {
    const [, spaces] = contentRules.venueSpaces;
    const guessed = spaces.map((space, index) => (index === 0 ? { ...space, capacity: draft(150) } : space));
    expect(() => validateContent(breaking("venueSpaces", guessed))).toThrowError(/content venueSpaces\.0\.capacity/);
    const [, lodging] = contentRules.lodging;
    const blank = lodging.map((item, index) => (index === 0 ? { ...item, bookingUrl: draft("not a url") } : item));
    expect(() => validateContent(breaking("lodging", blank))).toThrowError(/content lodging\.0\.bookingUrl\.value/);
  });

  it("refuses a resort time zone the platform does not know", () => {
    expect(() => validateContent(breaking("resortTimeZone", "America/Gadsden"))).toThrowError(
      /content resortTimeZone: must be an IANA time zone/,
    );
  });

  it("names every broken value at once", () => {
    const rules: Rules = { ...breaking("venueSpaces", []), venueGallery: [contentRules.venueGallery[0], []] };
    expect(() => validateContent(rules)).toThrowError(/content venueSpaces[\s\S]*content venueGallery/);
  });
});
