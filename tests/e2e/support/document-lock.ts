import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect } from "@playwright/test";
import { testServerDatabaseUrl } from "./staff.ts";

/** The lock of one content document, in the test server's own directory, which goes when the server stops. */
function lockPath(key: string): string {
  return join(dirname(testServerDatabaseUrl().replace(/^file:/, "")), `content-lock-${key.replace(/\W/g, "-")}`);
}

function tryLock(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` while no other test of the run holds the document: a test that edits and publishes a
 * document would refuse another's save as stale when two copies of it run side by side
 * (`--repeat-each` on two workers).
 */
export async function holdingDocument<T>(key: string, work: () => Promise<T>): Promise<T> {
  const path = lockPath(key);
  await expect.poll(() => tryLock(path), { timeout: 90_000, intervals: [200] }).toBe(true);
  try {
    return await work();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}
