import { describe, expect, it } from "vitest";
import { restaurantHours } from "#content/restaurant.ts";
import { describeOpenStatus, openStatus, type RestaurantSchedule } from "./hours.ts";

const CHICAGO = "America/Chicago";
const regular: RestaurantSchedule = { weekly: restaurantHours, exceptions: [] };

describe("restaurant open status", () => {
  it("is open on Thursday at 4 PM and closed at 9 PM (winter, UTC-6)", () => {
    expect(openStatus(new Date("2026-11-26T22:00:00Z"), regular, CHICAGO)).toEqual({
      open: true,
      closesAtHour: 21,
    });
    expect(openStatus(new Date("2026-11-27T02:59:00Z"), regular, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-11-27T03:00:00Z"), regular, CHICAGO).open).toBe(false);
  });

  it("says when a closed restaurant opens next", () => {
    const mondayNoon = new Date("2026-11-23T18:00:00Z");
    expect(describeOpenStatus(openStatus(mondayNoon, regular, CHICAGO))).toBe("Closed · opens Thursday at 4 PM");
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
      const status = (hour: number, minute: number) => openStatus(at(date, hour, minute, hoursWest), regular, CHICAGO);
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
    expect(describeOpenStatus(openStatus(at("2026-11-22", 20, 0, 6), regular, CHICAGO))).toBe(
      "Closed · opens Thursday at 4 PM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-25", 23, 0, 6), regular, CHICAGO))).toBe(
      "Closed · opens tomorrow at 4 PM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-27", 10, 59, 6), regular, CHICAGO))).toBe(
      "Closed · opens today at 11 AM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-28", 22, 0, 6), regular, CHICAGO))).toBe(
      "Closed · opens tomorrow at 8 AM",
    );
    expect(describeOpenStatus(openStatus(at("2026-11-28", 21, 59, 6), regular, CHICAGO))).toBe(
      "Open now · closes 10 PM",
    );
  });
});

describe("daylight saving in America/Chicago", () => {
  const FIXED = "Etc/GMT+6";

  it("opens at 8 AM local on the Sunday clocks spring forward (8 March 2026)", () => {
    // 8 AM CDT is 13:00 UTC; a fixed UTC-6 would still say 7 AM.
    expect(openStatus(new Date("2026-03-08T12:59:00Z"), regular, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-03-08T13:00:00Z"), regular, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-03-08T13:00:00Z"), regular, FIXED).open).toBe(false);
    expect(openStatus(new Date("2026-03-08T14:00:00Z"), regular, FIXED).open).toBe(true);
    // Closes at 8 PM CDT, 01:00 UTC on Monday.
    expect(openStatus(new Date("2026-03-09T00:59:00Z"), regular, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-03-09T01:00:00Z"), regular, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-03-09T01:00:00Z"), regular, FIXED).open).toBe(true);
  });

  it("still uses standard time the day before the change (Saturday 7 March 2026)", () => {
    expect(openStatus(new Date("2026-03-07T13:59:00Z"), regular, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-03-07T14:00:00Z"), regular, CHICAGO).open).toBe(true);
  });

  it("opens at 8 AM local on the Sunday clocks fall back (1 November 2026)", () => {
    // 1:30 AM happens twice; both are before opening.
    expect(openStatus(new Date("2026-11-01T06:30:00Z"), regular, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-11-01T07:30:00Z"), regular, CHICAGO).open).toBe(false);
    // After the change 8 AM CST is 14:00 UTC, the same as the fixed offset.
    expect(openStatus(new Date("2026-11-01T13:59:00Z"), regular, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-11-01T14:00:00Z"), regular, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-11-02T01:59:00Z"), regular, CHICAGO).open).toBe(true);
    expect(openStatus(new Date("2026-11-02T02:00:00Z"), regular, CHICAGO).open).toBe(false);
  });

  it("is an hour apart from the fixed offset all summer and agrees all winter", () => {
    // Friday 10 July 2026, 10:30 PM CDT = 03:30 UTC Saturday: closed locally, 9:30 PM (open) at UTC-6.
    expect(openStatus(new Date("2026-07-11T03:30:00Z"), regular, CHICAGO).open).toBe(false);
    expect(openStatus(new Date("2026-07-11T03:30:00Z"), regular, FIXED).open).toBe(true);
    expect(openStatus(new Date("2026-01-09T04:30:00Z"), regular, CHICAGO)).toEqual(
      openStatus(new Date("2026-01-09T04:30:00Z"), regular, FIXED),
    );
  });
});

describe("dated exceptions", () => {
  // Thanksgiving, Thursday 26 November 2026, normally 4 PM - 9 PM.
  const thanksgiving = { date: "2026-11-26", hours: null, note: "Thanksgiving" };

  it("closes a day that is normally open, and the next opening skips it", () => {
    const schedule = { weekly: restaurantHours, exceptions: [thanksgiving] };
    const thursday5pm = at("2026-11-26", 17, 0, 6);
    expect(openStatus(thursday5pm, regular, CHICAGO).open).toBe(true);
    expect(describeOpenStatus(openStatus(thursday5pm, schedule, CHICAGO))).toBe("Closed · opens tomorrow at 11 AM");
    expect(describeOpenStatus(openStatus(at("2026-11-24", 12, 0, 6), schedule, CHICAGO))).toBe(
      "Closed · opens Friday at 11 AM",
    );
  });

  it("opens a day that is normally closed, with its own hours", () => {
    const schedule = {
      weekly: restaurantHours,
      exceptions: [{ date: "2026-11-25", hours: { open: 10, close: 14 }, note: "Thanksgiving Eve brunch" }],
    };
    expect(describeOpenStatus(openStatus(at("2026-11-25", 9, 0, 6), schedule, CHICAGO))).toBe(
      "Closed · opens today at 10 AM",
    );
    expect(openStatus(at("2026-11-25", 13, 59, 6), schedule, CHICAGO)).toEqual({ open: true, closesAtHour: 14 });
    expect(openStatus(at("2026-11-25", 14, 0, 6), schedule, CHICAGO).open).toBe(false);
  });

  it("names the date when the next opening is more than a week away", () => {
    const closures = ["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-12-03", "2026-12-04"].map(
      (date) => ({ date, hours: null, note: "Closed for renovation" }),
    );
    const schedule = { weekly: restaurantHours, exceptions: closures };
    expect(describeOpenStatus(openStatus(at("2026-11-26", 12, 0, 6), schedule, CHICAGO))).toBe(
      "Closed · opens Saturday, December 5 at 8 AM",
    );
  });

  it("is closed with no next opening when every day is closed", () => {
    const closedWeek = restaurantHours.map((day) => ({ ...day, hours: null }));
    expect(
      describeOpenStatus(openStatus(at("2026-11-26", 12, 0, 6), { weekly: closedWeek, exceptions: [] }, CHICAGO)),
    ).toBe("Closed");
  });
});
