import { describe, expect, it } from "vitest";
import { draft, shown } from "#domain/content/draft.ts";
import { boxOfficeFacts } from "./box-office.ts";
import { christmasLightsFacts } from "./christmas-lights.ts";
import { eventFacts } from "./events.ts";
import { amenityGroupFacts, fullGallery } from "./home.ts";
import { lodgingFacts } from "./lodging.ts";
import { resortFacts } from "./resort.ts";
import { restaurantHours } from "./restaurant.ts";
import { venueFeatureFacts, venueGallery, venueSpaceFacts } from "./venue.ts";
import { contentDocuments, contentRules, validateContent } from "./validate.ts";

type Rules = Parameters<typeof validateContent>[0];

/** The rules with one value swapped for a broken copy. */
function breaking(name: string, value: unknown, rules: Rules = contentRules): Rules {
  const rule = rules[name];
  if (!rule) throw new Error(`no content value ${name}`);
  return { ...rules, [name]: [rule[0], value] };
}

const venue = { spaces: venueSpaceFacts, features: venueFeatureFacts, gallery: venueGallery };
const eventNamed = (id: string) => {
  const event = eventFacts.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};

describe("the content folder", () => {
  it("meets every rule", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("gives every document the site shows, one per event and per policy", () => {
    expect(Object.keys(contentDocuments)).toEqual([
      "resort",
      "event:fall-fest-2025",
      "event:haunted-harvest",
      "event:christmas-lights",
      "box-office:fall-fest-2025",
      "box-office:christmas-lights",
      "lodging",
      "kayak-rentals",
      "home-about",
      "home-amenities",
      "home-nearby",
      "home-photos",
      "gallery",
      "christmas-lights",
      "restaurant",
      "venue",
      "create-center",
      "policy:privacy-policy",
      "policy:terms-of-service",
      "policy:cancellation-policy",
      "policy:accessibility",
    ]);
  });

  it("refuses a lodging list that is not exactly 12 cards", () => {
    expect(() => validateContent(breaking("lodging", lodgingFacts.slice(1)))).toThrowError(/content lodging: .*12/);
  });

  it("refuses amenity groups other than the five named ones, or a group with fewer than three items", () => {
    expect(() => validateContent(breaking("home-amenities", amenityGroupFacts.slice(1)))).toThrowError(
      /content home-amenities: .*5/,
    );
    const thin = amenityGroupFacts.map((group, index) =>
      index === 1 ? { ...group, items: group.items.slice(0, 2) } : group,
    );
    expect(() => validateContent(breaking("home-amenities", thin))).toThrowError(
      /content home-amenities\[1\]\.items: .*3/,
    );
  });

  it("gives the Christmas Lights' tips no clock time: the event's schedule gives the gate times, and a tip repeating one would be left saying the old time when they move", () => {
    const timed = shown(christmasLightsFacts).planYourVisit.filter((tip) =>
      /\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b/i.test(tip),
    );
    expect(timed).toEqual([]);
  });

  it("refuses a Christmas marquee under four photos and a venue gallery other than three", () => {
    const shortMarquee = { ...christmasLightsFacts, marquee: christmasLightsFacts.marquee.slice(0, 3) };
    expect(() => validateContent(breaking("christmas-lights", shortMarquee))).toThrowError(
      /content christmas-lights\.marquee: .*4/,
    );
    const fourPhotos = { ...venue, gallery: [...venueGallery, venueGallery[0]] };
    expect(() => validateContent(breaking("venue", fourPhotos))).toThrowError(/content venue\.gallery: .*3/);
  });

  it("refuses a week of opening hours with a day missing, or an hour past 24", () => {
    expect(() => validateContent(breaking("restaurantHours", restaurantHours.slice(1)))).toThrowError(
      /content restaurantHours/,
    );
    const late = restaurantHours.map((day, index) => (index === 0 ? { ...day, hours: { open: 8, close: 25 } } : day));
    expect(() => validateContent(breaking("restaurantHours", late))).toThrowError(
      /content restaurantHours\[0\]\.hours\.close/,
    );
  });

  it("refuses an image without alt text and a photo outside the gallery's categories", () => {
    const noAlt = fullGallery.map((photo, index) => (index === 2 ? { ...photo, alt: "" } : photo));
    expect(() => validateContent(breaking("gallery", noAlt))).toThrowError(/content gallery\[2\]\.alt/);
    const stray = fullGallery.map((photo, index) => (index === 0 ? { ...photo, category: "Parking" } : photo));
    expect(() => validateContent(breaking("gallery", stray))).toThrowError(/content gallery\[0\]\.category/);
  });

  it("refuses an event whose id is not its document's, a field no schema knows, and a resort phone that is not dialable", () => {
    const harvest = eventNamed("haunted-harvest");
    expect(() =>
      validateContent(breaking("event:haunted-harvest", { ...harvest, id: "christmas-lights" })),
    ).toThrowError(/content event:haunted-harvest\.id: Must be "haunted-harvest"/);
    expect(() => validateContent(breaking("resort", { ...resortFacts, fax: "(256) 555-0199" }))).toThrowError(
      /content resort\.fax: The site does not use this field/,
    );
    expect(() =>
      validateContent(breaking("resort", { ...resortFacts, phone: { ...shown(resortFacts.phone), tel: "555-0100" } })),
    ).toThrowError(/content resort\.phone\.tel/);
  });

  it("refuses a box office naming a ticket type its event does not sell, on both documents", () => {
    const office = boxOfficeFacts["fall-fest-2025"];
    if (!office) throw new Error("Fall Fest sells by the night");
    const stray = { ...office, perNightTickets: [...office.perNightTickets, "christmas-adult"] };
    expect(() => validateContent(breaking("box-office:fall-fest-2025", stray))).toThrowError(
      /content box-office:fall-fest-2025\.perNightTickets\[2\]: "christmas-adult" is not a ticket type of event:fall-fest-2025[\s\S]*content event:fall-fest-2025\.tickets: box-office:fall-fest-2025 names the ticket type "christmas-adult"/,
    );
    const lights = eventNamed("christmas-lights");
    const withoutAdults = { ...lights, tickets: lights.tickets?.filter((ticket) => ticket.id !== "christmas-adult") };
    expect(() => validateContent(breaking("event:christmas-lights", withoutAdults))).toThrowError(
      /content box-office:christmas-lights\.perNightTickets\[0\]: "christmas-adult"/,
    );
    const nights = (key: string): Rules => ({ ...contentRules, [key]: [() => [], office] });
    expect(() => validateContent(nights("box-office:haunted-harvest"))).toThrowError(
      /content box-office:haunted-harvest\.perNightTickets\[0\]: "haunted-forest-adult" is not a ticket type of event:haunted-harvest/,
    );
    expect(() => validateContent(nights("box-office:hayride"))).toThrowError(
      /content box-office:hayride: There is no event event:hayride/,
    );
  });

  it("refuses a draft where the value is given, and checks the value inside a draft", () => {
    const guessed = venueSpaceFacts.map((space, index) => (index === 0 ? { ...space, capacity: draft(150) } : space));
    expect(() => validateContent(breaking("venue", { ...venue, spaces: guessed }))).toThrowError(
      /content venue\.spaces\[0\]\.capacity/,
    );
    const blank = lodgingFacts.map((item, index) => (index === 0 ? { ...item, bookingUrl: draft("not a url") } : item));
    expect(() => validateContent(breaking("lodging", blank))).toThrowError(/content lodging\[0\]\.bookingUrl\.value/);
  });

  it("refuses a resort time zone the platform does not know", () => {
    expect(() => validateContent(breaking("resortTimeZone", "America/Gadsden"))).toThrowError(
      /content resortTimeZone: must be an IANA time zone/,
    );
  });

  it("names every broken value at once", () => {
    const rules = breaking("gallery", [], breaking("venue", { ...venue, spaces: [] }));
    expect(() => validateContent(rules)).toThrowError(/content gallery[\s\S]*content venue\.spaces/);
  });
});
