import { describe, expect, it } from "vitest";
import { events, findEvent } from "#content/events.ts";
import { runAt, showsSchedule } from "./event-run.ts";

describe("showsSchedule", () => {
  it("needs entries and showSchedule not false", () => {
    const entry = { time: "5:00 PM", activity: "Gates open" };
    expect(showsSchedule({ schedule: [entry], showSchedule: true })).toBe(true);
    expect(showsSchedule({ schedule: [entry], showSchedule: false })).toBe(false);
    expect(showsSchedule({ schedule: [], showSchedule: true })).toBe(false);
    expect(showsSchedule({ schedule: [], showSchedule: false })).toBe(false);
  });

  it("hides the hidden Haunted Harvest's empty schedule and shows the others", () => {
    expect(events.filter(showsSchedule).map((event) => event.id)).toEqual(["fall-fest-2025", "christmas-lights"]);
  });
});

describe("runAt", () => {
  it("reads the date in the resort's time zone", () => {
    const christmas = findEvent("christmas-lights");
    if (!christmas) throw new Error("missing event");
    // 04:00 UTC on Jan 5 is still Jan 4 in Gadsden: the season is on.
    expect(runAt(christmas, new Date("2027-01-05T04:00:00Z")).start).toEqual({ year: 2026, month: 11, day: 21 });
    expect(runAt(christmas, new Date("2027-01-05T07:00:00Z")).start).toEqual({ year: 2027, month: 11, day: 21 });
  });
});
