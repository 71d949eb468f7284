/** The server the browser tests run against: the real build, a fresh SQLite file, test hooks on. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "resort-e2e-"));
const port = process.env.E2E_PORT ?? "4173";
Object.assign(process.env, {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: port,
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  DATABASE_URL: `file:${join(dir, "e2e.db")}`,
  TEST_HOOKS: "1",
  TRUST_PROXY: "1",
  LOG_LEVEL: "warn",
  GATE_CODE: "7315",
});
process.env.E2E_DATA_DIR = dir;

await import("../../../server/main.ts");
