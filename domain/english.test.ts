import { describe, expect, it } from "vitest";
import { englishList, formatUsd, longDate, shortMonth } from "./english.ts";

/** Every day from the first to the last, `YYYY-MM-DD`. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${first}T12:00:00Z`);
    day <= new Date(`${last}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
}

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });

describe("English without Intl", () => {
  const days = daysBetween("2024-01-01", "2028-12-31");

  it("writes every day of five years as Intl writes it, with and without the year", () => {
    const withYear = utc({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
    const withoutYear = utc({ weekday: "long", month: "long", day: "numeric" });
    const month = utc({ month: "short" });
    for (const day of days) {
      const noon = new Date(`${day}T12:00:00Z`);
      expect(longDate(day, { year: true })).toBe(withYear.format(noon));
      expect(longDate(day)).toBe(withoutYear.format(noon));
      expect(shortMonth(day)).toBe(month.format(noon));
    }
    expect(longDate("2026-11-26")).toBe("Thursday, November 26");
  });

  it("joins lists as Intl's conjunction does", () => {
    const list = new Intl.ListFormat("en-US", { type: "conjunction" });
    for (const items of [[], ["Adult"], ["Adult", "Child"], ["Adult", "Child", "Senior"], ["A", "B", "C", "D"]])
      expect(englishList(items)).toBe(list.format(items));
    expect(englishList(["Adult", "Child", "Senior"])).toBe("Adult, Child, and Senior");
  });

  it("writes dollars as Intl's USD currency does", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const amounts = [
      0, 1, 5, 99, 100, 101, 999, 1000, 1050, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, 987_654_321_00,
    ];
    for (const cents of [...amounts, ...amounts.filter(Boolean).map((cents) => -cents)])
      expect(formatUsd(cents), String(cents)).toBe(usd.format(cents / 100));
    expect(formatUsd(123_456)).toBe("$1,234.56");
  });
});
