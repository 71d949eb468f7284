/**
 * `npm run bench`: requests/second, latency and server memory for a page, a hashed asset and
 * every endpoint, against the built server in its own process on a fresh temporary SQLite file.
 * Each request carries its own client address, so the rate limiters run as in production but
 * never trip. No SMTP_URL is set, so mail is queued in the outbox and not sent: the numbers are
 * those of the request path, which never waits for mail anyway. The mail drain then times a backlog
 * delivered to a local SMTP server (scripts/bench/mail-drain.ts); a newsletter to 10,000 subscribers,
 * unthrottled and at a configured rate with `GET /` p99 during it (scripts/bench/newsletter-send.ts); the console's lists and searches over
 * 100,000 leads and subscribers (scripts/bench/console-lists.ts); a night selling out to buyers
 * racing for it (scripts/bench/night-race.ts); a script with no card trying to hold a night from one
 * address and from fifty, and the buyers who then still buy (scripts/bench/hold-attack.ts); then pages
 * during a sign-in flood (scripts/bench/flood.ts) and a soak with the server's memory over time
 * (scripts/bench/soak.ts; `--soak-seconds N`, default 300). Between them, publish to visible on one
 * and two instances, and with `--baseline REF` the `GET /` rate against REF's build (scripts/bench/publish.ts).
 */
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildInquiryPayload } from "#domain/inquiry/payload.ts";
import { christmasGroupForm } from "#domain/inquiry/forms.ts";
import { testPriceId } from "#domain/tickets.ts";
import { consoleListsAtScale } from "./bench/console-lists.ts";
import { benchPublish } from "./bench/publish.ts";
import { benchMailDrain } from "./bench/mail-drain.ts";
import { benchNewsletterSend } from "./bench/newsletter-send.ts";
import { nightHeldWithoutPaying } from "./bench/hold-attack.ts";
import { nightSellingOut } from "./bench/night-race.ts";
import { pagesDuringSignInFlood } from "./bench/flood.ts";
import { soak } from "./bench/soak.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const origin = `http://127.0.0.1:${PORT}`;
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const SOAK_SECONDS = Number(argument("--soak-seconds") ?? process.env.BENCH_SOAK_SECONDS ?? 300);

const built = spawnSync("node", ["scripts/start.ts", "--build-only"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const dir = mkdtempSync(join(tmpdir(), "resort-bench-"));
// The memory probe answers the soak's questions about the server's heap over the IPC channel.
// Resolved from this file, so the bench runs from any directory.
const SERVER_ENTRY = fileURLToPath(new URL("../server/main.ts", import.meta.url));
const server = spawn(
  "node",
  ["--expose-gc", "--import", new URL("./bench/memory-probe.ts", import.meta.url).href, SERVER_ENTRY],
  {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: `file:${join(dir, "bench.db")}`,
      TRUST_PROXY: "1",
      LOG_LEVEL: "silent",
    },
  },
);

let counter = 0;
function nextIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: () => unknown;
}

const bench = { email: "bench@example.com", password: "bench-pass-1" };

const scenarios = (asset: string): Scenario[] => [
  { name: "GET / (prerendered page, brotli)", method: "GET", path: "/" },
  { name: "GET /events/christmas-lights", method: "GET", path: "/events/christmas-lights" },
  { name: "GET hashed asset (brotli)", method: "GET", path: `/assets/${asset}` },
  { name: "GET /api/health", method: "GET", path: "/api/health" },
  {
    name: "POST /api/subscribe-newsletter",
    method: "POST",
    path: "/api/subscribe-newsletter",
    body: () => ({ email: `guest${counter}@example.com` }),
  },
  {
    name: "POST /api/send-contact-email (contact)",
    method: "POST",
    path: "/api/send-contact-email",
    body: () => ({
      firstName: "Bench",
      lastName: "Guest",
      email: "bench@example.com",
      phone: "",
      subject: "Question about RV spots",
      message: "Do you have a pull-through spot for a 40 ft rig next weekend?",
      website: "",
    }),
  },
  {
    name: "POST /api/send-contact-email (inquiry)",
    method: "POST",
    path: "/api/send-contact-email",
    body: () =>
      buildInquiryPayload(
        christmasGroupForm,
        {
          inquiryFocus: "Christmas Lights Group Rates",
          organization: "First Baptist Youth",
          contactName: "Bench Guest",
          email: "bench@example.com",
          phone: "",
          groupSize: "40",
          visitDate: "2026-12-12",
          arrivalWindow: "",
          transportation: "",
          message: "Two church buses, about forty people.",
        },
        `${origin}/christmas-lights`,
      ),
  },
  {
    name: "POST /api/chat (built-in assistant)",
    method: "POST",
    path: "/api/chat",
    body: () => ({
      message: "Is Pique Nique open right now?",
      history: [
        {
          id: "1",
          role: "user",
          content: "What time does the restaurant open on Friday?",
          timestamp: "2026-11-26T22:00:00.000Z",
        },
      ],
    }),
  },
  {
    name: "POST /api/create-checkout-session (test checkout, season pass)",
    method: "POST",
    path: "/api/create-checkout-session",
    body: () => ({
      // A pass is tied to no night, so the run measures the checkout, not a night selling out.
      items: [{ priceId: testPriceId("christmas-season-pass"), quantity: 2 }],
      customerEmail: "bench@example.com",
      eventId: "christmas-lights",
      eventName: "Christmas Lights",
      successUrl: `${origin}/events/christmas-lights?success=true`,
      cancelUrl: `${origin}/events/christmas-lights?canceled=true`,
    }),
  },
  {
    name: "POST auth-with-password (bcrypt)",
    method: "POST",
    path: "/api/collections/users/auth-with-password",
    body: () => ({ identity: bench.email, password: bench.password }),
  },
];

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

async function createBenchGuest(): Promise<void> {
  const response = await fetch(`${origin}/api/collections/users/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
    body: JSON.stringify({
      ...bench,
      passwordConfirm: bench.password,
      phone_number: "2565550123",
      first_name: "Bench",
      last_name: "Guest",
      username: "bench",
    }),
  });
  if (!response.ok) throw new Error(`creating the bench guest failed: ${response.status} ${await response.text()}`);
}

function serverRssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
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
          },
          body: scenario.body ? JSON.stringify(scenario.body()) : undefined,
        }),
      },
    ],
  });
  return {
    scenario: scenario.name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    "not 2xx": result.non2xx + result.errors + result.timeouts,
    "server RSS MB": serverRssMb(),
  };
}

try {
  await waitForHealth();
  await createBenchGuest();
  const asset = readdirSync(join(process.env.BUILD_DIR ?? "build", "client", "assets")).find((name) =>
    name.endsWith(".js"),
  );
  if (!asset) throw new Error("no built asset to fetch");
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per scenario; server RSS at start ${serverRssMb()} MB`);
  const rows = [];
  for (const scenario of scenarios(asset)) rows.push(await run(scenario));
  console.table(rows);
  console.log("\nMail drain: 1,000 queued mails to a local SMTP server, 50 urgent ones queued last");
  console.table([await benchMailDrain(PORT + 1)]);
  await benchNewsletterSend(PORT + 20);
  await consoleListsAtScale({ port: PORT + 2 });
  await benchPublish({ port: PORT + 10, baseline: argument("--baseline") });
  await nightSellingOut({ origin, databaseFile: join(dir, "bench.db"), nextIp });
  await nightHeldWithoutPaying({ origin, databaseFile: join(dir, "bench.db"), nextIp });
  await pagesDuringSignInFlood({ origin, durationS: DURATION_S, account: bench, nextIp });
  await soak({
    origin,
    server,
    durationS: SOAK_SECONDS,
    heapSnapshots: process.argv.includes("--heap-snapshots"),
    nextIp,
    requests: scenarios(asset).filter((scenario) => !scenario.path.includes("auth-with-password")),
    signIns: [
      ...scenarios(asset).filter((scenario) => scenario.path.includes("auth-with-password")),
      {
        method: "POST",
        path: "/api/collections/users/auth-with-password",
        body: () => ({ identity: `stranger${counter}@example.com`, password: "not-the-password" }),
      },
    ],
  });
} finally {
  server.kill("SIGTERM");
}
