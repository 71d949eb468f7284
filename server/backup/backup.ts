/**
 * A consistent copy of the whole database while the site keeps running, for `npm run backup` and
 * the console's download. SQLite: VACUUM INTO a new file, safe with WAL and concurrent writers.
 * PostgreSQL: pg_dump in its custom format, which pg_restore reads.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { backupMessages } from "#domain/staff/backup.ts";

export class BackupError extends Error {
  /** What SQLite or pg_dump said: for the operator, while `message` is for whoever asked. */
  readonly detail: string | null;

  constructor(message: string, detail: string | null = null) {
    super(message);
    this.name = "BackupError";
    this.detail = detail;
  }
}

export interface Backup {
  /** Where the copy was written. */
  path: string;
  /** Its name alone, as a download offers it: `resort-<instant>.db` or `.dump`. */
  file: string;
}

/** Writes a new backup into `dir`, named for `at`; `signal` ends a pg_dump still running. */
export async function makeBackup(databaseUrl: string, dir: string, at: Date, signal?: AbortSignal): Promise<Backup> {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  if (databaseUrl.startsWith("file:")) {
    const file = `resort-${stamp}.db`;
    const path = join(dir, file);
    vacuumInto(databaseUrl.slice("file:".length), path);
    return { path, file };
  }
  const file = `resort-${stamp}.dump`;
  const path = join(dir, file);
  await pgDump(databaseUrl, path, signal);
  return { path, file };
}

function vacuumInto(database: string, target: string): void {
  let db: DatabaseSync | undefined;
  try {
    // Read-only: a mistyped path fails here instead of backing up a new, empty database.
    db = new DatabaseSync(database, { readOnly: true });
    db.prepare("VACUUM INTO ?").run(target);
  } catch (error) {
    throw new BackupError(backupMessages.failed, `VACUUM INTO from ${database}: ${String(error)}`);
  } finally {
    db?.close();
  }
}

function pgDump(databaseUrl: string, target: string, signal: AbortSignal | undefined): Promise<void> {
  // The password goes in the environment: a command line is visible to every user of the machine.
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(
      postgresProgram("pg_dump"),
      ["--format=custom", "--no-password", `--file=${target}`, `--dbname=${url.href}`],
      {
        stdio: ["ignore", "ignore", "pipe"],
        env: password ? { ...process.env, PGPASSWORD: password } : process.env,
        signal,
      },
    );
    let said = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      said = (said + chunk).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(backupMessages.pgDumpMissing, String(error))
          : new BackupError(backupMessages.failed, `pg_dump: ${String(error)}`),
      );
    });
    child.on("close", (code, killedBy) => {
      if (code === 0) resolve();
      else reject(new BackupError(backupMessages.failed, said.trim() || `pg_dump ended by ${killedBy ?? code}`));
    });
  });
}

/**
 * A PostgreSQL client program of the newest version installed in Debian's layout, else the one on
 * PATH. pg_dump reads servers of its own version and older only, and Debian's wrapper on PATH may
 * choose the version of a local cluster rather than the newest.
 */
export function postgresProgram(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((entry) => /^\d+$/.test(entry)) : [];
  const newest = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, "bin", name))
    .find((path) => existsSync(path));
  return newest ?? name;
}
