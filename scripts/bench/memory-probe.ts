/**
 * Loaded into the server under `npm run bench` (`node --import`): answers the bench's questions
 * about the server's memory over the IPC channel, so the server itself carries no bench code.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { writeHeapSnapshot } from "node:v8";

export type ProbeQuestion = { type: "memory" } | { type: "heap-snapshot"; dir: string };
export type ProbeRequest = ProbeQuestion & { id: number };
export type ProbeReply = { id: number; memory: NodeJS.MemoryUsage } | { id: number; file: string };

/**
 * Full collections, with a pause after each so finalizers (undici frees each request's abort
 * listeners from one) get to run: the heap figure is then what is still alive, not garbage or
 * cleanup not yet done.
 */
async function collect(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    globalThis.gc?.();
    await sleep(50);
  }
}

async function answer(request: ProbeRequest): Promise<void> {
  await collect();
  const reply: ProbeReply =
    request.type === "memory"
      ? { id: request.id, memory: process.memoryUsage() }
      : { id: request.id, file: writeHeapSnapshot(`${request.dir}/server-${Date.now()}.heapsnapshot`) };
  process.send?.(reply);
}

if (process.send) {
  process.on("message", (request: ProbeRequest) => void answer(request));
}
