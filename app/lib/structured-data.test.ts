import { describe, expect, it } from "vitest";
import { findEvent } from "#content/events.ts";
import { heroImage } from "#content/home-photos.ts";
import { resort } from "#content/resort.ts";
import { restaurantFacts, restaurantHours } from "#content/restaurant.ts";
import { shown } from "#domain/content/draft.ts";
import { eventJsonLd } from "./event-json-ld.ts";
import { openingHoursSpecification, restaurantJsonLd } from "./restaurant-json-ld.ts";
import { clockTime, resortJsonLd } from "./structured-data.ts";

function event(id: string) {
  const found = findEvent(id);
  if (!found) throw new Error(`no event ${id}`);
  return found;
}

describe("resortJsonLd", () => {
  it("describes the campground with its address, phone and rating", () => {
    const data = resortJsonLd(resort, heroImage);
    expect(data["@type"]).toBe("Campground");
    expect(data.address).toMatchObject({ addressLocality: "Gadsden", addressRegion: "AL" });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 700 });
    expect(data.telephone).toMatch(/^\+1\d{10}$/);
    expect(data.checkinTime).toBe("16:00");
    expect(data.image).toMatch(/^https:\/\/.+\/images\/hero\/riverfront-1200\.[0-9a-f]{10}\.jpg$/);
  });
  it("follows the resort it is given, as published rather than as built", () => {
    const published = {
      ...resort,
      phone: { display: "(256) 555-0199", tel: "+12565550199" },
      siteUrl: "https://coosa.example",
    };
    expect(resortJsonLd(published, heroImage)).toMatchObject({
      "@id": "https://coosa.example/#resort",
      telephone: "+12565550199",
      url: "https://coosa.example/",
    });
    expect(restaurantJsonLd(shown(restaurantFacts), published).containedInPlace).toEqual({
      "@id": "https://coosa.example/#resort",
    });
  });
});

describe("restaurantJsonLd", () => {
  it("lists exactly the open days of the hours table", () => {
    const data = restaurantJsonLd(shown(restaurantFacts), resort);
    expect(data["@type"]).toBe("Restaurant");
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "08:00", closes: "20:00" },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Thursday",
        opens: "16:00",
        closes: "21:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Friday", opens: "11:00", closes: "22:00" },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "08:00",
        closes: "22:00",
      },
    ]);
  });
  it("names, describes and shows the restaurant as the page's document gives it", () => {
    const restaurant = shown(restaurantFacts);
    const data = restaurantJsonLd({ ...restaurant, about: ["A new first paragraph.", ...restaurant.about] }, resort);
    expect(data).toMatchObject({ name: "Pique Nique", description: "A new first paragraph." });
    expect(data.image).toMatch(/^https:\/\/.+\/images\/pique-nique\/logo-[0-9]+\.[0-9a-f]{10}\.png$/);
  });
  it("follows the hours table rather than its own copy", () => {
    const changed = restaurantHours.map((day) =>
      day.day === "Monday" ? { ...day, hours: { open: 7, close: 24 } } : day,
    );
    expect(openingHoursSpecification(changed)).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Monday",
      opens: "07:00",
      closes: "23:59",
    });
  });
});

describe("eventJsonLd", () => {
  it("dates an annual event in its current season and offers its tickets", () => {
    const data = eventJsonLd(event("christmas-lights"), { year: 2026, month: 12, day: 1 }, resort);
    expect(data).toMatchObject({ "@type": "Event", startDate: "2026-11-21", endDate: "2027-01-04" });
    expect(data.location).toMatchObject({ "@type": "Place", address: { addressLocality: "Gadsden" } });
    expect(data.offers?.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Adult", "8.00", "USD"],
      ["Child", "5.00", "USD"],
      ["Season Pass", "30.00", "USD"],
    ]);
  });
  it("moves an annual event to next season once this one is over", () => {
    expect(eventJsonLd(event("christmas-lights"), { year: 2027, month: 2, day: 1 }, resort)).toMatchObject({
      startDate: "2027-11-21",
      endDate: "2028-01-04",
    });
  });
  it("keeps a one-off event's dates and sells nothing once it has ended", () => {
    const data = eventJsonLd(event("fall-fest-2025"), { year: 2026, month: 11, day: 22 }, resort);
    expect(data).toMatchObject({ startDate: "2025-10-03", endDate: "2025-10-31" });
    expect(data.offers).toBeUndefined();
  });
  it("has no offers for an event that sells no tickets", () => {
    expect(eventJsonLd(event("haunted-harvest"), { year: 2026, month: 1, day: 1 }, resort).offers).toBeUndefined();
  });
});

describe("clockTime", () => {
  it("turns display times into 24-hour times", () => {
    expect(clockTime("4 PM")).toBe("16:00");
    expect(clockTime("12 AM")).toBe("00:00");
    expect(clockTime("10:30 am")).toBe("10:30");
    expect(() => clockTime("noon")).toThrow();
  });
});
