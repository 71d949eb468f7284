import { describe, expect, it } from "vitest";
import { dayStartIn, nextIsoDate } from "./days.ts";

describe("dayStartIn", () => {
  it("is local midnight in Gadsden, in standard and in daylight time", () => {
    expect(dayStartIn("2026-11-24", "America/Chicago").toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(dayStartIn("2026-07-04", "America/Chicago").toISOString()).toBe("2026-07-04T05:00:00.000Z");
  });

  it("holds across the days daylight saving starts and ends", () => {
    expect(dayStartIn("2026-03-08", "America/Chicago").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(dayStartIn("2026-03-09", "America/Chicago").toISOString()).toBe("2026-03-09T05:00:00.000Z");
    expect(dayStartIn("2026-11-01", "America/Chicago").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(dayStartIn("2026-11-02", "America/Chicago").toISOString()).toBe("2026-11-02T06:00:00.000Z");
  });

  it("works east of UTC too", () => {
    expect(dayStartIn("2026-01-01", "Asia/Tokyo").toISOString()).toBe("2025-12-31T15:00:00.000Z");
  });

  it("steps to the next day across months and years", () => {
    expect(nextIsoDate("2026-12-31")).toBe("2027-01-01");
    expect(nextIsoDate("2028-02-28")).toBe("2028-02-29");
  });
});
