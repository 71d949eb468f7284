/**
 * The server the browser tests run against: the real build, a fresh SQLite file, test hooks on.
 * The database lives in a temporary directory that goes when the server exits (Playwright stops it
 * with SIGTERM, see playwright.config.ts). A test's own sites may share a database of the test's
 * instead (E2E_DATABASE_URL), as instances of one resort share its PostgreSQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "resort-e2e-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
const port = process.env.E2E_PORT ?? "4173";
// The staff tests run `npm run staff` against this database, as the resort would against its own.
const databaseUrl = process.env.E2E_DATABASE_URL ?? `file:${join(dir, "e2e.db")}`;
const databaseFile = join(tmpdir(), `resort-e2e-${port}.database`);
writeFileSync(databaseFile, databaseUrl);
process.on("exit", () => rmSync(databaseFile, { force: true }));
Object.assign(process.env, {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: port,
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  TEST_HOOKS: "1",
  TRUST_PROXY: "1",
  LOG_LEVEL: "warn",
  GATE_CODE: "7315",
});

await import("#server/main.ts");
// A test that starts a site of its own (support/own-site.ts) waits on this rather than polling it.
process.send?.("listening");
