import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, expect, it } from "vitest";
import { temporaryDatabase } from "#server/testing/test-server.ts";
import { migrateToLatest, openDatabase } from "./database.ts";

const database = temporaryDatabase();
afterEach(() => database.remove());

/** Another process writing to the same file, as `npm run staff` does beside a running server. */
function writeFromAnotherProcess(path: string) {
  const script = `
    import { DatabaseSync } from "node:sqlite";
    const db = new DatabaseSync(${JSON.stringify(path)});
    db.exec("PRAGMA busy_timeout = 5000;");
    db.prepare("INSERT INTO settings (key, value_json, updated_at, updated_by) VALUES ('other', '1', 'now', 'cli')").run();
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "ignore" });
  return once(child, "exit").then(([code]) => code as number);
}

it("lets a transaction that reads and then writes finish while another process writes to the file", async () => {
  const { db } = openDatabase(database.url);
  await migrateToLatest(db);
  const other = writeFromAnotherProcess(database.url.slice("file:".length));
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom("settings").selectAll().execute();
    // The other process writes now if it may: a deferred transaction would then be refused its write.
    await Promise.race([other, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await trx
      .insertInto("settings")
      .values({ key: "ours", value_json: "1", updated_at: "now", updated_by: "test" })
      .execute();
  });
  expect(await other).toBe(0);
  const keys = await db.selectFrom("settings").select("key").orderBy("key").execute();
  expect(keys.map((row) => row.key)).toEqual(expect.arrayContaining(["ours", "other"]));
  await db.destroy();
});
