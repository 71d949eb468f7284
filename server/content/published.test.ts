import { describe, expect, it } from "vitest";
import { draft } from "#domain/content/draft.ts";
import { PublishedContent, type PublishedDocuments } from "./published.ts";

function documents(
  entries: Record<string, unknown>,
): PublishedDocuments & { publish(key: string, value: unknown): void } {
  const map = new Map(Object.entries(entries));
  let version = 1;
  return {
    get version() {
      return version;
    },
    published: (key) => map.get(key),
    allPublished: () => map,
    publish(key, value) {
      map.set(key, value);
      version += 1;
    },
  };
}

describe("the published content as features read it", () => {
  it("shows marked facts by their value, keeps the marks in the facts, and reads a publish", () => {
    const store = documents({ "christmas-lights": { onlineDiscount: draft("10% off") } });
    const published = new PublishedContent(store);
    expect(published.christmasLights().onlineDiscount).toBe("10% off");
    expect(published.christmasLightsFacts().onlineDiscount).toEqual({ status: "draft", value: "10% off" });
    store.publish("christmas-lights", { onlineDiscount: "15% off" });
    expect(published.christmasLights().onlineDiscount).toBe("15% off");
  });

  it("lists every event document by id, finds one, and its nights only where it has them", () => {
    const store = documents({
      resort: {},
      "event:spring-fair": { id: "spring-fair", name: draft("Spring Fair") },
      "event:christmas-lights": { id: "christmas-lights", name: "Christmas Lights" },
      "box-office:spring-fair": { capacityPerNight: draft(300) },
    });
    const published = new PublishedContent(store);
    expect(published.events().map((event) => event.id)).toEqual(["christmas-lights", "spring-fair"]);
    expect(published.event("spring-fair")?.name).toBe("Spring Fair");
    expect(published.event("fall-fest")).toBeUndefined();
    expect(published.boxOffice("spring-fair")?.capacityPerNight).toBe(300);
    expect(published.boxOffice("christmas-lights")).toBeUndefined();
  });

  it("reads the lodging, the home sections, the restaurant, the venue and the CREATE Center, marks kept", () => {
    const sleeps = draft("4");
    const store = documents({
      lodging: [{ id: "pinewood-cottage", sleeps }],
      "kayak-rentals": { title: "Kayak Rentals" },
      "home-about": [{ title: draft("On the river") }],
      "home-amenities": [{ title: "Water Features", items: ["Kayak rentals", draft("Fishing")] }],
      "home-nearby": [draft({ name: "Downtown Gadsden", distance: "3 miles" })],
      restaurant: { name: "Pique Nique", about: [draft("Brunch by the water.")] },
      venue: { spaces: [{ id: "bay-lodge", capacity: 175 }], features: [{ title: "Stay On Site" }], gallery: [] },
      "create-center": { name: "The CREATE Center", amenities: [draft("Fast Wi-Fi")] },
    });
    const published = new PublishedContent(store);
    expect(published.lodgingFacts()).toEqual([{ id: "pinewood-cottage", sleeps }]);
    expect(published.kayakRentals().title).toBe("Kayak Rentals");
    expect(published.aboutFeatureFacts()[0]?.title).toEqual(draft("On the river"));
    expect(published.amenityGroupFacts()[0]?.items).toEqual(["Kayak rentals", draft("Fishing")]);
    expect(published.nearbyPlaceFacts()).toEqual([draft({ name: "Downtown Gadsden", distance: "3 miles" })]);
    expect(published.restaurantFacts().about).toEqual([draft("Brunch by the water.")]);
    expect(published.venueFacts().spaces[0]?.capacity).toBe(175);
    expect(published.venueFacts().features[0]?.title).toBe("Stay On Site");
    expect(published.createCenterFacts().amenities).toEqual([draft("Fast Wi-Fi")]);

    store.publish("lodging", [{ id: "pinewood-cottage", sleeps: "3" }]);
    expect(published.lodgingFacts()).toEqual([{ id: "pinewood-cottage", sleeps: "3" }]);
  });

  it("refuses to read a document that was never published", () => {
    expect(() => new PublishedContent(documents({})).resort()).toThrow("No published document resort");
  });
});
