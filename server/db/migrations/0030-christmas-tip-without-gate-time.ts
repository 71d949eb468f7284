import { sql, type Kysely, type Migration } from "kysely";
import { isUnconfirmed } from "#domain/content/draft.ts";

/**
 * The Christmas Lights page's first tip named the gate time, which the event's schedule alone
 * gives: moving the gates left the tip saying the old time, on the page and to the assistant. The
 * seeded tip now says when the gates open instead of a time. A tip staff wrote is theirs: only the
 * seeded text is replaced, keeping its mark, in the draft and the published value alike.
 */
const SEEDED_TIP = "Arrive early on weekends: lines are shortest right at 5 PM.";
const TIP = "Arrive early on weekends: lines are shortest right when the gates open.";

export const christmasTipWithoutGateTime: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ draft_json: string; published_json: string | null }>`
      SELECT draft_json, published_json FROM content_documents WHERE key = 'christmas-lights'`.execute(db);
    const row = rows.rows[0];
    if (!row) return;
    await sql`UPDATE content_documents SET draft_json = ${withTip(row.draft_json)},
      published_json = ${row.published_json === null ? null : withTip(row.published_json)}
      WHERE key = 'christmas-lights'`.execute(db);
  },
};

function withTip(json: string): string {
  const value = JSON.parse(json) as unknown;
  if (typeof value !== "object" || value === null || !("planYourVisit" in value)) return json;
  if (!Array.isArray(value.planYourVisit)) return json;
  const planYourVisit = value.planYourVisit.map((tip: unknown) => {
    if (isUnconfirmed(tip)) return tip.value === SEEDED_TIP ? { ...tip, value: TIP } : tip;
    return tip === SEEDED_TIP ? TIP : tip;
  });
  return JSON.stringify({ ...value, planYourVisit });
}
