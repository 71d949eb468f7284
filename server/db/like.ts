import { sql, type RawBuilder } from "kysely";

/**
 * `column LIKE %word%` where `%` and `_` typed by staff are looked for as themselves; the same
 * on SQLite and PostgreSQL. The column must hold lower case for a search that ignores case.
 */
export function contains(column: RawBuilder<unknown>, word: string): RawBuilder<boolean> {
  return sql<boolean>`${column} like ${`%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`;
}
