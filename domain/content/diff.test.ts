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

  it("shows an item inserted near the top of a list as one added item, not a change to each after it", () => {
    expect(fieldChanges({ highlights: ["a", "b", "c"] }, { highlights: ["new", "a", "b", "c"] })).toEqual([
      { path: "highlights[0]", after: "new" },
    ]);
    expect(fieldChanges(["a", "b", "c"], ["a", "c"])).toEqual([{ path: "[1]", before: "b" }]);
  });

  it("reads an item replaced in place as that item edited, field by field", () => {
    expect(fieldChanges(["a", "b", "c"], ["a", "B", "c"])).toEqual([{ path: "[1]", before: "b", after: "B" }]);
    const places = [
      { name: "Noccalula Falls", distance: "10 min" },
      { name: "Downtown", distance: "5 min" },
    ];
    expect(fieldChanges(places, [places[0], { name: "Downtown", distance: "6 min" }])).toEqual([
      { path: "[1].distance", before: "5 min", after: "6 min" },
    ]);
  });

  it("matches list items with ids by id, wherever they moved", () => {
    const [first, second] = fallFest.tickets ?? [];
    if (!first || !second) throw new Error("the first event sells two kinds of ticket");
    const added = { ...first, id: "fall-fest-family" };
    expect(fieldChanges([first, second], [added, first, { ...second, priceCents: 900 }])).toEqual([
      { path: "[0]", after: added },
      { path: "[2].priceCents", before: second.priceCents, after: 900 },
    ]);
    expect(fieldChanges([first, second], [second])).toEqual([{ path: "[0]", before: first }]);
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
