import { spawnSync } from "node:child_process";
import { request as requests, type APIRequestContext } from "@playwright/test";
import { createPostgresDatabase, dropPostgresDatabase, testPostgresUrl } from "#server/testing/test-postgres.ts";
import { expect, test } from "./support/fixtures.ts";
import { startOwnSite, type OwnSite } from "./support/own-site.ts";
import { enrolThroughApi, staffEmail } from "./support/staff.ts";

/**
 * Two instances of the site on one PostgreSQL, as the resort runs it on several machines: a
 * publish taken by one is served by the other within 5 s, with no restart and no build.
 */

const postgresUrl = testPostgresUrl();
test.skip(!postgresUrl, "Two instances share a PostgreSQL: set TEST_POSTGRES_URL (npm test does).");
test.describe.configure({ mode: "serial" });

let databaseUrl = "";
let first: OwnSite | undefined;
let second: OwnSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  databaseUrl = await createPostgresDatabase(postgresUrl ?? "", "resort_instances");
  // One after the other: the first start migrates the database and seeds its documents.
  first = await startOwnSite({ E2E_DATABASE_URL: databaseUrl }, "ignore");
  second = await startOwnSite({ E2E_DATABASE_URL: databaseUrl }, "ignore");
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

/** A manager signed in on `site`, enrolled with `npm run staff` against the shared database. */
async function managerOn(site: OwnSite): Promise<APIRequestContext> {
  const run = spawnSync(
    process.execPath,
    ["scripts/staff.ts", "add", "--email", staffEmail("manager"), "--role", "manager"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: site.origin, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  expect(run.status, run.stderr).toBe(0);
  const link = /(http\S+\/staff\/enrol#\S+)$/m.exec(run.stdout)?.[1] ?? "";
  const api = await requests.newContext({ baseURL: site.origin });
  await enrolThroughApi(api, link, new Date(), site.origin);
  return api;
}

/** Milliseconds until `site` serves `path` with `text` in it, asking every 50 ms for at most `limit`. */
async function servedWithin(site: OwnSite, path: string, text: string, limit: number): Promise<number> {
  const start = Date.now();
  await expect
    .poll(async () => (await (await fetch(`${site.origin}${path}`)).text()).includes(text), {
      timeout: limit,
      intervals: [50],
    })
    .toBe(true);
  return Date.now() - start;
}

test("a price published on one instance is served by the other within 5 s, and by the first within 2 s", async () => {
  if (!first || !second) throw new Error("the two instances did not start");
  const api = await managerOn(first);
  const headers = { Origin: first.origin };
  const key = "/api/staff/content/event:christmas-lights";
  const current = (await (await api.get(key, { headers })).json()) as {
    revision: number;
    draft: { tickets: { id: string; priceCents: number }[] };
  };
  const draft = {
    ...current.draft,
    tickets: current.draft.tickets.map((ticket) =>
      ticket.id === "christmas-adult" ? { ...ticket, priceCents: 975 } : ticket,
    ),
  };
  const saved = await api.put(`${key}/draft`, { data: { revision: current.revision, draft }, headers });
  expect(saved.status()).toBe(200);
  const { revision } = (await saved.json()) as { revision: number };
  expect(await (await fetch(`${second.origin}/christmas-lights`)).text()).not.toContain("Adult $9.75");

  expect((await api.post(`${key}/publish`, { data: { revision }, headers })).status()).toBe(200);
  const [here, there] = await Promise.all([
    servedWithin(first, "/christmas-lights", "Adult $9.75 · Child $5 · Season Pass $30", 2_000),
    servedWithin(second, "/christmas-lights", "Adult $9.75 · Child $5 · Season Pass $30", 5_000),
  ]);
  await servedWithin(second, "/events/christmas-lights", "$9.75", 5_000 - there);
  test.info().annotations.push({ type: "publish to served", description: `${here} ms here, ${there} ms there` });
  await api.dispose();
});
