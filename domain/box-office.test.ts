import { describe, expect, it } from "vitest";
import { boxOfficeOf } from "#content/box-office.ts";
import { findEvent } from "#content/events.ts";
import { FEW_LEFT_SHARE, fewerLeftMessage, nightState, peopleOnNight, runNights } from "./box-office.ts";

const christmas = findEvent("christmas-lights");
const fest = findEvent("fall-fest-2025");

describe("the nights of a run", () => {
  it("are every night of the Christmas Lights season, crossing the new year", () => {
    if (!christmas) throw new Error("no Christmas Lights in content");
    const nights = runNights(christmas.dates, boxOfficeOf("christmas-lights"), { year: 2026, month: 12, day: 5 });
    expect(nights).toHaveLength(45);
    expect(nights[0]).toBe("2026-11-21");
    expect(nights.at(-1)).toBe("2027-01-04");
    expect(nights).toContain("2026-12-31");
    expect(nights).toContain("2027-01-01");
  });

  it("are the Fridays and Saturdays of the fall festival", () => {
    if (!fest) throw new Error("no fall festival in content");
    const nights = runNights(fest.dates, boxOfficeOf("fall-fest-2025"), { year: 2025, month: 10, day: 1 });
    expect(nights).toEqual([
      "2025-10-03",
      "2025-10-04",
      "2025-10-10",
      "2025-10-11",
      "2025-10-17",
      "2025-10-18",
      "2025-10-24",
      "2025-10-25",
      "2025-10-31",
    ]);
  });

  it("are none for an event not sold by the night", () => {
    const harvest = findEvent("haunted-harvest");
    if (!harvest) throw new Error("no Haunted Harvest in content");
    expect(runNights(harvest.dates, boxOfficeOf("haunted-harvest"), { year: 2026, month: 10, day: 1 })).toEqual([]);
  });
});

describe("a night's state", () => {
  const night = { date: "2026-12-12", today: "2026-12-05", status: "on_sale" as const, capacity: 100 };

  it("is few left under 15 % of its places, sold out at none", () => {
    expect(FEW_LEFT_SHARE).toBe(0.15);
    expect(nightState({ ...night, taken: 85 })).toBe("available");
    expect(nightState({ ...night, taken: 86 })).toBe("few");
    expect(nightState({ ...night, taken: 99 })).toBe("few");
    expect(nightState({ ...night, taken: 100 })).toBe("sold-out");
    expect(nightState({ ...night, taken: 120 })).toBe("sold-out");
  });

  it("is past once its day is over, and cancelled or closed as staff set it", () => {
    expect(nightState({ ...night, today: "2026-12-12", taken: 0 })).toBe("available");
    expect(nightState({ ...night, today: "2026-12-13", taken: 0 })).toBe("past");
    expect(nightState({ ...night, status: "closed", taken: 0 })).toBe("closed");
    expect(nightState({ ...night, status: "cancelled", today: "2026-12-13", taken: 0 })).toBe("cancelled");
  });

  it("counts people for night tickets only, and says how many places are left", () => {
    const perNight = boxOfficeOf("christmas-lights")?.perNightTickets ?? [];
    const lines = [
      { ticketId: "christmas-adult", quantity: 2 },
      { ticketId: "christmas-child", quantity: 3 },
      { ticketId: "christmas-season-pass", quantity: 4 },
      { ticketId: null, quantity: 1 },
    ];
    expect(peopleOnNight(perNight, lines)).toBe(5);
    expect(fewerLeftMessage(1)).toBe("Only 1 place is left that night.");
    expect(fewerLeftMessage(8)).toBe("Only 8 places are left that night.");
  });
});
