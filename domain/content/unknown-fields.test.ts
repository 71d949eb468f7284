import { describe, expect, it } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import { z } from "#domain/zod.ts";
import { documentIssues, documentUnknownFields, unknownFieldMessage } from "./documents.ts";
import { draft, placeholder } from "./draft.ts";
import { fact } from "./schemas.ts";
import { unknownFields, withoutFields } from "./unknown-fields.ts";

const card = z.object({
  title: fact(z.string()),
  place: fact(z.object({ name: z.string(), miles: z.number() })),
  dates: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("annual"), start: z.string() }),
    z.object({ kind: z.literal("once"), day: z.string() }),
  ]),
  tags: z.array(z.object({ label: z.string() })).optional(),
});

describe("fields a draft holds that its schema does not", () => {
  it("are found at any depth: in objects, lists, marked facts and the chosen kind of a union", () => {
    const value = {
      title: draft("Riverfront"),
      subtitle: "retired",
      place: placeholder({ name: "Dock", miles: 1, km: 1.6 }),
      dates: { kind: "once", day: "2026-10-01", start: "10-01" },
      tags: [{ label: "a" }, { label: "b", colour: "red" }],
    };
    expect(unknownFields(card, value)).toEqual([
      ["subtitle"],
      ["place", "value", "km"],
      ["dates", "start"],
      ["tags", 1, "colour"],
    ]);
  });

  it("are found in a draft that breaks its schema otherwise, and none in a value that has only its fields", () => {
    expect(unknownFields(card, { title: 42, oldTitle: "Riverfront" })).toEqual([["oldTitle"]]);
    expect(
      unknownFields(card, { title: "x", place: { name: "Dock", miles: 1 }, dates: { kind: "annual", start: "" } }),
    ).toEqual([]);
    for (const [key, value] of Object.entries(contentDocuments))
      expect(documentUnknownFields(key, value), key).toEqual([]);
  });

  it("stop a publish, each named beside its path, once even where a strict object names it too", () => {
    const resort = contentDocuments.resort as Record<string, unknown>;
    expect(documentIssues("resort", { ...resort, fax: "555-0199" })).toEqual([
      { path: "fax", message: unknownFieldMessage },
    ]);
    const kayaks = contentDocuments["kayak-rentals"] as Record<string, unknown>;
    expect(documentIssues("kayak-rentals", { ...kayaks, buttonTxt: "Call" })).toEqual([
      { path: "buttonTxt", message: unknownFieldMessage },
    ]);
  });

  it("are removed, and nothing else with them", () => {
    const value = { a: 1, b: { c: 2, d: 3 }, list: [{ e: 4, f: 5 }], ["__proto__"]: { g: 6 } };
    const cleaned = withoutFields(value, [
      ["b", "d"],
      ["list", 0, "f"],
      ["missing", "x"],
      ["list", 3, "e"],
    ]);
    expect(cleaned).toEqual({ a: 1, b: { c: 2 }, list: [{ e: 4 }], ["__proto__"]: { g: 6 } });
    expect(value.b).toEqual({ c: 2, d: 3 });
    expect(withoutFields(value, [["a"]])).not.toHaveProperty("a");
  });
});
