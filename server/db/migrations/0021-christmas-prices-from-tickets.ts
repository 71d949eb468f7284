import { sql, type Kysely, type Migration } from "kysely";

/**
 * The Christmas Lights page shows the prices its tickets are sold at, so its document no longer
 * holds prices of its own (`prices`, and the Admission card that repeated them), which could say
 * one price while the checkout charged another. The draft and the published value both lose them.
 */
export const christmasPricesFromTickets: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ draft_json: string; published_json: string }>`
      SELECT draft_json, published_json FROM content_documents WHERE key = 'christmas-lights'`.execute(db);
    const row = rows.rows[0];
    if (!row) return;
    await sql`UPDATE content_documents SET draft_json = ${withoutPrices(row.draft_json)},
      published_json = ${withoutPrices(row.published_json)} WHERE key = 'christmas-lights'`.execute(db);
  },
};

function withoutPrices(json: string): string {
  const value = JSON.parse(json) as unknown;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return json;
  const { prices: _prices, infoCards, ...rest } = value as { prices?: unknown; infoCards?: unknown };
  const cards = Array.isArray(infoCards)
    ? infoCards.filter((card) => (card as { icon?: unknown } | null)?.icon !== "ticket")
    : infoCards;
  return JSON.stringify(infoCards === undefined ? rest : { ...rest, infoCards: cards });
}
