import { describe, expect, it } from "vitest";
import { parseDocumentKey } from "#domain/content/documents.ts";
import { z } from "#domain/zod.ts";
import {
  emptyValue,
  formOf,
  humanise,
  imageOtherFields,
  itemLabel,
  withPhoto,
  type FormField,
  type ObjectEntry,
} from "./schema-form.ts";

function schemaOf(key: string) {
  const parsed = parseDocumentKey(key);
  if (!parsed) throw new Error(`no document ${key}`);
  return parsed.definition.schema;
}

function entry(field: FormField, name: string): ObjectEntry {
  if (field.kind !== "object") throw new Error(`${field.kind} is not an object`);
  const found = field.fields.find((inner) => inner.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

describe("the form read from a document's schema", () => {
  const event = formOf(schemaOf("event:christmas-lights"));

  it("gives text, long text, checkboxes and a fixed choice their controls", () => {
    expect(entry(event, "bookingLink").field).toEqual({ kind: "text", long: false, format: null });
    expect(entry(event, "shortDescription").field).toEqual({
      kind: "fact",
      inner: { kind: "text", long: true, format: null },
    });
    expect(entry(event, "showSchedule").field).toEqual({ kind: "boolean" });
    expect(entry(event, "hidden")).toMatchObject({ field: { kind: "boolean" }, optional: true });
    expect(entry(event, "category").field).toEqual({ kind: "choice", options: ["Seasonal"] });
  });

  it("edits prices in cents as money, inside a list of tickets that can grow", () => {
    const tickets = entry(event, "tickets");
    expect(tickets.optional).toBe(true);
    expect(tickets.field).toMatchObject({ kind: "list", length: null, min: 0, max: null });
    if (tickets.field.kind !== "list") throw new Error("tickets are a list");
    expect(entry(tickets.field.item, "priceCents").field).toEqual({ kind: "number", integer: true, cents: true });
  });

  it("offers an event's dates as a choice of kind, each with its own fields", () => {
    const dates = entry(event, "dates").field;
    if (dates.kind !== "fact" || dates.inner.kind !== "union") throw new Error("dates are a marked union");
    expect(dates.inner.discriminator).toBe("kind");
    expect(dates.inner.options.map((option) => entry(option, "kind").field)).toEqual([
      { kind: "choice", options: ["annual"] },
      { kind: "choice", options: ["once"] },
    ]);
    expect(entry(dates.inner.options[1] as FormField, "start").field).toMatchObject({ kind: "text", format: "date" });
  });

  it("knows a photo, and lists whose length the page layout fixes", () => {
    const page = formOf(schemaOf("christmas-lights"));
    expect(entry(page, "hero").field).toMatchObject({ kind: "object", image: true });
    expect(entry(page, "extrasCards").field).toMatchObject({ kind: "list", length: 3 });
    expect(entry(page, "marquee").field).toMatchObject({ kind: "list", length: null, min: 4 });
    expect(formOf(schemaOf("lodging"))).toMatchObject({ kind: "list", length: 12, item: { kind: "object" } });
  });

  it("leaves a photo's measurements, alt text and focus point to its photo controls, and its other fields to the form", () => {
    const gallery = formOf(schemaOf("gallery"));
    if (gallery.kind !== "list" || gallery.item.kind !== "object") throw new Error("the gallery is a list of photos");
    expect(gallery.item.image).toBe(true);
    expect(imageOtherFields(gallery.item).map((entry) => entry.name)).toEqual(["category"]);
  });

  it("puts a new photo in an image, without the old one's alt text and focus point, keeping its other fields", () => {
    const photo = { file: "uploads/dock-a1b2c3.jpg", width: 1600, height: 1200, hash: "0123456789" };
    const old = {
      file: "gallery/kayaks.jpg",
      width: 1600,
      height: 1067,
      hash: "9e6290a720",
      color: "#68a8c8",
      alt: "Kayaks",
      focus: { x: 10, y: 20 },
      category: "Views",
    };
    expect(withPhoto(old, photo)).toEqual({ ...photo, category: "Views" });
    expect(withPhoto(old, { ...photo, color: "#102030" })).toEqual({ ...photo, color: "#102030", category: "Views" });
  });

  it("makes a text with a limit over a sentence a textarea", () => {
    expect(formOf(z.string().max(160), "summary")).toMatchObject({ long: true });
    expect(formOf(z.string().max(40), "summary")).toMatchObject({ long: false });
  });

  it("starts a new item with every required field empty and fixed lists at their length", () => {
    const tickets = entry(event, "tickets").field;
    if (tickets.kind !== "list") throw new Error("tickets are a list");
    expect(emptyValue(tickets.item)).toEqual({ id: "", label: "", priceCents: 0, description: "" });
    expect(emptyValue(formOf(z.object({ cards: z.array(z.string()).length(2) })))).toEqual({ cards: ["", ""] });
  });
});

describe("labels", () => {
  it("reads field names as words, with a few spelt out", () => {
    expect(humanise("shortDescription")).toBe("Short description");
    expect(humanise("mapEmbedUrl")).toBe("Map embed URL");
    expect(humanise("priceCents")).toBe("Price ($)");
    expect(humanise("floorPlanPdf")).toBe("Floor plan PDF");
  });

  it("names a list's items by the list", () => {
    expect(itemLabel("extrasCards", 1)).toBe("Extras card 2");
    expect(itemLabel("amenities", 0)).toBe("Amenity 1");
    expect(itemLabel("planYourVisit", 3)).toBe("Tip 4");
    expect(itemLabel("", 0)).toBe("Item 1");
  });
});
