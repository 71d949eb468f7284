import { Migrator } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { createPostgresDatabase, dropPostgresDatabase, temporaryDatabase } from "#server/testing/test-server.ts";
import { migrations } from "./index.ts";

const sqlite = temporaryDatabase();
afterAll(() => sqlite.remove());

const AT = "2026-11-20T09:00:00.000Z";
const published = { key: "event:fall-fest-2025", kind: "event" };
const versions = async (db: ReturnType<typeof openDatabase>["db"]) =>
  (await db.selectFrom("content_versions").select(["key", "version"]).execute()).map(
    (row) => `${row.key}@${row.version}`,
  );

describe.each(testDatabases())("a document never published, on $name", ({ url }) => {
  it("keeps every document, its drafts and its versions, and may then have no published value", async () => {
    const databaseUrl = url ? await createPostgresDatabase(url, "resort_0024") : sqlite.url;
    const { db } = openDatabase(databaseUrl);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
      expect((await migrator.migrateTo("0021-christmas-prices-from-tickets")).error).toBeUndefined();
      const row = {
        ...published,
        draft_json: '{"name":"Fall Fest"}',
        draft_revision: 2,
        draft_saved_at: AT,
        draft_saved_by: "manager@example.com",
        published_json: '{"name":"Fall Fest 2025"}',
        published_version: 1,
        published_at: AT,
        published_by: null,
      };
      await db.insertInto("content_documents").values(row).execute();
      await db
        .insertInto("content_drafts")
        .values({ key: row.key, revision: 2, value_json: row.draft_json, saved_at: AT, saved_by: null })
        .execute();
      await db
        .insertInto("content_versions")
        .values({
          key: row.key,
          version: 1,
          value_json: "{}",
          changes_json: "[]",
          published_at: AT,
          published_by: null,
        })
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom("content_documents").selectAll().execute()).toEqual([row]);
      expect(await versions(db)).toEqual(["event:fall-fest-2025@1"]);

      const created = {
        ...row,
        key: "event:fall-fest-2026",
        published_json: null,
        published_version: null,
        published_at: null,
      };
      await db.insertInto("content_documents").values(created).execute();
      expect(
        await db.selectFrom("content_documents").selectAll().where("key", "=", created.key).executeTakeFirst(),
      ).toEqual(created);
      // The drafts and versions still belong to a document.
      await expect(
        db
          .insertInto("content_drafts")
          .values({ key: "event:nowhere", revision: 1, value_json: "{}", saved_at: AT, saved_by: null })
          .execute(),
      ).rejects.toThrow(/foreign key/i);
    } finally {
      await db.destroy();
      if (url) await dropPostgresDatabase(databaseUrl);
    }
  });
});
