import { describe, expect, it } from "vitest";
import { restaurantHours } from "../content/restaurant.ts";
import { describeOpenStatus, openStatus } from "./hours.ts";

const CHICAGO = "America/Chicago";

describe("restaurant open status", () => {
  it("is open on Thursday at 4 PM and closed at 9 PM (winter, UTC-6)", () => {
    expect(openStatus(new Date("2026-11-26T22:00:00Z"), restaurantHours, CHICAGO)).toEqual({ open: true, closesAtHour: 21 });
    expect(openStatus(new Date("2026-11-27T02:59:00Z"), restaurantHours, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-11-27T03:00:00Z"), restaurantHours, CHICAGO).open).toBe(false);
  });

  it("says when a closed restaurant opens next", () => {
    const mondayNoon = new Date("2026-11-23T18:00:00Z");
    expect(describeOpenStatus(openStatus(mondayNoon, restaurantHours, CHICAGO))).toBe("Closed · opens Thursday at 4 PM");
  });
});
