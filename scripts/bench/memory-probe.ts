/**
 * Loaded into the server under `npm run bench` (`node --import`): answers the bench's questions
 * about the server's memory over the IPC channel, so the server itself carries no bench code.
 */
import { writeHeapSnapshot } from "node:v8";

export type ProbeQuestion = { type: "memory" } | { type: "heap-snapshot"; dir: string };
export type ProbeRequest = ProbeQuestion & { id: number };
export type ProbeReply = { id: number; memory: NodeJS.MemoryUsage } | { id: number; file: string };

if (process.send) {
  process.on("message", (request: ProbeRequest) => {
    // A full collection first, so the heap figure is what is still alive rather than garbage not yet collected.
    globalThis.gc?.();
    const reply: ProbeReply =
      request.type === "memory"
        ? { id: request.id, memory: process.memoryUsage() }
        : { id: request.id, file: writeHeapSnapshot(`${request.dir}/server-${Date.now()}.heapsnapshot`) };
    process.send?.(reply);
  });
}
