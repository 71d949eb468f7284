/**
 * `npm run backup`: a consistent copy of the database while the site keeps running, written under
 * BACKUP_DIR (default backups/). server/backup/backup.ts makes it, as it does the console's download.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { BackupError, makeBackup } from "#server/backup/backup.ts";
import { EnvError, loadEnv } from "#server/env.ts";

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

try {
  const { path } = await makeBackup(databaseUrl, dir, new Date());
  console.log(`Backup written: ${path}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.detail ? `${error.message}\n${error.detail}` : error.message);
  process.exit(1);
}
