/**
 * A throwaway PostgreSQL cluster for the test run, when the server binaries are installed
 * (Debian: `apt-get install postgresql`). Root cannot run postgres, so then it runs as `postgres`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export interface TestPostgres {
  url: string;
  stop(): void;
  /** Starts the cluster again after `stop()`, on the same port and data, as a database restart does. */
  start(): void;
  /** Stops the cluster if it runs and deletes its data: nothing of it outlives the test run. */
  remove(): void;
}

/** The newest installed PostgreSQL's server programs (Debian's layout), or null when none is installed. */
export function postgresBinDir(root = "/usr/lib/postgresql"): string | null {
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  const bin = version ? join(root, version, "bin") : "";
  return existsSync(join(bin, "initdb")) ? bin : null;
}

export function startTestPostgres(port = 55432): TestPostgres | null {
  const bin = postgresBinDir();
  if (!bin) return null;

  const dataDir = mkdtempSync(join(tmpdir(), "resort-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dataDir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: "pipe" })
      : spawnSync("/bin/sh", ["-c", command], { stdio: "pipe" });
    if (result.status !== 0) throw new Error(`${command}\n${result.stderr.toString()}`);
  };
  run(`${bin}/initdb -D ${dataDir} -A trust -U postgres >/dev/null`);
  let running = false;
  const start = () => {
    run(
      `${bin}/pg_ctl -D ${dataDir} -o "-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off" -l ${dataDir}/log -w start >/dev/null`,
    );
    running = true;
  };
  const stop = () => {
    run(`${bin}/pg_ctl -D ${dataDir} -m fast -w stop >/dev/null`);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: () => {
      if (running) stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
