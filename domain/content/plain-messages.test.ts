import { describe, expect, it } from "vitest";
import { issuesAgainst } from "./documents.ts";
import { z } from "#domain/zod.ts";

const messageFor = (schema: z.ZodType, value: unknown) => issuesAgainst(schema, value)[0]?.message;

describe("a content field's problem", () => {
  it("is said in plain words, beside the field", () => {
    expect(messageFor(z.object({ alt: z.string().min(3) }), { alt: "ab" })).toBe("Use at least 3 characters.");
    expect(messageFor(z.object({ alt: z.string().min(1) }), { alt: "" })).toBe("Fill this in.");
    expect(messageFor(z.object({ alt: z.string() }), {})).toBe("Fill this in.");
    expect(messageFor(z.object({ name: z.string() }), { name: 42 })).toBe("Must be text.");
    expect(messageFor(z.object({ text: z.string().max(160) }), { text: "x".repeat(161) })).toBe(
      "Use at most 160 characters.",
    );
    expect(messageFor(z.number().int().positive(), -5)).toBe("Must be more than 0.");
    expect(messageFor(z.number().max(99_999_999), 100_000_000)).toBe("Must be 99999999 or less.");
    expect(messageFor(z.array(z.string()).min(4), ["a"])).toBe("Needs at least 4 items.");
    expect(messageFor(z.array(z.string()).length(3), ["a", "b", "c", "d"])).toBe("Holds at most 3 items.");
    expect(messageFor(z.string().regex(/^[a-z0-9-]+$/), "Fall Fest")).toBe("Use only a to z, 0 to 9 and hyphens.");
    expect(messageFor(z.string().regex(/^\d{5}$/), "3590")).toBe("Use the 5 digits of a ZIP code.");
    expect(messageFor(z.iso.date(), "10/02/2026")).toBe("Use a date like 2026-10-02.");
    expect(messageFor(z.string().startsWith("/"), "book-now")).toBe("Must start with “/”.");
    expect(messageFor(z.enum(["a", "b"]), "c")).toBe("Choose one of: a, b.");
    expect(messageFor(z.literal("Gadsden"), "Attalla")).toBe("Must be “Gadsden”.");
  });

  it("keeps a check's own message", () => {
    expect(messageFor(z.string().regex(/^\d{2}-\d{2}$/, "MM-DD"), "Oct 2")).toBe("MM-DD");
  });
});
