/**
 * The console's lists at scale: a database seeded with 100,000 leads and 100,000 subscribers
 * (scripts/bench/seed-console.ts), a manager's session, and the inbox and subscriber lists and
 * searches as staff use them, each for a few seconds. SQLite by default; PostgreSQL too when
 * BENCH_POSTGRES_URL names a cluster (a database is made on it and dropped after). Runs inside
 * `npm run bench`, or alone: `node scripts/bench/console-lists.ts`.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Clock } from "#server/clock.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { SESSION_COOKIE, StaffSessions } from "#server/staff/sessions.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "#server/testing/test-server.ts";
import { seedConsoleData } from "./seed-console.ts";

const SERVER_ENTRY = fileURLToPath(new URL("../../server/main.ts", import.meta.url));
const APP_SECRET = "bench-secret-bench-secret-bench-secret-0";

/** What staff do with the lists: the first page, a filter, a search that finds a few, one that finds many. */
const requests = [
  { name: "inbox: first page", path: "/api/staff/inbox/leads" },
  { name: "inbox: new, unread", path: "/api/staff/inbox/leads?status=new&unread=1" },
  { name: "inbox: weddings", path: "/api/staff/inbox/leads?kind=wedding" },
  { name: "inbox: search one address", path: "/api/staff/inbox/leads?q=lovelace.99999" },
  { name: "inbox: search a name (many)", path: "/api/staff/inbox/leads?q=grace%20hopper" },
  { name: "inbox: search, no match", path: "/api/staff/inbox/leads?q=zzyzx" },
  { name: "subscribers: first page", path: "/api/staff/subscribers" },
  { name: "subscribers: search one address", path: "/api/staff/subscribers?q=turing.77777" },
  { name: "subscribers: search, no match", path: "/api/staff/subscribers?q=zzyzx" },
];

async function waitForHealth(origin: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

async function measureOn(
  label: string,
  databaseUrl: string,
  options: { port: number; leads: number; subscribers: number; connections: readonly number[]; durationS: number },
) {
  const { db } = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const seeding = performance.now();
  await seedConsoleData(db, { leads: options.leads, subscribers: options.subscribers, now: new Date() });
  const seededMs = Math.round(performance.now() - seeding);
  const now = new Date().toISOString();
  const manager = await db
    .insertInto("staff_accounts")
    .values({
      email: "bench-manager@example.com",
      name: "Bench Manager",
      role: "manager",
      // A session is all a request needs; the second factor is only asked at sign-in.
      totp_secret: "bench",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const sessions = new StaffSessions(db, new Clock(), { idleMs: 3_600_000, absoluteMs: 3_600_000 });
  const { token } = await sessions.create(manager.id, "127.0.0.1", "bench");
  await db.destroy();

  const origin = `http://127.0.0.1:${options.port}`;
  const server = spawn("node", [SERVER_ENTRY], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: databaseUrl,
      APP_SECRET,
      TRUST_PROXY: "1",
      LOG_LEVEL: "silent",
    },
  });
  try {
    await waitForHealth(origin);
    const rows = [];
    for (const connections of options.connections)
      for (const request of requests) {
        const result = await autocannon({
          url: `${origin}${request.path}`,
          connections,
          duration: options.durationS,
          headers: { Cookie: `${SESSION_COOKIE}=${token}` },
        });
        rows.push({
          database: label,
          staff: connections,
          request: request.name,
          "req/s": Math.round(result.requests.average),
          "p50 ms": result.latency.p50,
          "p99 ms": result.latency.p99,
          "2xx": result["2xx"],
          "not 2xx": result.non2xx + result.errors + result.timeouts,
        });
      }
    return { seededMs, rows };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

export async function consoleListsAtScale({
  port,
  leads = 100_000,
  subscribers = 100_000,
  connections = [1, 4],
  durationS = 5,
}: {
  port: number;
  leads?: number;
  subscribers?: number;
  /** Staff using the console at once: each a connection sending its next request as the last is answered. */
  connections?: readonly number[];
  durationS?: number;
}): Promise<void> {
  console.log(
    `\nConsole lists: ${leads.toLocaleString("en-US")} leads and ${subscribers.toLocaleString("en-US")} subscribers, ` +
      `a manager's session, ${connections.join(" and ")} staff at once, ${durationS} s per request`,
  );
  const options = { port, leads, subscribers, connections, durationS };
  const dir = mkdtempSync(join(tmpdir(), "resort-bench-console-"));
  try {
    const sqlite = await measureOn("SQLite", `file:${join(dir, "console.db")}`, options);
    console.log(`SQLite seeded in ${sqlite.seededMs} ms`);
    console.table(sqlite.rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  if (!postgresUrl) {
    console.log("PostgreSQL: set BENCH_POSTGRES_URL to a cluster to measure it too.");
    return;
  }
  const databaseUrl = await createPostgresDatabase(postgresUrl, "resort_bench_console");
  try {
    const postgres = await measureOn("PostgreSQL", databaseUrl, options);
    console.log(`PostgreSQL seeded in ${postgres.seededMs} ms`);
    console.table(postgres.rows);
  } finally {
    await dropPostgresDatabase(databaseUrl);
  }
}

if (import.meta.main) await consoleListsAtScale({ port: Number(process.env.BENCH_PORT ?? 4320) });
