/**
 * `npm run bench`: requests/second and p99 latency of a page, a hashed asset and each endpoint,
 * against the built server in its own process on SQLite (a fresh temporary database).
 * Every request comes from its own client address, so rate limits measure as they run but never trip.
 */
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const origin = `http://127.0.0.1:${PORT}`;

spawnSync("node", ["scripts/start.ts", "--build-only"], { stdio: "inherit" });

const dir = mkdtempSync(join(tmpdir(), "resort-bench-"));
const server = spawn("node", ["server/main.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(PORT),
    DATABASE_URL: `file:${join(dir, "bench.db")}`,
    TRUST_PROXY: "1",
    TEST_HOOKS: "1",
    LOG_LEVEL: "silent",
  },
});

let counter = 0;
const nextIp = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: () => unknown;
  headers?: Record<string, string>;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp(), ...headers },
    body: JSON.stringify(body),
  });
}

async function run(scenario: Scenario) {
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "X-Forwarded-For": nextIp(),
            "Accept-Encoding": "br, gzip",
            ...(scenario.body ? { "Content-Type": "application/json" } : {}),
            ...scenario.headers,
          },
          body: scenario.body ? JSON.stringify(scenario.body()) : undefined,
        }),
      },
    ],
  });
  const ok = result["2xx"];
  const other = result.non2xx + result.errors + result.timeouts;
  return { scenario: scenario.name, "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, "2xx": ok, other };
}

try {
  await waitForHealth();
  const asset = readdirSync(join(process.env.BUILD_DIR ?? "build", "client", "assets")).find((name) => name.endsWith(".js"));
  const scenarios: Scenario[] = [
    { name: "GET / (page, brotli)", method: "GET", path: "/" },
    { name: `GET /assets/${asset}`, method: "GET", path: `/assets/${asset}` },
    {
      name: "POST /api/subscribe-newsletter",
      method: "POST",
      path: "/api/subscribe-newsletter",
      body: () => ({ email: `guest${++counter}@example.com` }),
    },
  ];
  const rows = [];
  for (const scenario of scenarios) rows.push(await run(scenario));
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
