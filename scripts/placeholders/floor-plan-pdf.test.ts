import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resort } from "#content/resort.ts";
import { floorPlanPdf } from "./floor-plan-pdf.ts";

describe("the CREATE Center floor plan PDF", () => {
  const pdf = floorPlanPdf().toString("latin1");

  it("is a well-formed one-page PDF whose cross-reference table points at its objects", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset, offset + 10)).toMatch(new RegExp(`^${index + 1} 0 obj`)),
    );
    expect(pdf).toContain("/Count 1");
  });

  it("shows seven private offices and the conference room", () => {
    for (let office = 1; office <= 7; office++) expect(pdf).toContain(`(Office ${office})`);
    expect(pdf).not.toContain("(Office 8)");
    expect(pdf).toContain("(Conference Room)");
  });

  it("is the file the site links to", () => {
    expect(readFileSync(`public${resort.floorPlanPdf}`).toString("latin1")).toBe(pdf);
  });
});
