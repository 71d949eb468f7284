// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PathPart } from "#domain/content/diff.ts";
import { draft } from "#domain/content/draft.ts";
import { fact } from "#domain/content/schemas.ts";
import { z } from "#domain/zod.ts";
import { FieldContext, FieldEditor } from "./field-editor.tsx";
import { formOf } from "./schema-form.ts";

const ticket = z.object({
  label: z.string(),
  priceCents: z.int().positive(),
  description: fact(z.string()),
  notes: z.array(z.string()),
});

/** The form's value after its last change. */
const latest: { value?: unknown } = {};

function Form({
  start,
  canEdit = true,
  issues = new Map<string, string[]>(),
  confirm = () => undefined,
}: {
  start: unknown;
  canEdit?: boolean;
  issues?: Map<string, string[]>;
  confirm?: (path: PathPart[]) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <FieldContext value={{ issues, canEdit, confirm }}>
      <FieldEditor
        field={formOf(ticket)}
        value={value}
        path={[]}
        label="Ticket"
        onChange={(next) => {
          latest.value = next;
          setValue(next);
        }}
      />
    </FieldContext>
  );
}

const adult = { label: "Adult", priceCents: 800, description: draft("Ages 13 and up"), notes: ["One night"] };

afterEach(cleanup);

describe("a document's fields", () => {
  it("shows a price in dollars and keeps it in cents, and a typed non-number as the text typed", () => {
    render(<Form start={adult} />);
    const price = screen.getByRole("textbox", { name: "Price ($)" });
    expect(price).toHaveProperty("value", "8");
    fireEvent.change(price, { target: { value: "9.5" } });
    expect(latest.value).toMatchObject({ priceCents: 950 });
    fireEvent.change(price, { target: { value: "9." } });
    expect(price).toHaveProperty("value", "9.");
    expect(latest.value).toMatchObject({ priceCents: 900 });
    fireEvent.change(price, { target: { value: "" } });
    expect(latest.value).toMatchObject({ priceCents: "" });
  });

  it("keeps a marked value's mark while it is edited, and confirms it by its path", () => {
    const confirm = vi.fn();
    render(<Form start={adult} confirm={confirm} />);
    const description = screen.getByRole("textbox", { name: "Description" });
    expect(description.getAttribute("aria-describedby")).toBe("field-description-mark");
    fireEvent.change(description, { target: { value: "Ages 13 and over" } });
    expect(latest.value).toMatchObject({ description: { status: "draft", value: "Ages 13 and over" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm Description" }));
    expect(confirm).toHaveBeenCalledWith(["description"]);
  });

  it("adds, moves and removes the items of a list whose length is free", () => {
    render(<Form start={adult} />);
    const notes = screen.getByRole("group", { name: "Notes" });
    fireEvent.click(within(notes).getByRole("button", { name: "Add note" }));
    fireEvent.change(within(notes).getByRole("textbox", { name: "Note 2" }), { target: { value: "Cash at the gate" } });
    fireEvent.click(within(notes).getByRole("button", { name: "Move Note 2 up" }));
    expect(latest.value).toMatchObject({ notes: ["Cash at the gate", "One night"] });
    fireEvent.click(within(notes).getByRole("button", { name: "Remove Note 1" }));
    expect(latest.value).toMatchObject({ notes: ["One night"] });
  });

  it("says a field's problem beside it", () => {
    render(<Form start={adult} issues={new Map([["label", ["Too small."]]])} />);
    const label = screen.getByRole("textbox", { name: "Label" });
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(label.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Too small.");
  });

  it("says a marked value's problem beside it and to its control", () => {
    render(<Form start={adult} issues={new Map([["description", ["Says 5 PM, but the schedule says 5:30 PM."]]])} />);
    const description = screen.getByRole("textbox", { name: "Description" });
    expect(description.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (description.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Draft: confirm or correct this.",
      "Says 5 PM, but the schedule says 5:30 PM.",
    ]);
  });

  it("offers no confirm, add, move or remove to a role that may only look", () => {
    render(<Form start={adult} canEdit={false} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.getByText("Draft: confirm or correct this.")).toBeDefined();
  });
});
