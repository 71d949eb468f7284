import { contentDocuments } from "#content/validate.ts";
import { PublishedContent } from "#server/content/published.ts";
import { Site } from "./site.ts";

/**
 * The assistant's site as a new database publishes content/, through JSON as the store reads it,
 * with `published` in place of the documents it names: what the evaluation cases are written for,
 * and what the unit tests change one document of.
 */
export function seedSite(published: Readonly<Record<string, unknown>> = {}): Site {
  const documents = new Map(
    Object.entries(JSON.parse(JSON.stringify({ ...contentDocuments, ...published })) as Record<string, unknown>),
  );
  return new Site(
    new PublishedContent({ version: 1, published: (key) => documents.get(key), allPublished: () => documents }),
  );
}
