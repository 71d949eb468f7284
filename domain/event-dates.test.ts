import { describe, expect, it } from "vitest";
import type { EventDates } from "#content/events.ts";
import { calendarDateIn, eventRun, formatRun, type CalendarDate } from "./event-dates.ts";

const christmas: EventDates = { kind: "annual", start: "11-21", end: "01-04" };
const leapDay: EventDates = { kind: "annual", start: "02-29", end: "02-29" };
const fallFest: EventDates = { kind: "once", start: "2025-10-03", end: "2025-10-31" };
const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({ year, month, day: dayOfMonth });

describe("eventRun for the Christmas lights (Nov 21 - Jan 4)", () => {
  it("on Nov 20 shows the season starting the next day", () => {
    expect(formatRun(eventRun(christmas, day(2026, 11, 20)))).toBe("November 21, 2026 - January 4, 2027");
  });

  it("on Nov 21 the season of that year is on", () => {
    const run = eventRun(christmas, day(2026, 11, 21));
    expect(run).toEqual({ start: day(2026, 11, 21), end: day(2027, 1, 4), ended: false });
  });

  it("on Dec 31 and Jan 4 the season that began last November is still on", () => {
    expect(eventRun(christmas, day(2026, 12, 31)).start).toEqual(day(2026, 11, 21));
    expect(eventRun(christmas, day(2027, 1, 4))).toEqual({
      start: day(2026, 11, 21),
      end: day(2027, 1, 4),
      ended: false,
    });
  });

  it("on Jan 5 moves to the next season", () => {
    expect(formatRun(eventRun(christmas, day(2027, 1, 5)))).toBe("November 21, 2027 - January 4, 2028");
  });

  it("in the summer shows that year's coming season", () => {
    expect(formatRun(eventRun(christmas, day(2027, 7, 4)))).toBe("November 21, 2027 - January 4, 2028");
  });

  it("in a leap year's February shows the season of that November", () => {
    expect(formatRun(eventRun(christmas, day(2028, 2, 29)))).toBe("November 21, 2028 - January 4, 2029");
  });
});

describe("eventRun for an annual event that is not wrapping the new year", () => {
  const harvest: EventDates = { kind: "annual", start: "10-23", end: "10-25" };

  it("keeps the run of the current year until its last day, then the next year", () => {
    expect(eventRun(harvest, day(2026, 10, 25)).start).toEqual(day(2026, 10, 23));
    expect(eventRun(harvest, day(2026, 10, 26)).start).toEqual(day(2027, 10, 23));
  });

  it("a leap-day event falls on a real date in leap years", () => {
    expect(eventRun(leapDay, day(2028, 2, 1))).toEqual({
      start: day(2028, 2, 29),
      end: day(2028, 2, 29),
      ended: false,
    });
  });
});

describe("eventRun for a one-off event", () => {
  it("keeps its own dates and is ended only after the last day", () => {
    expect(eventRun(fallFest, day(2025, 10, 31))).toEqual({
      start: day(2025, 10, 3),
      end: day(2025, 10, 31),
      ended: false,
    });
    expect(eventRun(fallFest, day(2025, 11, 1)).ended).toBe(true);
    expect(formatRun(eventRun(fallFest, day(2026, 11, 22)))).toBe("October 3 - 31, 2025");
  });
});

describe("calendarDateIn", () => {
  it("reads the date on the resort's wall clock, not UTC", () => {
    // 03:00 UTC on Nov 21 is still the evening of Nov 20 in Gadsden.
    const instant = new Date("2026-11-21T03:00:00Z");
    expect(calendarDateIn(instant, "America/Chicago")).toEqual(day(2026, 11, 20));
    expect(formatRun(eventRun(christmas, calendarDateIn(new Date("2027-01-05T05:59:00Z"), "America/Chicago")))).toBe(
      "November 21, 2026 - January 4, 2027",
    );
    expect(formatRun(eventRun(christmas, calendarDateIn(new Date("2027-01-05T06:00:00Z"), "America/Chicago")))).toBe(
      "November 21, 2027 - January 4, 2028",
    );
  });
});
