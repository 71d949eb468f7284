import type { SelectQueryBuilder } from "kysely";

/**
 * A page of rows newest first by id, and where the next page starts (the last id shown), or null
 * when nothing is left. One extra row is read to know whether there is a next page.
 */
export async function newestFirst<DB, TB extends keyof DB, Row extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  idColumn: string,
  limit: number,
): Promise<{ rows: Row[]; nextBefore: number | null }> {
  const rows = await query
    .orderBy(idColumn as never, "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return { rows: page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
