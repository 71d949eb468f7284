// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PathPart } from "#domain/content/diff.ts";
import { draft } from "#domain/content/draft.ts";
import { kayaks } from "#content/generated/photos/gallery.ts";
import { fact, galleryPhotoSchema, imageSchema, type Photo } from "#domain/content/schemas.ts";
import { photoMessages } from "#domain/staff/photo-schemas.ts";
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
  schema = ticket,
  canEdit = true,
  issues = new Map<string, string[]>(),
  confirm = () => undefined,
}: {
  start: unknown;
  schema?: z.ZodType;
  canEdit?: boolean;
  issues?: Map<string, string[]>;
  confirm?: (path: PathPart[]) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <FieldContext value={{ issues, canEdit, confirm }}>
      <FieldEditor
        field={formOf(schema)}
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

  it("says a marked field's problem beside its control, which it describes", () => {
    render(<Form start={adult} issues={new Map([["description", ["Name a time the schedule lists."]]])} />);
    const description = screen.getByRole("textbox", { name: "Description" });
    expect(description.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (description.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Draft: confirm or correct this.",
      "Name a time the schedule lists.",
    ]);
  });

  it("offers no confirm, add, move or remove to a role that may only look", () => {
    render(<Form start={adult} canEdit={false} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.getByText("Draft: confirm or correct this.")).toBeDefined();
  });
});

const page = z.object({ hero: imageSchema, gallery: z.array(galleryPhotoSchema).max(3) });
const hayRide: Photo = { file: "uploads/hay-ride-2026-a1b2c3.jpg", width: 1600, height: 1200, hash: "0123456789" };
const start = {
  hero: { ...kayaks, alt: "Kayaks on the bank", focus: { x: 10, y: 90 } },
  gallery: [{ ...kayaks, alt: "Kayaks at the dock", category: "Views", focus: { x: 30, y: 30 } }],
};

/** The photo library's answers: `hayRide` to an upload, and as the one photo listed. */
function photoLibrary() {
  const entry = {
    id: 7,
    photo: hayRide,
    name: "Hay ride 2026.jpg",
    uploadedAt: "2026-11-24T15:00:00.000Z",
    uploadedBy: "m",
  };
  vi.stubGlobal("fetch", (_path: string, init: RequestInit) =>
    Promise.resolve(
      init.method === "POST" ? Response.json({ photo: entry }, { status: 201 }) : Response.json({ photos: [entry] }),
    ),
  );
}

const upload = (name: string) =>
  fireEvent.change(screen.getByLabelText(name), {
    target: { files: [new File(["\xff\xd8\xff"], "Hay ride 2026.jpg", { type: "image/jpeg" })] },
  });

describe("a document's photos", () => {
  it("replaces a photo with one uploaded, clearing the alt text and focus that described the old one", async () => {
    photoLibrary();
    render(<Form start={start} schema={page} />);
    const hero = screen.getByRole("group", { name: "Hero photo" });
    expect(within(hero).getByText(`${kayaks.file} · 1600 × 1067`)).toBeDefined();
    upload("Upload a photo for Hero photo");
    await waitFor(() => expect(latest.value).toMatchObject({ hero: hayRide }));
    expect((latest.value as typeof start).hero).toEqual(hayRide);
    const alt = within(hero).getByRole("textbox", { name: "Alt text" });
    expect(alt).toHaveProperty("value", "");
    expect(document.activeElement).toBe(alt);
    expect(within(hero).getByText(`${hayRide.file} · 1600 × 1200`)).toBeDefined();
    expect(within(hero).getByRole("slider", { name: "Focus across for Hero photo" })).toHaveProperty("value", "50");
  });

  it("replaces a gallery photo with one chosen from the library, keeping its category", async () => {
    photoLibrary();
    render(<Form start={start} schema={page} />);
    const photo = screen.getByRole("group", { name: "Photo 1" });
    expect(within(photo).getByRole("combobox", { name: "Category" })).toHaveProperty("value", "Views");
    fireEvent.click(within(photo).getByRole("button", { name: "Choose an uploaded photo for Photo 1" }));
    fireEvent.click(await within(photo).findByRole("button", { name: /^Hay ride 2026\.jpg/ }));
    expect((latest.value as typeof start).gallery).toEqual([{ ...hayRide, category: "Views" }]);
  });

  it("sets a photo's focus point, and edits it with no fields of its own", () => {
    render(<Form start={start} schema={page} />);
    const hero = screen.getByRole("group", { name: "Hero photo" });
    fireEvent.change(within(hero).getByRole("slider", { name: "Focus down for Hero photo" }), {
      target: { value: "40" },
    });
    expect(latest.value).toMatchObject({ hero: { alt: "Kayaks on the bank", focus: { x: 10, y: 40 } } });
    expect(within(hero).queryByRole("group", { name: "Focus" })).toBeNull();
    expect(
      within(hero)
        .queryAllByRole("textbox")
        .map((box) => box.getAttribute("id")),
    ).toEqual(["field-hero.alt"]);
  });

  it("adds a photo to a list of photos by uploading it, up to the list's limit", async () => {
    photoLibrary();
    render(<Form start={start} schema={page} />);
    expect(screen.queryByRole("button", { name: /^Add photo/ })).toBeNull();
    upload("Upload a photo to add to Gallery");
    await waitFor(() =>
      expect((latest.value as typeof start).gallery[1]).toEqual({ ...hayRide, category: "Accommodations" }),
    );
    expect(screen.getByRole("group", { name: "Photo 2" })).toBeDefined();
    upload("Upload a photo to add to Gallery");
    await waitFor(() => expect((latest.value as typeof start).gallery).toHaveLength(3));
    expect(screen.getByLabelText("Upload a photo to add to Gallery")).toHaveProperty("disabled", true);
  });

  it("says beside the field when an upload is refused", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ error: photoMessages.busy }, { status: 503 })));
    render(<Form start={start} schema={page} />);
    upload("Upload a photo for Hero photo");
    const hero = screen.getByRole("group", { name: "Hero photo" });
    expect((await within(hero).findByRole("alert")).textContent).toBe(photoMessages.busy);
    expect((latest.value as typeof start).hero.alt).toBe("Kayaks on the bank");
  });

  it("offers no upload or library to a role that may only look", () => {
    render(<Form start={start} schema={page} canEdit={false} />);
    expect(screen.queryByLabelText(/^Upload a photo/)).toBeNull();
    expect(screen.queryByRole("button", { name: /^Choose an uploaded photo/ })).toBeNull();
  });
});
