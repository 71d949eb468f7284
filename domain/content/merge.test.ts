import { describe, expect, it } from "vitest";
import { draft, placeholder } from "./draft.ts";
import { mergeDrafts } from "./merge.ts";

const event = {
  name: draft("Christmas Lights"),
  time: "5 PM",
  heroImage: { file: "hero.jpg", alt: "The light tunnel", focus: { x: 50, y: 50 } },
  highlights: ["Light tunnel", "Hot cocoa", "Santa"],
  tickets: [
    { id: "car", label: "Car", priceCents: 2500 },
    { id: "van", label: "Van", priceCents: 4000 },
  ],
};

describe("merging two editors' drafts", () => {
  it("takes each side's changes to different fields, nested objects included", () => {
    const theirs = { ...event, time: "6 PM", heroImage: { ...event.heroImage, focus: { x: 30, y: 50 } } };
    const mine = { ...event, heroImage: { ...event.heroImage, alt: "Cars under the tunnel" }, hidden: true };
    expect(mergeDrafts(event, theirs, mine)).toEqual({
      value: {
        ...event,
        time: "6 PM",
        heroImage: { file: "hero.jpg", alt: "Cars under the tunnel", focus: { x: 30, y: 50 } },
        hidden: true,
      },
      clashes: [],
    });
  });

  it("lists a field both changed differently with both values, and keeps mine there", () => {
    const theirs = { ...event, time: "6 PM", heroImage: { ...event.heroImage, alt: "Tunnel at night" } };
    const mine = { ...event, time: "7 PM", heroImage: { ...event.heroImage, alt: "Tunnel at night" } };
    expect(mergeDrafts(event, theirs, mine)).toEqual({
      value: mine,
      clashes: [{ path: "time", theirs: "6 PM", mine: "7 PM" }],
    });
  });

  it("clashes where one side removed a field the other changed, naming the removal by its absence", () => {
    const { focus: _gone, ...withoutFocus } = event.heroImage;
    const theirs = { ...event, heroImage: withoutFocus };
    const mine = { ...event, heroImage: { ...event.heroImage, focus: { x: 10, y: 10 } } };
    expect(mergeDrafts(event, theirs, mine).clashes).toEqual([{ path: "heroImage.focus", mine: { x: 10, y: 10 } }]);
    // Removed on one side and untouched on the other, it goes.
    expect(mergeDrafts(event, theirs, { ...event, time: "8 PM" }).value).toEqual({ ...theirs, time: "8 PM" });
  });

  it("merges lists item by item: an item edited on one side, another added on the other", () => {
    const theirs = { ...event, highlights: ["Light tunnel", "Hot cocoa and s'mores", "Santa"] };
    const mine = { ...event, highlights: ["Light tunnel", "Hot cocoa", "Santa", "Hayride"] };
    expect(mergeDrafts(event, theirs, mine)).toEqual({
      value: { ...event, highlights: ["Light tunnel", "Hot cocoa and s'mores", "Santa", "Hayride"] },
      clashes: [],
    });
    // An item removed on one side and left alone on the other goes; one removed and edited clashes.
    const removed = { ...event, highlights: ["Light tunnel", "Santa"] };
    expect(mergeDrafts(event, removed, mine).value).toEqual({
      ...event,
      highlights: ["Light tunnel", "Santa", "Hayride"],
    });
    const edited = { ...event, highlights: ["Light tunnel", "Cocoa", "Santa"] };
    expect(mergeDrafts(event, removed, edited).clashes).toEqual([{ path: "highlights[1]", mine: "Cocoa" }]);
  });

  it("matches items with ids by id, so an item added on one side and a field of another changed on the other both stay", () => {
    const bus = { id: "bus", label: "Bus", priceCents: 8000 };
    const theirs = { ...event, tickets: [bus, ...event.tickets] };
    const mine = {
      ...event,
      tickets: event.tickets.map((ticket) => ({ ...ticket, priceCents: ticket.priceCents + 500 })),
    };
    expect(mergeDrafts(event, theirs, mine)).toEqual({
      value: {
        ...event,
        tickets: [bus, { id: "car", label: "Car", priceCents: 3000 }, { id: "van", label: "Van", priceCents: 4500 }],
      },
      clashes: [],
    });
    const priced = (cents: number) => ({
      ...event,
      tickets: [event.tickets[0], { id: "van", label: "Van", priceCents: cents }],
    });
    expect(mergeDrafts(event, priced(4200), priced(4400)).clashes).toEqual([
      { path: "tickets[1].priceCents", theirs: 4200, mine: 4400 },
    ]);
  });

  it("clashes when both added different items at one place, and adds an item both added once", () => {
    const theirs = { ...event, highlights: [...event.highlights, "Hayride"] };
    const mine = { ...event, highlights: [...event.highlights, "Carols"] };
    expect(mergeDrafts(event, theirs, mine)).toEqual({
      value: mine,
      clashes: [{ path: "highlights[3]", theirs: "Hayride", mine: "Carols" }],
    });
    expect(mergeDrafts(event, theirs, theirs)).toEqual({ value: theirs, clashes: [] });
  });

  it("merges a mark's status and its value apart, and clashes where one side confirmed a value the other changed", () => {
    const marked = { ...event, time: draft("5 PM") };
    const replaced = { ...marked, time: placeholder("5 PM") };
    const retimed = { ...marked, time: draft("6 PM") };
    expect(mergeDrafts(marked, replaced, retimed)).toEqual({
      value: { ...marked, time: placeholder("6 PM") },
      clashes: [],
    });
    const confirmed = { ...marked, time: "5 PM" };
    expect(mergeDrafts(marked, confirmed, { ...marked, name: draft("Lights") })).toEqual({
      value: { ...confirmed, name: draft("Lights") },
      clashes: [],
    });
    expect(mergeDrafts(marked, confirmed, retimed).clashes).toEqual([
      { path: "time", theirs: "5 PM", mine: draft("6 PM") },
    ]);
  });

  it("keeps a field named __proto__ as a field", () => {
    const base = JSON.parse('{"__proto__": {"a": 1}, "b": 1}') as unknown;
    const theirs = JSON.parse('{"__proto__": {"a": 2}, "b": 1}') as unknown;
    const mine = JSON.parse('{"__proto__": {"a": 1}, "b": 2}') as unknown;
    const { value } = mergeDrafts(base, theirs, mine);
    expect(Object.hasOwn(value as object, "__proto__")).toBe(true);
    expect(JSON.stringify(value)).toBe('{"__proto__":{"a":2},"b":2}');
  });
});
