import { describe, expect, it } from "vitest";
import { resortTimeZone } from "#content/resort.ts";
import { resortZoneOffsets } from "./generated/resort-zone-offsets.ts";
import { intlOffsetMinutes } from "./zone-offsets.ts";
import { resortInstant, zonedTime, zoneOffsetMinutes } from "./zoned-time.ts";

const HOUR_MS = 3_600_000;

/** The wall clock as ICU tells it, field by field. */
function intlWallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? ""),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

describe("the resort's wall clock", () => {
  it("is read from the build's table for the resort's zone", () => {
    expect(resortZoneOffsets.timeZone).toBe(resortTimeZone);
    expect(resortZoneOffsets.transitions.length).toBeGreaterThan(1);
  });

  it("agrees with ICU every 7 hours 13 minutes from 2020 to 2050", () => {
    const from = Date.UTC(2020, 0, 1);
    const until = Date.UTC(2051, 0, 1);
    for (let instant = from; instant < until; instant += 7 * HOUR_MS + 13 * 60_000)
      expect(zoneOffsetMinutes(instant, resortTimeZone), new Date(instant).toISOString()).toBe(
        intlOffsetMinutes(instant, resortTimeZone),
      );
  });

  it("changes at the minute the clocks change, and tells the same time as ICU around it", () => {
    for (const [from] of resortZoneOffsets.transitions.slice(1)) {
      for (const instant of [from - 60_000, from - 1, from, from + 1, from + HOUR_MS]) {
        const moment = new Date(instant);
        const { date, weekday, hour, minute } = zonedTime(moment, resortTimeZone);
        expect({ date, weekday, hour, minute }, moment.toISOString()).toEqual(intlWallClock(moment, resortTimeZone));
      }
    }
  });

  it("asks ICU for other zones and for instants past the table", () => {
    const instant = new Date("2026-07-01T03:30:00Z");
    expect(zonedTime(instant, "Asia/Kolkata")).toMatchObject({ date: "2026-07-01", hour: 9, minute: 0 });
    const later = new Date("2061-07-01T12:00:00Z");
    expect(zonedTime(later, resortTimeZone)).toMatchObject(intlWallClock(later, resortTimeZone));
    const earlier = new Date("2019-01-15T12:00:00Z");
    expect(zonedTime(earlier, resortTimeZone)).toMatchObject(intlWallClock(earlier, resortTimeZone));
  });
});

describe("the instant the resort's clock reads a day and time", () => {
  const at = (date: string, time: string) => resortInstant(date, time).toISOString();

  it("is in Central time, standard in winter and daylight in summer", () => {
    expect(at("2026-12-01", "06:00")).toBe("2026-12-01T12:00:00.000Z");
    expect(at("2026-07-01", "18:30")).toBe("2026-07-01T23:30:00.000Z");
  });

  it("moves a time in the hour the spring change skips an hour on, and takes the first of the hour the autumn change repeats", () => {
    expect(at("2027-03-14", "02:30")).toBe("2027-03-14T08:30:00.000Z");
    expect(at("2027-03-14", "03:30")).toBe("2027-03-14T08:30:00.000Z");
    expect(at("2026-11-01", "01:30")).toBe("2026-11-01T06:30:00.000Z");
    expect(at("2026-11-01", "02:30")).toBe("2026-11-01T08:30:00.000Z");
  });
});
