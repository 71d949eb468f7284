import { describe, expect, it } from "vitest";
import { clockText, gateTimes, seasonBounds, timeLineIssue } from "./event-gates.ts";

const schedule = [
  { time: "5:00 PM", activity: "Gates open" },
  { time: "6:00 PM", activity: "Santa's porch opens (weekends)" },
  { time: "9:30 pm", activity: "Last car through the gate" },
];

describe("an event's gate times", () => {
  it("are its schedule's Gates open and Last car entries, as a person says them", () => {
    expect(gateTimes(schedule)).toEqual({ opens: "5 PM", lastEntry: "9:30 PM" });
    expect(gateTimes([{ time: "7 PM", activity: "Last entry to the trail" }])).toEqual({
      opens: null,
      lastEntry: "7 PM",
    });
    expect(clockText(" 6:00  p.m. ")).toBe("6 PM");
  });

  it("may be named in the one-line time only as the schedule gives them", () => {
    expect(timeLineIssue("Nightly, gates open 5 PM", schedule)).toBeNull();
    expect(timeLineIssue("Nightly, gates open at 5:00 pm", schedule)).toBeNull();
    expect(timeLineIssue("Nightly from dusk", schedule)).toBeNull();
    expect(timeLineIssue("Nightly, gates open 6 PM", schedule)).toBe(
      `Says the gates open at 6 PM, but the schedule's "Gates open" is at 5 PM.`,
    );
  });

  it("come with the season's first and last day, without a year", () => {
    expect(seasonBounds({ kind: "annual", start: "11-21", end: "01-04" })).toEqual({
      from: "November 21",
      to: "January 4",
    });
    expect(seasonBounds({ kind: "once", start: "2026-10-02", end: "2026-10-31" }, { short: true })).toEqual({
      from: "Oct 2",
      to: "Oct 31",
    });
  });
});
