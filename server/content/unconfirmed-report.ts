import { compareDocumentKeys, documentTitle } from "#domain/content/documents.ts";
import { unconfirmedIn, type UnconfirmedEntry } from "#domain/content/draft.ts";
import type { Db } from "#server/db/database.ts";

export interface DocumentReport {
  title: string;
  /** The console's address of the document, where its facts are confirmed or corrected. */
  address: string;
  facts: UnconfirmedEntry[];
}

/**
 * Every fact the site shows that the resort has not confirmed (draft) or supplied (placeholder): the
 * marks in each published document, by document, in the order the console lists them. A mark
 * confirmed in a draft leaves this report once that draft is published.
 */
export async function publishedUnconfirmed(db: Db): Promise<DocumentReport[]> {
  const rows = await db
    .selectFrom("content_documents")
    .select(["key", "published_json"])
    .where("published_json", "is not", null)
    .execute();
  return rows
    .sort((a, b) => compareDocumentKeys(a.key, b.key))
    .map((row) => ({
      title: documentTitle(row.key),
      address: `/staff/content?${new URLSearchParams({ doc: row.key })}`,
      facts: unconfirmedIn(JSON.parse(row.published_json ?? "null")),
    }))
    .filter((report) => report.facts.length > 0);
}
