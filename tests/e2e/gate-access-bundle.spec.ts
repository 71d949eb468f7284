import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/fixtures.ts";
import { E2E_GATE_CODE } from "./support/gate-access.ts";

/** Every uncompressed file the site ships to browsers (the .br/.gz copies hold the same bytes). */
function shippedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return shippedFiles(path);
    return /\.(br|gz)$/.test(name) ? [] : [path];
  });
}

test("the gate code appears nowhere in the built client assets", async ({ request }) => {
  const files = shippedFiles(join(process.env.BUILD_DIR ?? "build", "client"));
  expect(files.some((file) => file.endsWith(".js"))).toBe(true);
  expect(files.filter((file) => readFileSync(file).includes(E2E_GATE_CODE))).toEqual([]);
  // The server knows it: this is the value the bundle must not contain.
  const closed = await request.get("/api/gate-access");
  expect(closed.status()).toBe(401);
});
