import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import type { Db } from "#server/db/database.ts";

/**
 * Runs `use` on a fresh SQLite database migrated to the latest schema and holding no content
 * documents, as a data migration's test starts; the file is removed afterwards.
 */
export async function withMigratedDatabase(use: (db: Db) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "resort-migration-"));
  const { db } = openDatabase(`file:${join(dir, "test.db")}`);
  try {
    await migrateToLatest(db);
    await db.deleteFrom("content_documents").execute();
    await use(db);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
