// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { draft } from "#domain/content/draft.ts";
import { ChangeList } from "./changes.tsx";

afterEach(cleanup);

function shownChanges(changes: Parameters<typeof ChangeList>[0]["changes"]): string[] {
  render(<ChangeList changes={changes} label="Changes in version 4" />);
  return screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
}

describe("a list of changes", () => {
  it("shows a price kept in cents in dollars, as the editor edits it", () => {
    expect(shownChanges([{ path: "tickets[0].priceCents", before: 800, after: 1200 }])).toEqual([
      "Tickets › 1 › Price ($): $8.00 → $12.00",
    ]);
  });

  it("shows the prices inside a ticket added or removed in dollars", () => {
    expect(
      shownChanges([
        { path: "tickets[3]", after: { id: "christmas-family", label: "Family", priceCents: 2500 } },
        { path: "tickets[2]", before: { id: "christmas-season-pass", priceCents: 3000 } },
      ]),
    ).toEqual([
      'Tickets › 4: added {"id":"christmas-family","label":"Family","priceCents":"$25.00"}',
      'Tickets › 3: removed (was {"id":"christmas-season-pass","priceCents":"$30.00"})',
    ]);
  });

  it("keeps text in quotes with its mark, and other numbers as they are", () => {
    expect(
      shownChanges([
        { path: "time", before: draft("Nightly, gates open 5 PM"), after: "Nightly, gates open 5:30 PM" },
        { path: "spaces[0].capacity", before: 175, after: 180 },
        { path: "tickets[0].priceCents", before: 800, after: "twelve" },
      ]),
    ).toEqual([
      "Time: “Nightly, gates open 5 PM” (draft) → “Nightly, gates open 5:30 PM”",
      "Spaces › 1 › Capacity: 175 → 180",
      "Tickets › 1 › Price ($): $8.00 → “twelve”",
    ]);
  });
});
