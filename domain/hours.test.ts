import { describe, expect, it } from "vitest";
import { restaurantHours } from "../content/restaurant.ts";
import { describeOpenStatus, openStatus } from "./hours.ts";

const CHICAGO = "America/Chicago";

describe("restaurant open status", () => {
  it("is open on Thursday at 4 PM and closed at 9 PM (winter, UTC-6)", () => {
    expect(openStatus(new Date("2026-11-26T22:00:00Z"), restaurantHours, CHICAGO)).toEqual({
      open: true,
      closesAtHour: 21,
    });
    expect(openStatus(new Date("2026-11-27T02:59:00Z"), restaurantHours, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-11-27T03:00:00Z"), restaurantHours, CHICAGO).open).toBe(false);
  });

  it("says when a closed restaurant opens next", () => {
    const mondayNoon = new Date("2026-11-23T18:00:00Z");
    expect(describeOpenStatus(openStatus(mondayNoon, restaurantHours, CHICAGO))).toBe(
      "Closed · opens Thursday at 4 PM",
    );
  });
});

/** An instant from a wall-clock time at a fixed UTC offset (hours west of UTC). */
function at(date: string, hour: number, minute: number, hoursWest: number): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour + hoursWest, minute));
}

const weeks = [
  // Sunday 22 to Saturday 28 November 2026: central standard time, UTC-6.
  { label: "winter", sunday: "2026-11-22", hoursWest: 6 },
  // Sunday 5 to Saturday 11 July 2026: central daylight time, UTC-5.
  { label: "summer", sunday: "2026-07-05", hoursWest: 5 },
];

function dayOf(sunday: string, weekday: number): string {
  const date = new Date(`${sunday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + weekday);
  return date.toISOString().slice(0, 10);
}

describe("every boundary of every day", () => {
  for (const { label, sunday, hoursWest } of weeks) {
    restaurantHours.forEach((entry, weekday) => {
      const date = dayOf(sunday, weekday);
      const status = (hour: number, minute: number) =>
        openStatus(at(date, hour, minute, hoursWest), restaurantHours, CHICAGO);
      if (!entry.hours) {
        it(`${entry.day} (${label}) is closed all day`, () => {
          for (const [hour, minute] of [
            [0, 0],
            [8, 0],
            [12, 0],
            [16, 0],
            [23, 59],
          ] as const)
            expect(status(hour, minute).open).toBe(false);
        });
        return;
      }
      const { open, close } = entry.hours;
      it(`${entry.day} (${label}) opens at ${open}:00 and closes at ${close}:00`, () => {
        expect(status(0, 0).open).toBe(false);
        expect(status(open - 1, 59).open).toBe(false);
        expect(status(open, 0)).toEqual({ open: true, closesAtHour: close });
        expect(status(close - 1, 59)).toEqual({ open: true, closesAtHour: close });
        expect(status(close, 0).open).toBe(false);
        expect(status(23, 59).open).toBe(false);
      });
    });
  }

  it("names the next opening across the closed days", () => {
    expect(describeOpenStatus(openStatus(at("2026-11-22", 20, 0, 6), restaurantHours, CHICAGO))).toBe(
      "Closed · opens Thursday at 4 PM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-25", 23, 0, 6), restaurantHours, CHICAGO))).toBe(
      "Closed · opens tomorrow at 4 PM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-27", 10, 59, 6), restaurantHours, CHICAGO))).toBe(
      "Closed · opens today at 11 AM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-28", 22, 0, 6), restaurantHours, CHICAGO))).toBe(
      "Closed · opens tomorrow at 8 AM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-28", 21, 59, 6), restaurantHours, CHICAGO))).toBe(
      "Open now · closes 10 PM",
    );
  });
});

describe("daylight saving in America/Chicago", () => {
  const FIXED = "Etc/GMT+6";

  it("opens at 8 AM local on the Sunday clocks spring forward (8 March 2026)", () => {
    // 8 AM CDT is 13:00 UTC; the spec's fixed UTC-6 would still say 7 AM.
    expect(openStatus(new Date("2026-03-08T12:59:00Z"), restaurantHours, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-03-08T13:00:00Z"), restaurantHours, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-03-08T13:00:00Z"), restaurantHours, FIXED).open).toBe(false);
    expect(openStatus(new Date("2026-03-08T14:00:00Z"), restaurantHours, FIXED).open).toBe(true);
    // Closes at 8 PM CDT, 01:00 UTC on Monday.
    expect(openStatus(new Date("2026-03-09T00:59:00Z"), restaurantHours, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-03-09T01:00:00Z"), restaurantHours, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-03-09T01:00:00Z"), restaurantHours, FIXED).open).toBe(true);
  });

  it("still uses standard time the day before the change (Saturday 7 March 2026)", () => {
    expect(openStatus(new Date("2026-03-07T13:59:00Z"), restaurantHours, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-03-07T14:00:00Z"), restaurantHours, CHICAGO).open).toBe(true);
  });

  it("opens at 8 AM local on the Sunday clocks fall back (1 November 2026)", () => {
    // 1:30 AM happens twice; both are before opening.
    expect(openStatus(new Date("2026-11-01T06:30:00Z"), restaurantHours, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-11-01T07:30:00Z"), restaurantHours, CHICAGO).open).toBe(false);
    // After the change 8 AM CST is 14:00 UTC, the same as the fixed offset.
    expect(openStatus(new Date("2026-11-01T13:59:00Z"), restaurantHours, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-11-01T14:00:00Z"), restaurantHours, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-11-02T01:59:00Z"), restaurantHours, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-11-02T02:00:00Z"), restaurantHours, CHICAGO).open).toBe(false);
  });

  it("is an hour apart from the fixed offset all summer and agrees all winter", () => {
    // Friday 10 July 2026, 10:30 PM CDT = 03:30 UTC Saturday: closed locally, 9:30 PM (open) at UTC-6.
    expect(openStatus(new Date("2026-07-11T03:30:00Z"), restaurantHours, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-07-11T03:30:00Z"), restaurantHours, FIXED).open).toBe(true);
    expect(openStatus(new Date("2026-01-09T04:30:00Z"), restaurantHours, CHICAGO)).toEqual(
      openStatus(new Date("2026-01-09T04:30:00Z"), restaurantHours, FIXED),
    );
  });
});
