/** `npm test`: type check, unit and server tests (SQLite, and PostgreSQL when installed), a fresh build, then the browser tests. */
import { spawnSync } from "node:child_process";
import { startTestPostgres, type TestPostgres } from "./postgres.ts";

let postgres: TestPostgres | null = null;
if (!process.env.TEST_POSTGRES_URL) {
  try {
    postgres = startTestPostgres();
  } catch (error) {
    console.warn(`PostgreSQL tests will be skipped: could not start a cluster.\n${String(error)}`);
  }
  if (postgres) process.env.TEST_POSTGRES_URL = postgres.url;
}

const steps: [string, string[]][] = [
  ["npm", ["run", "typecheck"]],
  ["npx", ["vitest", "run"]],
  ["npm", ["run", "build"]],
  ["npx", ["playwright", "test"]],
];

let failed: string | null = null;
for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    failed = `${command} ${args.join(" ")}`;
    break;
  }
}
postgres?.stop();
if (failed) {
  console.error(`\nFailed: ${failed}`);
  process.exit(1);
}
