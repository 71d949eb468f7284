/**
 * `npm test`: every check CI runs, in order, stopping at the first that fails: type check, lint,
 * format check, knip, unit and server tests (SQLite and PostgreSQL), a fresh build, then the
 * browser tests in Chromium. A machine without Chromium or PostgreSQL gets them installed (root on
 * Debian) or is told at once the command that installs them.
 */
import { spawnSync } from "node:child_process";
import { POSTGRES_REQUIRED_ENV } from "#server/testing/test-postgres.ts";
import { startTestPostgres, type TestPostgres } from "./postgres.ts";
import { prepareMachine, probeMachine } from "./test-machine.ts";

function fail(message: string): never {
  console.error(`\nnpm test failed: ${message}`);
  process.exit(1);
}

let preparation = prepareMachine(probeMachine());
if (preparation.action === "install") {
  const { packages } = preparation;
  console.log(`\n> apt-get install -y ${packages.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", ...packages]]) {
    if (spawnSync("apt-get", args, { stdio: "inherit", env }).status !== 0) {
      fail(`apt-get ${args.join(" ")} did not succeed.`);
    }
  }
  preparation = prepareMachine(probeMachine());
}
if (preparation.action === "stop") fail(preparation.message);
if (preparation.action === "install")
  fail(`${preparation.packages.join(" and ")} still missing after apt-get install.`);

// The PostgreSQL suites skip without a server when vitest runs alone; here they must run.
process.env[POSTGRES_REQUIRED_ENV] = "1";
let postgres: TestPostgres | null = null;
if (!process.env.TEST_POSTGRES_URL) {
  try {
    postgres = startTestPostgres();
  } catch (error) {
    fail(`could not start a PostgreSQL cluster for the tests.\n${String(error)}`);
  }
  if (!postgres) fail("PostgreSQL's server programs are not under /usr/lib/postgresql.");
  process.env.TEST_POSTGRES_URL = postgres.url;
}

// Ctrl-C reaches the running step too; wait for it to end, then remove the cluster.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (interrupted = true));

const steps: [name: string, command: string, args: string[]][] = [
  ["type check", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["format check", "npm", ["run", "format:check"]],
  ["knip", "npm", ["run", "knip"]],
  ["unit and server tests", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "build"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

let failed: string | null = null;
for (const [name, command, args] of steps) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0 || interrupted) {
    failed = `${name} (${command} ${args.join(" ")})`;
    break;
  }
}
postgres?.remove();
if (failed) fail(failed);
console.log("\nnpm test passed: type check, lint, format, knip, unit and server tests, build, browser tests.");
