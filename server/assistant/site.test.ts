import { describe, expect, it } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import type { LodgingFacts } from "#domain/content/schemas.ts";
import { PublishedContent } from "#server/content/published.ts";
import { latestSite } from "./site.ts";
import { padded, tokens } from "./text.ts";

describe("the site the assistant answers from", () => {
  it("is made once per publish, and reads questions with the names the latest publish gives", () => {
    const documents = new Map(Object.entries(structuredClone(contentDocuments)));
    let version = 1;
    const current = latestSite(
      new PublishedContent({
        get version() {
          return version;
        },
        published: (key) => documents.get(key),
        allPublished: () => documents,
      }),
    );
    const heron = padded(tokens("the heron cottage"));
    const first = current();
    expect(current()).toBe(first);
    expect(first.entities.find(heron)).toEqual([]);
    expect(first.speller.correct("heorn")).toBe("heorn");

    const lodging = (documents.get("lodging") as LodgingFacts[]).map((item) =>
      item.id === "pinewood-cottage" ? { ...item, title: "Heron Cottage" } : item,
    );
    documents.set("lodging", lodging);
    version += 1;
    const next = current();
    expect(next).not.toBe(first);
    expect(current()).toBe(next);
    expect(next.entities.find(heron)).toMatchObject([{ kind: "lodging", item: { id: "pinewood-cottage" } }]);
    expect(next.speller.correct("heorn")).toBe("heron");
  });
});
