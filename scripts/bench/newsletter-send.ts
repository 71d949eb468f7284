/**
 * A newsletter to 10,000 subscribers, delivered by the server to a local SMTP server that counts
 * what it accepts (and parses nothing, so the bench's own process stays out of the server's way).
 * Twice, each on a fresh SQLite file: unthrottled, for the most mails a second the server sends;
 * and at a configured rate, with `GET /` asked at a steady rate before the send and during it, for
 * its p99 idle and while the newsletter goes out. "queued ms" is the server's own time for the
 * drawing of the mail and the transaction that writes a delivery row per recipient (its log line on
 * starting a campaign).
 */
import autocannon from "autocannon";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { SMTPServer } from "smtp-server";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { startInstance } from "./instance.ts";

const ROOT = resolve(import.meta.dirname, "../..");

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const RATE = Number(process.env.BENCH_NEWSLETTER_RATE ?? 250);
/** `GET /` while the send goes on: a steady load, as visitors are, not the most the server can take. */
const PAGE_RATE = 100;
const PAGE_SECONDS = 15;
const TIMEOUT_MS = 240_000;
/** Targets of the issue, on 2 cores. */
const TARGET = { queuedMs: 2_000, rateShare: 0.05, unthrottledPerS: 500, p99Factor: 2 };

/** An SMTP server that takes every mail and notes when it did. */
async function countingSmtp(): Promise<{ url: string; arrivals: number[]; stop(): Promise<void> }> {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Running {
  origin: string;
  databaseUrl: string;
  /** Resolves with the server's "queued" milliseconds once it has started a campaign. */
  queued: Promise<number>;
  stop(): Promise<void>;
}

async function startServer(port: number, smtpUrl: string, perSecond: number): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), "resort-bench-newsletter-"));
  const databaseUrl = `file:${join(dir, "newsletter.db")}`;
  const instance = await startInstance({
    root: ROOT,
    port,
    databaseUrl,
    env: { SMTP_URL: smtpUrl, NEWSLETTER_PER_SECOND: String(perSecond), NEWSLETTER_PER_HOUR: "10000000" },
    logLevel: "info",
    stdout: "pipe",
  });
  const queued = new Promise<number>((resolve) => {
    if (!instance.child.stdout) throw new Error("the server's log is not piped");
    createInterface({ input: instance.child.stdout }).on("line", (line) => {
      if (line.includes("campaign started sending")) resolve((JSON.parse(line) as { ms: number }).ms);
    });
  });
  return { origin: instance.origin, databaseUrl, queued, stop: () => instance.stop() };
}

/** RECIPIENTS confirmed subscribers and a campaign of text and an event, set to start now. */
async function campaignDue(databaseUrl: string): Promise<void> {
  const { db } = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const at = new Date().toISOString();
    for (let start = 0; start < RECIPIENTS; start += 500)
      await db
        .insertInto("newsletter_subscribers")
        .values(
          Array.from({ length: Math.min(500, RECIPIENTS - start) }, (_, index) => ({
            email: `subscriber-${start + index}@example.com`,
            created_at: at,
            confirmed_at: at,
            unsubscribed_at: null,
          })),
        )
        .execute();
    const blocks = [
      { type: "heading", text: "The lights are back" },
      { type: "paragraph", text: "Drive the [riverfront route](/christmas-lights) with cocoa in hand." },
      { type: "event", eventId: "christmas-lights" },
      { type: "button", label: "Get tickets", url: "/events/christmas-lights" },
    ];
    await db
      .insertInto("newsletter_campaigns")
      .values({
        subject: "Lights on the river",
        preheader: "The season is on",
        blocks_json: JSON.stringify(blocks),
        status: "scheduled",
        revision: 1,
        send_at: at,
        scheduled_by: "bench@example.com",
        created_at: at,
        created_by: "bench@example.com",
        updated_at: at,
        updated_by: "bench@example.com",
      })
      .execute();
  } finally {
    await db.destroy();
  }
}

async function delivered(arrivals: number[], count: number): Promise<void> {
  const started = performance.now();
  while (arrivals.length < count) {
    if (performance.now() - started > TIMEOUT_MS)
      throw new Error(`the newsletter stopped at ${arrivals.length} of ${count} mails`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function steadyPages(origin: string, duration = PAGE_SECONDS) {
  return autocannon({
    url: `${origin}/`,
    connections: 4,
    overallRate: PAGE_RATE,
    duration,
    headers: { "Accept-Encoding": "br, gzip" },
  });
}

/** Mails a second between the first and the last arrival. */
const perSecond = (arrivals: number[]) =>
  Math.round(((arrivals.length - 1) / (((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)) / 1000)) * 10) / 10;

export async function benchNewsletterSend(port: number): Promise<void> {
  console.log(`\nNewsletter to ${RECIPIENTS.toLocaleString("en-US")} subscribers, to a local SMTP server`);
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

  const fast = await countingSmtp();
  const unthrottled = await startServer(port, fast.url, 10_000);
  let fastQueued: number;
  try {
    await campaignDue(unthrottled.databaseUrl);
    fastQueued = await unthrottled.queued;
    await delivered(fast.arrivals, RECIPIENTS);
  } finally {
    await unthrottled.stop();
    await fast.stop();
  }

  const paced = await countingSmtp();
  const throttled = await startServer(port + 1, paced.url, RATE);
  let idle: autocannon.Result;
  let during: autocannon.Result;
  let pacedQueued: number;
  try {
    // A first round warms the page cache and the compiler, so "idle" is the server at its steady best.
    await steadyPages(throttled.origin, 8);
    idle = await steadyPages(throttled.origin);
    await campaignDue(throttled.databaseUrl);
    pacedQueued = await throttled.queued;
    // Once the send is under way: the load covers its middle, not its start.
    while (paced.arrivals.length < RATE) await new Promise((resolve) => setTimeout(resolve, 20));
    during = await steadyPages(throttled.origin);
    await delivered(paced.arrivals, RECIPIENTS);
  } finally {
    await throttled.stop();
    await paced.stop();
  }

  const fastRate = perSecond(fast.arrivals);
  const pacedRate = perSecond(paced.arrivals);
  console.table([
    { run: "unthrottled", "queued ms": fastQueued, "mails/s": fastRate },
    { run: `at ${RATE}/s`, "queued ms": pacedQueued, "mails/s": pacedRate },
    { run: `GET / idle (${PAGE_RATE}/s)`, "p50 ms": idle.latency.p50, "p99 ms": idle.latency.p99, errors: idle.errors },
    {
      run: `GET / during the send (${PAGE_RATE}/s)`,
      "p50 ms": during.latency.p50,
      "p99 ms": during.latency.p99,
      errors: during.errors + during.non2xx,
    },
  ]);
  const off = Math.abs(pacedRate - RATE) / RATE;
  console.log(
    [
      `queued in ${Math.max(fastQueued, pacedQueued)} ms (target < ${TARGET.queuedMs}): ${verdict(Math.max(fastQueued, pacedQueued) < TARGET.queuedMs)}`,
      `${pacedRate}/s at a configured ${RATE}/s, ${Math.round(off * 1000) / 10} % off (target ≤ 5 %): ${verdict(off <= TARGET.rateShare)}`,
      `${fastRate}/s unthrottled (target ≥ ${TARGET.unthrottledPerS}): ${verdict(fastRate >= TARGET.unthrottledPerS)}`,
      `GET / p99 ${during.latency.p99} ms during the send, ${idle.latency.p99} ms idle (target ≤ ${TARGET.p99Factor}×): ${verdict(during.latency.p99 <= TARGET.p99Factor * Math.max(idle.latency.p99, 1))}`,
    ].join("\n"),
  );
}

if (import.meta.main) await benchNewsletterSend(Number(process.env.BENCH_PORT ?? 4321));
