import { describe, expect, it } from "vitest";
import { draft, hasDraft, isUnconfirmed, placeholder, shown, unconfirmedIn } from "./draft.ts";

const card = {
  title: "Recreation",
  items: ["Kayak rentals", draft("Dog park")],
  schedule: [draft({ time: "6:00 PM", activity: "Santa's porch opens" })],
  phone: placeholder({ display: "(256) 555-0100", tel: "+12565550100" }),
};

describe("marks on unconfirmed facts", () => {
  it("shows every value as written, without its mark", () => {
    expect(shown(card)).toEqual({
      title: "Recreation",
      items: ["Kayak rentals", "Dog park"],
      schedule: [{ time: "6:00 PM", activity: "Santa's porch opens" }],
      phone: { display: "(256) 555-0100", tel: "+12565550100" },
    });
    expect(shown(draft([draft("inner")]))).toEqual(["inner"]);
  });

  it("lists each marked value with its path, naming list items by their title or position", () => {
    expect(unconfirmedIn({ groups: [card] })).toEqual([
      { path: ["groups", "Recreation", "items", "#2"], status: "draft", value: "Dog park" },
      {
        path: ["groups", "Recreation", "schedule", "#1"],
        status: "draft",
        value: { time: "6:00 PM", activity: "Santa's porch opens" },
      },
      {
        path: ["groups", "Recreation", "phone"],
        status: "placeholder",
        value: { display: "(256) 555-0100", tel: "+12565550100" },
      },
    ]);
  });

  it("counts a placeholder as unconfirmed but not as a draft claim", () => {
    expect(hasDraft(card)).toBe(true);
    expect(hasDraft({ ...card, items: ["Kayak rentals"], schedule: [] })).toBe(false);
    expect(isUnconfirmed(card.phone)).toBe(true);
  });

  it("never takes a content object for a mark", () => {
    expect(isUnconfirmed({ time: "6:00 PM", activity: "Gates open" })).toBe(false);
    expect(isUnconfirmed({ status: "open", value: 1 })).toBe(false);
    expect(isUnconfirmed("draft")).toBe(false);
  });
});
