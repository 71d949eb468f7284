import { sql, SqliteAdapter, type Kysely, type Migration } from "kysely";

/**
 * An index of the leads' search text by three-letter pieces, so a search for a word finds its
 * leads without reading all of them: SQLite's FTS5 trigram table (kept by triggers, and emptied of
 * a lead when erasure deletes it), PostgreSQL's pg_trgm, which speeds up the LIKE query as it is.
 */
export const leadSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`create virtual table leads_search using fts5(search_text, content='leads', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`create trigger leads_search_insert after insert on leads begin
        insert into leads_search (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger leads_search_delete after delete on leads begin
        insert into leads_search (leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
      await sql`create trigger leads_search_update after update of search_text on leads begin
        insert into leads_search (leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into leads_search (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db);
      return;
    }
    // A database user who may not add the extension still gets the console: its search works
    // without the index, only slower. The savepoint keeps the migration's transaction alive.
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
      return;
    }
    await sql`create index leads_search_trgm on leads using gin (search_text gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const trigger of ["leads_search_insert", "leads_search_delete", "leads_search_update"])
        await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
      await sql`drop table leads_search`.execute(db);
      return;
    }
    await sql`drop index if exists leads_search_trgm`.execute(db);
  },
};
