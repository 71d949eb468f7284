// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentMessages } from "#domain/staff/content-schemas.ts";
import { ConflictPanel } from "./conflict-panel.tsx";

afterEach(cleanup);

const base = { title: "Kayak Rentals", description: "Explore the river.", buttonText: "Book Today" };
const theirs = { ...base, title: "Kayak and Canoe Rentals" };
const conflict = {
  revision: 7,
  savedAt: "2026-11-24T15:01:00.000Z",
  savedBy: "owner@example.com",
  draft: theirs,
  changes: [{ path: "title", before: "Kayak Rentals", after: "Kayak and Canoe Rentals" }],
};

function show(mine: unknown) {
  const onKeep = vi.fn();
  render(<ConflictPanel conflict={conflict} base={base} mine={mine} onKeep={onKeep} />);
  return { onKeep, panel: screen.getByRole("region", { name: "Someone else saved this document" }) };
}

describe("a save someone else's came before", () => {
  it("offers to keep both when no field was changed by both, and names both sides' changes", () => {
    const { onKeep, panel } = show({ ...base, description: "Explore the Coosa by kayak." });
    expect(within(panel).getByRole("alert").textContent).toBe(contentMessages.stale);
    expect(within(panel).getByRole("list", { name: "Their changes" }).textContent).toContain(
      "Title: “Kayak Rentals” → “Kayak and Canoe Rentals”",
    );
    expect(within(panel).getByRole("list", { name: "Your unsaved changes" }).textContent).toContain("Description");
    expect(within(panel).getByText(contentMessages.mergeable)).toBeTruthy();
    expect(within(panel).queryByRole("list", { name: "Changed by both of you" })).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Keep both (theirs with my changes)" }));
    expect(onKeep).toHaveBeenLastCalledWith("both");
    fireEvent.click(within(panel).getByRole("button", { name: "Keep theirs (drop my changes)" }));
    expect(onKeep).toHaveBeenLastCalledWith("theirs");
  });

  it("lists each field both changed differently, with their value and mine, and keeps mine there on keep both", () => {
    const { onKeep, panel } = show({ ...base, title: "Kayaks on the Coosa", buttonText: "Call to Book" });
    const clashes = within(panel).getByRole("list", { name: "Changed by both of you" });
    expect(
      within(clashes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Title: theirs “Kayak and Canoe Rentals”, yours “Kayaks on the Coosa”"]);
    expect(within(panel).getByText(contentMessages.clashing)).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Keep both (mine on the fields we both changed)" }));
    expect(onKeep).toHaveBeenLastCalledWith("both");
  });
});
