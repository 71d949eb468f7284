import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ChunkGraph } from "#scripts/bundle/chunking.ts";
import { expect, test } from "./support/fixtures.ts";
import { E2E_GATE_CODE, PASSWORD, THURSDAY_OPEN, newGuest } from "./support/gate-access.ts";

/** Every uncompressed file the site ships to browsers (the .br/.gz copies hold the same bytes). */
function shippedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return shippedFiles(path);
    return /\.(br|gz)$/.test(name) ? [] : [path];
  });
}

test("the configured gate code appears nowhere in the built client assets", async ({ request }) => {
  // First make sure the value searched for is the code this server really hands out.
  const guest = newGuest();
  const created = await request.post("/api/collections/users/records", {
    data: {
      email: guest.email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      phone_number: "2565550123",
      first_name: "Ada",
      last_name: "Lovelace",
      username: guest.local,
    },
  });
  expect(created.status()).toBe(200);
  const auth = await request.post("/api/collections/users/auth-with-password", {
    data: { identity: guest.email, password: PASSWORD },
  });
  const { token } = (await auth.json()) as { token: string };
  await request.post("/api/test/clock", { data: { now: THURSDAY_OPEN.toISOString() } });
  try {
    const gate = await request.get("/api/gate-access", { headers: { Authorization: token } });
    expect(((await gate.json()) as { code?: string }).code).toBe(E2E_GATE_CODE);
  } finally {
    await request.post("/api/test/clock", { data: { now: null } });
  }

  const build = process.env.BUILD_DIR ?? "build";
  // A library's own chunk is built from no code of ours, and a decoder's tables hold most 4-digit runs.
  const graph = JSON.parse(readFileSync(join(build, "chunk-graph.json"), "utf8")) as ChunkGraph;
  const thirdParty = new Set(
    Object.entries(graph)
      .filter(
        ([, chunk]) => chunk.modules.length > 0 && chunk.modules.every((module) => module.startsWith("node_modules/")),
      )
      .map(([file]) => join(build, "client", file)),
  );
  const files = shippedFiles(join(build, "client")).filter((file) => !thirdParty.has(file));
  expect(files.some((file) => file.endsWith(".js"))).toBe(true);
  expect(files.filter((file) => readFileSync(file).includes(E2E_GATE_CODE))).toEqual([]);
});
