/**
 * The soak: minutes of mixed traffic, every request from a fresh address (so the rate limiters
 * and the sign-in backoff track a new client each time), with the server's memory sampled every
 * 30 s. Pages, an asset, forms, chat and checkout run on 10 connections; sign-ins, right and
 * wrong, on 2 more, so bcrypt's pace does not set the pace of everything else. RSS and the heap
 * after a full collection should level off; a line that keeps climbing is a leak, and
 * `--heap-snapshots` writes a snapshot after the first interval and one at the end to compare
 * (writing one makes RSS jump by about the heap's size).
 */
import autocannon from "autocannon";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProbeQuestion, ProbeReply } from "./memory-probe.ts";

export interface SoakRequest {
  method: "GET" | "POST";
  path: string;
  body?: () => unknown;
}

export interface SoakOptions {
  origin: string;
  /** The server, started with `--import scripts/bench/memory-probe.ts` and an IPC channel. */
  server: ChildProcess;
  durationS: number;
  sampleEveryS?: number;
  heapSnapshots?: boolean;
  requests: SoakRequest[];
  signIns: SoakRequest[];
  nextIp: () => string;
}

let lastId = 0;
function ask(server: ChildProcess, question: ProbeQuestion): Promise<ProbeReply> {
  const id = (lastId += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server's memory probe did not answer")), 60_000);
    const onMessage = (reply: ProbeReply) => {
      if (reply.id !== id) return;
      clearTimeout(timer);
      server.off("message", onMessage);
      resolve(reply);
    };
    server.on("message", onMessage);
    server.send({ ...question, id });
  });
}

async function memory(server: ChildProcess): Promise<NodeJS.MemoryUsage> {
  const reply = await ask(server, { type: "memory" });
  if (!("memory" in reply)) throw new Error("unexpected probe reply");
  return reply.memory;
}

async function heapSnapshot(server: ChildProcess, dir: string): Promise<string> {
  const reply = await ask(server, { type: "heap-snapshot", dir });
  if (!("file" in reply)) throw new Error("unexpected probe reply");
  return reply.file;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Traffic {
  done: Promise<autocannon.Result>;
  answered: { total: number; "5xx": number };
}

function traffic(
  origin: string,
  connections: number,
  durationS: number,
  requests: SoakRequest[],
  nextIp: () => string,
) {
  const answered = { total: 0, "5xx": 0 };
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: durationS,
        requests: requests.map((request) => ({
          method: request.method,
          path: request.path,
          setupRequest: (raw) => ({
            ...raw,
            headers: {
              ...raw.headers,
              "X-Forwarded-For": nextIp(),
              "Accept-Encoding": "br, gzip",
              ...(request.body ? { "Content-Type": "application/json" } : {}),
            },
            body: request.body ? JSON.stringify(request.body()) : undefined,
          }),
        })),
      },
      (error: Error | null, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, statusCode) => {
      answered.total += 1;
      if (statusCode >= 500) answered["5xx"] += 1;
    });
  });
  return { done, answered } satisfies Traffic;
}

export async function soak(options: SoakOptions): Promise<void> {
  const { origin, server, durationS, sampleEveryS = 30, heapSnapshots = false, nextIp } = options;
  console.log(
    `\nSoak: ${durationS} s of mixed traffic (${options.requests.length} kinds on 10 connections, ` +
      `${options.signIns.length} kinds of sign-in on 2), server memory every ${sampleEveryS} s`,
  );
  const started = Date.now();
  const streams: Traffic[] = [];
  const samples: Record<string, number>[] = [];
  const sample = async () => {
    const usage = await memory(server);
    const row = {
      "t s": Math.round((Date.now() - started) / 1000),
      requests: streams.reduce((sum, stream) => sum + stream.answered.total, 0),
      "RSS MB": mb(usage.rss),
      "heap used MB": mb(usage.heapUsed),
      "heap total MB": mb(usage.heapTotal),
      "external MB": mb(usage.external),
    };
    samples.push(row);
    console.log(
      Object.entries(row)
        .map(([key, value]) => `${key} ${value}`)
        .join(" · "),
    );
  };

  await sample();
  streams.push(
    traffic(origin, 10, durationS, options.requests, nextIp),
    traffic(origin, 2, durationS, options.signIns, nextIp),
  );
  const sampler = setInterval(() => void sample(), sampleEveryS * 1000);
  const snapshotDir = heapSnapshots ? mkdtempSync(join(tmpdir(), "resort-heap-")) : "";
  const firstSnapshot = heapSnapshots
    ? new Promise((resolve) => setTimeout(resolve, sampleEveryS * 1000 + 2000)).then(() =>
        heapSnapshot(server, snapshotDir),
      )
    : undefined;
  const results = await Promise.all(streams.map((stream) => stream.done));
  clearInterval(sampler);
  await sample();
  if (firstSnapshot) console.log(`heap snapshots: ${await firstSnapshot} ${await heapSnapshot(server, snapshotDir)}`);

  const total = streams.reduce((sum, stream) => sum + stream.answered.total, 0);
  const failed = streams.reduce((sum, stream) => sum + stream.answered["5xx"], 0);
  const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  const first = samples.find((row) => (row["t s"] ?? 0) >= sampleEveryS) ?? samples[0];
  const last = samples.at(-1);
  console.log(
    `${total} requests (${Math.round(total / durationS)}/s), ${failed} answered 5xx, ${errors} errors; ` +
      `from the first sample under load to the end RSS ${first?.["RSS MB"]} → ${last?.["RSS MB"]} MB, ` +
      `heap used ${first?.["heap used MB"]} → ${last?.["heap used MB"]} MB`,
  );
}
