import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, expect, it } from "vitest";
import { temporaryDatabase } from "#server/testing/test-server.ts";
import { migrateToLatest, openDatabase } from "./database.ts";

const database = temporaryDatabase();
afterEach(() => database.remove());

/**
 * Another process writing to the same file, as `npm run staff` does beside a running server.
 * `tried` resolves once it has tried its write: done, or found the file locked and waiting for the
 * lock as the staff command does.
 */
function writeFromAnotherProcess(path: string) {
  const script = `
    import { DatabaseSync } from "node:sqlite";
    const db = new DatabaseSync(${JSON.stringify(path)});
    const write = () =>
      db.prepare("INSERT INTO settings (key, value_json, updated_at, updated_by) VALUES ('other', '1', 'now', 'cli')").run();
    let locked = false;
    try {
      write();
    } catch (error) {
      if (error.errstr !== "database is locked") throw error;
      locked = true;
    }
    console.log("tried");
    if (locked) {
      db.exec("PRAGMA busy_timeout = 5000;");
      write();
    }
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "ignore"] });
  const exit = once(child, "exit").then(([code]) => code as number);
  return { tried: Promise.race([once(child.stdout, "data"), exit]), exit };
}

it("lets a transaction that reads and then writes finish while another process writes to the file", async () => {
  const { db } = openDatabase(database.url);
  await migrateToLatest(db);
  const other = writeFromAnotherProcess(database.url.slice("file:".length));
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom("settings").selectAll().execute();
    // The other process writes now if it may: a deferred transaction would then be refused its write.
    await other.tried;
    await trx
      .insertInto("settings")
      .values({ key: "ours", value_json: "1", updated_at: "now", updated_by: "test" })
      .execute();
  });
  expect(await other.exit).toBe(0);
  const keys = await db.selectFrom("settings").select("key").orderBy("key").execute();
  expect(keys.map((row) => row.key)).toEqual(expect.arrayContaining(["ours", "other"]));
  await db.destroy();
});
