/**
 * `npm run backup`: a consistent copy of the database while the site keeps running.
 * SQLite: VACUUM INTO a timestamped file under backups/ (safe with WAL and concurrent writers).
 * PostgreSQL: pg_dump in custom format, when pg_dump is on PATH.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { join, resolve } from "node:path";
import { EnvError, loadEnv } from "../server/env.ts";

try {
  process.loadEnvFile();
} catch {
  // No .env file.
}

let databaseUrl: string;
try {
  databaseUrl = loadEnv().DATABASE_URL;
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const dir = resolve(process.env.BACKUP_DIR ?? "backups");
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");

if (databaseUrl.startsWith("file:")) {
  const target = join(dir, `resort-${stamp}.db`);
  const db = new DatabaseSync(databaseUrl.slice("file:".length));
  db.prepare("VACUUM INTO ?").run(target);
  db.close();
  console.log(`Backup written: ${target}`);
} else {
  const target = join(dir, `resort-${stamp}.dump`);
  const result = spawnSync("pg_dump", ["--format=custom", `--file=${target}`, databaseUrl], { stdio: "inherit" });
  if (result.error || result.status !== 0) {
    console.error("pg_dump failed: install the PostgreSQL client tools or back up from the database host.");
    process.exit(1);
  }
  console.log(`Backup written: ${target}`);
}
