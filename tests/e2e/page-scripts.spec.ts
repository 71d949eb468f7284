import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDocuments } from "#content/validate.ts";
import { keysOfKind } from "#domain/content/documents.ts";
import { shown } from "#domain/content/draft.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Documents that only pages' loaders read: their text reaches a page as its loader data, never in its
 * scripts, so a publish is never contradicted by a copy in the code (docs/decisions/047).
 */
const readByLoaders = ["venue", "restaurant", "create-center", ...keysOfKind(Object.keys(contentDocuments), "policy")];

/** A document's sentences: strings long enough to be its own, where a short label could be a page's wording too. */
function sentencesOf(value: unknown): string[] {
  if (typeof value === "string") return value.length >= 50 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sentencesOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(sentencesOf);
  return [];
}

test("no script the site ships carries the text of a document that pages read through their loaders", () => {
  const assets = join(process.env.BUILD_DIR ?? "build", "client", "assets");
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, code: readFileSync(join(assets, name), "utf8") }));
  const sentences = readByLoaders.flatMap((key) =>
    sentencesOf(shown(contentDocuments[key])).map((sentence) => ({ key, sentence })),
  );
  expect(sentences.length).toBeGreaterThan(30);
  const carried = sentences.flatMap(({ key, sentence }) =>
    scripts
      .filter(({ code }) => code.includes(sentence) || code.includes(JSON.stringify(sentence).slice(1, -1)))
      .map(({ name }) => `${key} in ${name}: ${sentence}`),
  );
  expect(carried).toEqual([]);
});
