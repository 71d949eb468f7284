import { describe, expect, it } from "vitest";
import { eventFacts } from "#content/events.ts";
import { fieldChanges, formatPath, parsePath } from "./diff.ts";
import { draft } from "./draft.ts";

const [fallFest] = eventFacts;
if (!fallFest?.tickets) throw new Error("the first event sells tickets");

describe("field changes between two values of a document", () => {
  it("finds nothing between equal values, whatever the order of their keys", () => {
    expect(fieldChanges(fallFest, structuredClone(fallFest))).toEqual([]);
    expect(fieldChanges({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toEqual([]);
  });

  it("names a changed price and a changed alt text by their paths, with both values", () => {
    const tickets = fallFest.tickets?.map((ticket, index) => (index === 1 ? { ...ticket, priceCents: 900 } : ticket));
    const changed = {
      ...fallFest,
      tickets,
      heroImage: { ...fallFest.heroImage, alt: "The lantern trail at night" },
    };
    expect(fieldChanges(fallFest, changed)).toEqual([
      {
        path: "heroImage.alt",
        before: "Lantern-lit trail through the Haunted Forest",
        after: "The lantern trail at night",
      },
      { path: "tickets[1].priceCents", before: 800, after: 900 },
    ]);
  });

  it("shows an added field or list item with its value after, a removed one with its value before", () => {
    expect(fieldChanges({ highlights: ["a"] }, { highlights: ["a", "b"], hidden: true })).toEqual([
      { path: "highlights[1]", after: "b" },
      { path: "hidden", after: true },
    ]);
    const removed = fieldChanges({ highlights: ["a", "b"], hidden: false }, { highlights: ["a"] });
    expect(removed).toEqual([
      { path: "highlights[1]", before: "b" },
      { path: "hidden", before: false },
    ]);
    expect(removed[0]).not.toHaveProperty("after");
  });

  it("shows a confirmed fact as its mark replaced by the value, and null apart from absence", () => {
    expect(fieldChanges({ time: draft("6 PM") }, { time: "6 PM" })).toEqual([
      { path: "time", before: { status: "draft", value: "6 PM" }, after: "6 PM" },
    ]);
    expect(fieldChanges({ hours: { open: 8, close: 20 } }, { hours: null })).toEqual([
      { path: "hours", before: { open: 8, close: 20 }, after: null },
    ]);
  });

  it("shows a value that changed its type, or the whole document, as one change", () => {
    expect(fieldChanges({ dates: ["x"] }, { dates: { kind: "once" } })).toEqual([
      { path: "dates", before: ["x"], after: { kind: "once" } },
    ]);
    expect(fieldChanges([1], "text")).toEqual([{ path: "", before: [1], after: "text" }]);
  });
});

describe("paths", () => {
  it("writes keys as code would, quoting those that are not names", () => {
    expect(formatPath(["tickets", 1, "priceCents"])).toBe("tickets[1].priceCents");
    expect(formatPath([0, "alt"])).toBe("[0].alt");
    expect(formatPath(["sections", "odd key", 'quote"d'])).toBe('sections["odd key"]["quote\\"d"]');
    expect(formatPath([])).toBe("");
  });

  it("reads back every path it writes", () => {
    for (const parts of [["tickets", 1, "priceCents"], [0, "alt"], ["sections", "odd key", 'quote"d', 12], []])
      expect(parsePath(formatPath(parts))).toEqual(parts);
  });

  it("refuses text it would not write", () => {
    for (const text of [
      ".tickets",
      "tickets.",
      "tickets[01]",
      "tickets[-1]",
      "tickets[x]",
      '["tickets"]',
      "a..b",
      "a b",
    ])
      expect(parsePath(text), text).toBeNull();
  });
});
