/**
 * The soak: mixed traffic (pages, an asset, forms, chat, checkout, sign-ins right and wrong) for
 * minutes, every request from a fresh address, with the server's memory sampled every 30 s. RSS
 * and the heap after a full collection should level off; a line that keeps climbing is a leak, and
 * `--heap-snapshots` writes a snapshot after the first sample and one at the end to compare.
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
  nextIp: () => string;
}

let nextId = 0;
function ask(server: ChildProcess, question: ProbeQuestion) {
  const id = (nextId += 1);
  return new Promise<ProbeReply>((resolve, reject) => {
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

export async function soak({
  origin,
  server,
  durationS,
  sampleEveryS = 30,
  heapSnapshots = false,
  requests,
  nextIp,
}: SoakOptions): Promise<void> {
  console.log(
    `\nSoak: ${durationS} s of mixed traffic (${requests.length} kinds, 10 connections), memory every ${sampleEveryS} s`,
  );
  const samples: Record<string, number | string>[] = [];
  let served = 0;
  let failed = 0;
  const started = Date.now();
  const sample = async () => {
    const usage = await memory(server);
    const row = {
      "t s": Math.round((Date.now() - started) / 1000),
      requests: served,
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
  const snapshotDir = heapSnapshots ? mkdtempSync(join(tmpdir(), "resort-heap-")) : "";

  await sample();
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: 10,
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
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, statusCode) => {
      served += 1;
      if (statusCode >= 500) failed += 1;
    });
  });
  const timer = setInterval(() => void sample(), sampleEveryS * 1000);
  let firstSnapshot: Promise<string> | undefined;
  if (heapSnapshots)
    firstSnapshot = new Promise((resolve) => setTimeout(resolve, sampleEveryS * 1000 + 1000)).then(() =>
      heapSnapshot(server, snapshotDir),
    );
  const result = await run;
  clearInterval(timer);
  await sample();
  if (firstSnapshot) console.log(`heap snapshots: ${await firstSnapshot} ${await heapSnapshot(server, snapshotDir)}`);

  const first = samples[1] ?? samples[0];
  const last = samples.at(-1);
  console.log(
    `${served} requests, ${Math.round(result.requests.average)} req/s, ${failed} answered 5xx, ${result.errors + result.timeouts} errors; ` +
      `RSS ${first?.["RSS MB"]} → ${last?.["RSS MB"]} MB and heap ${first?.["heap used MB"]} → ${last?.["heap used MB"]} MB from the first 30 s to the end`,
  );
}
