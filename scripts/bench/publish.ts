/**
 * `npm run bench:publish -- [--baseline REF]` (also part of `npm run bench`): what publishing
 * costs the public site.
 *
 * - Publish to visible: a manager publishes a new adult price for the Christmas Lights ten times;
 *   each time, the milliseconds from sending the publish (as staff press Publish: its answer waits
 *   for this instance's renders) until the instance that took it serves the new price on
 *   /christmas-lights, and, with BENCH_POSTGRES_URL set, until a second instance on the same
 *   PostgreSQL does.
 * - `GET /` rate: with `--baseline REF` (a commit, e.g. the main before the editor), that commit is
 *   built in a temporary worktree and both builds' servers answer `GET /` in turns, so the two rates
 *   come from one run on one machine.
 */
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Secret, TOTP } from "otpauth";
import { startInstance, type Instance } from "./instance.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "#server/testing/test-postgres.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const PUBLISHES = 10;
const RATE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** BENCH_LOG_LEVEL=info shows the servers' logs (each render after a publish, with its time). */
function instanceOf(root: string, port: number, databaseUrl: string) {
  const logLevel = process.env.BENCH_LOG_LEVEL;
  return { root, port, databaseUrl, logLevel, stdout: logLevel ? ("inherit" as const) : ("ignore" as const) };
}

/** A signed-in manager's cookie, enrolled as the resort does: `npm run staff`, then the enrolment screen's calls. */
async function signedInManager(instance: Instance, databaseUrl: string): Promise<string> {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, "scripts/staff.ts"), "add", "--email", "bench-manager@example.com", "--role", "manager"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: instance.origin, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  const link = /(http\S+\/staff\/enrol#\S+)$/m.exec(run.stdout)?.[1];
  if (!link) throw new Error(`no enrolment link: ${run.stderr}`);
  const token = link.slice(link.indexOf("#") + 1);
  const post = (path: string, body: unknown) =>
    fetch(`${instance.origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: instance.origin },
      body: JSON.stringify(body),
    });
  const { secret } = (await (await post("/api/staff/enrolment/start", { token })).json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await post("/api/staff/enrolment/confirm", { token, password: "a long bench password", code });
  if (!confirmed.ok) throw new Error(`enrolment refused: ${confirmed.status}`);
  return confirmed.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Milliseconds from `start` until `instance` serves `path` with `text`, asking every 20 ms. */
async function untilServed(instance: Instance, path: string, text: string, start: number): Promise<number> {
  for (;;) {
    if ((await (await fetch(`${instance.origin}${path}`)).text()).includes(text)) return performance.now() - start;
    if (performance.now() - start > 30_000) throw new Error(`${instance.origin}${path} never showed ${text}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: Math.round(sorted.at(-1) ?? 0),
  };
};

/** Publishes new adult prices on `instances[0]` and times each instance until it serves them. */
async function publishToVisible(instances: Instance[], databaseUrl: string): Promise<Record<string, number>[]> {
  const [taker] = instances;
  if (!taker) return [];
  const cookie = await signedInManager(taker, databaseUrl);
  const headers = { "Content-Type": "application/json", Origin: taker.origin, Cookie: cookie };
  const key = `${taker.origin}/api/staff/content/event:christmas-lights`;
  const times: number[][] = instances.map(() => []);
  for (let round = 0; round < PUBLISHES; round += 1) {
    const current = (await (await fetch(key, { headers })).json()) as {
      revision: number;
      draft: { tickets: { id: string; priceCents: number }[] };
    };
    const cents = 801 + round;
    const draft = {
      ...current.draft,
      tickets: current.draft.tickets.map((ticket) =>
        ticket.id === "christmas-adult" ? { ...ticket, priceCents: cents } : ticket,
      ),
    };
    const saved = await fetch(`${key}/draft`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ revision: current.revision, draft }),
    });
    const { revision } = (await saved.json()) as { revision: number };
    const pressed = performance.now();
    const published = await fetch(`${key}/publish`, { method: "POST", headers, body: JSON.stringify({ revision }) });
    if (!published.ok) throw new Error(`publish refused: ${published.status}`);
    const price = `Adult $${(cents / 100).toFixed(2)}`;
    const served = await Promise.all(
      instances.map((instance) => untilServed(instance, "/christmas-lights", price, pressed)),
    );
    served.forEach((ms, index) => times[index]?.push(ms));
  }
  return times.map((values, index) => ({ instance: index + 1, ...summary(values) }));
}

async function requestsPerSecond(origin: string): Promise<number> {
  const result = await autocannon({
    url: `${origin}/`,
    connections: 10,
    duration: RATE_SECONDS,
    headers: { "Accept-Encoding": "br" },
  });
  return Math.round(result.requests.average);
}

/** Builds `ref` in a temporary worktree sharing this checkout's node_modules; answers its root and its removal. */
function buildBaseline(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "resort-baseline-"));
  const remove = () => {
    spawnSync("git", ["worktree", "remove", "--force", root], { cwd: ROOT });
    rmSync(root, { recursive: true, force: true });
  };
  const added = spawnSync("git", ["worktree", "add", "--detach", root, ref], { cwd: ROOT, stdio: "inherit" });
  if (added.status !== 0) throw new Error(`git worktree add ${ref} failed`);
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"));
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) {
    remove();
    throw new Error(`the build of ${ref} failed`);
  }
  return { root, remove };
}

/** Runs on the build of this checkout, which the caller has made; `baseline` is a git ref to compare `GET /` with. */
export async function benchPublish({ port, baseline }: { port: number; baseline?: string }): Promise<void> {
  const BASE_PORT = port;
  const dir = mkdtempSync(join(tmpdir(), "resort-bench-publish-"));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    const sqlite = `file:${join(dir, "one.db")}`;
    const one = await startInstance(instanceOf(ROOT, BASE_PORT, sqlite));
    cleanups.unshift(() => one.stop());
    console.log("Publish to visible on one instance (SQLite), ms:");
    console.table(await publishToVisible([one], sqlite));

    const postgresUrl = process.env.BENCH_POSTGRES_URL;
    if (postgresUrl) {
      const databaseUrl = await createPostgresDatabase(postgresUrl, "resort_bench_publish");
      cleanups.unshift(() => dropPostgresDatabase(databaseUrl));
      const first = await startInstance(instanceOf(ROOT, BASE_PORT + 1, databaseUrl));
      cleanups.unshift(() => first.stop());
      const second = await startInstance(instanceOf(ROOT, BASE_PORT + 2, databaseUrl));
      cleanups.unshift(() => second.stop());
      console.log("Publish to visible on two instances (PostgreSQL; published on instance 1), ms:");
      console.table(await publishToVisible([first, second], databaseUrl));
    } else {
      console.log("Two instances: set BENCH_POSTGRES_URL to a PostgreSQL cluster to measure them.");
    }

    const ref = baseline;
    if (ref) {
      const baseline = buildBaseline(ref);
      cleanups.unshift(() => baseline.remove());
      const before = await startInstance(instanceOf(baseline.root, BASE_PORT + 3, `file:${join(dir, "baseline.db")}`));
      cleanups.unshift(() => before.stop());
      const rates = { baseline: [] as number[], now: [] as number[] };
      for (let turn = 0; turn < 3; turn += 1) {
        rates.baseline.push(await requestsPerSecond(before.origin));
        rates.now.push(await requestsPerSecond(one.origin));
      }
      const best = (values: number[]) => Math.max(...values);
      console.log(`GET / requests/s, three turns each (${RATE_SECONDS} s, 10 connections):`);
      console.table([
        { build: ref, turns: rates.baseline.join(", "), best: best(rates.baseline) },
        { build: "this checkout", turns: rates.now.join(", "), best: best(rates.now) },
      ]);
      console.log(
        `This checkout serves GET / at ${Math.round((100 * best(rates.now)) / best(rates.baseline))} % of ${ref}'s rate.`,
      );
    }
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

if (import.meta.main) {
  const built = spawnSync(process.execPath, [join(ROOT, "scripts/start.ts"), "--build-only"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const at = process.argv.indexOf("--baseline");
  await benchPublish({
    port: Number(process.env.BENCH_PORT ?? 4330),
    baseline: at === -1 ? undefined : process.argv[at + 1],
  });
}
