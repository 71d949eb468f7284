import { sql, type Kysely, type Migration } from "kysely";
import { isUnconfirmed } from "#domain/content/draft.ts";

/**
 * An event's pages show its tickets' prices before its pricing note, so the notes the site was
 * seeded with lose the prices they repeated. A note staff have written themselves is theirs to
 * change: only the seeded texts are replaced, in drafts and published values alike.
 */
const seededNotes: Record<string, { before: string; after: string }> = {
  "event:christmas-lights": {
    before: "Adults $8, children $5, season pass $30. Save 10% online with the seasonal coupon.",
    after: "Save 10% online with the seasonal coupon.",
  },
  "event:fall-fest-2025": {
    before: "Haunted Forest: kids (15 and under) $8, adults $10, s'mores included. Festival day pass $10.",
    after: "Kids are 15 and under. S'mores are included with the Haunted Forest.",
  },
};

export const pricingNotesWithoutTicketPrices: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [key, note] of Object.entries(seededNotes)) {
      const rows = await sql<{ draft_json: string; published_json: string }>`
        SELECT draft_json, published_json FROM content_documents WHERE key = ${key}`.execute(db);
      const row = rows.rows[0];
      if (!row) continue;
      await sql`UPDATE content_documents SET draft_json = ${withNote(row.draft_json, note)},
        published_json = ${withNote(row.published_json, note)} WHERE key = ${key}`.execute(db);
    }
  },
};

function withNote(json: string, note: { before: string; after: string }): string {
  const value = JSON.parse(json) as unknown;
  if (typeof value !== "object" || value === null || !("pricingNote" in value)) return json;
  const current = value.pricingNote;
  const text = isUnconfirmed(current) ? current.value : current;
  if (text !== note.before) return json;
  const pricingNote = isUnconfirmed(current) ? { ...current, value: note.after } : note.after;
  return JSON.stringify({ ...value, pricingNote });
}
