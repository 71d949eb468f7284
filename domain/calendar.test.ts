import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, type CalendarEntry } from "./calendar.ts";

const entry: CalendarEntry = {
  uid: "christmas-lights-2026@www.example.com",
  stamp: new Date("2026-11-22T15:04:05.678Z"),
  start: { year: 2026, month: 11, day: 21 },
  end: { year: 2027, month: 1, day: 4 },
  summary: "Christmas Lights Drive-Through",
  description: "Nightly, gates open 5 PM.\nAdults $8, children $5; season pass $30.",
  location: "Park-wide drive-through route, 100 Riverfront Way, Gadsden, AL 35901",
  url: "https://www.example.com/events/christmas-lights",
};

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and line breaks as RFC 5545 says", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("leaves lines of 75 octets alone", () => {
    const line = "x".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds longer lines into pieces of at most 75 octets, continuing after a space", () => {
    const folded = foldLine(`DESCRIPTION:${"y".repeat(200)}`);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBe(3);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(" "))).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join("")).toBe(
      `DESCRIPTION:${"y".repeat(200)}`,
    );
  });

  it("never splits a multi-byte character", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(80)}`);
    for (const piece of folded.split("\r\n")) {
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
      expect(piece).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(80)}`);
  });
});

describe("buildIcs", () => {
  const ics = buildIcs(entry, "-//Coosa Riverside//Events//EN");
  const lines = ics.split("\r\n");

  it("is one VEVENT inside a VCALENDAR with CRLF line endings", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Coosa Riverside//Events//EN");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes all-day dates with an exclusive end, across the new year", () => {
    expect(lines).toContain("DTSTART;VALUE=DATE:20261121");
    expect(lines).toContain("DTEND;VALUE=DATE:20270105");
  });

  it("rolls the exclusive end over month and leap-day boundaries", () => {
    const leap = buildIcs(
      { ...entry, start: { year: 2028, month: 2, day: 28 }, end: { year: 2028, month: 2, day: 29 } },
      "-//x//y//EN",
    );
    expect(leap).toContain("DTEND;VALUE=DATE:20280301\r\n");
    const plain = buildIcs(
      { ...entry, start: { year: 2027, month: 2, day: 28 }, end: { year: 2027, month: 2, day: 28 } },
      "-//x//y//EN",
    );
    expect(plain).toContain("DTEND;VALUE=DATE:20270301\r\n");
  });

  it("stamps in UTC without fractions", () => {
    expect(lines).toContain("DTSTAMP:20261122T150405Z");
  });

  it("escapes text values", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "DESCRIPTION:Nightly\\, gates open 5 PM.\\nAdults $8\\, children $5\\; season pass $30.",
    );
    expect(unfolded).toContain("LOCATION:Park-wide drive-through route\\, 100 Riverfront Way\\, Gadsden\\, AL 35901");
    expect(unfolded).toContain("UID:christmas-lights-2026@www.example.com");
  });
});
