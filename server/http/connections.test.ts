import type { ServerType } from "@hono/node-server";
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "#server/boot.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
let http: ServerType;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  // Short timeouts, so a slow client is cut off within the test's patience.
  http = await listen(
    server.app,
    { ...server.env, HOST: "127.0.0.1", PORT: 0 },
    { headersMs: 500, requestMs: 1000, keepAliveMs: 2000, checkEveryMs: 100 },
  );
  const address = http.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  (http as Server).closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A client on one raw connection: writes bytes as given and reads whole responses (Content-Length bodies). */
class RawClient {
  readonly socket: Socket;
  private buffer = "";
  private waiter: (() => void) | undefined;
  closed = false;
  readonly closedAt: Promise<number>;

  constructor() {
    this.socket = connect(port, "127.0.0.1");
    this.socket.on("data", (chunk) => {
      this.buffer += chunk.toString("latin1");
      this.waiter?.();
    });
    this.socket.on("error", () => {});
    this.closedAt = new Promise((resolve) =>
      this.socket.on("close", () => {
        this.closed = true;
        this.waiter?.();
        resolve(Date.now());
      }),
    );
  }

  write(data: string): void {
    this.socket.write(data);
  }

  /** The next whole response, or null when the server closed the connection first. */
  async response(): Promise<RawResponse | null> {
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end !== -1) {
        const [statusLine = "", ...lines] = this.buffer.slice(0, end).split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        );
        const length = Number(headers["content-length"] ?? 0);
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.slice(end + 4, end + 4 + length);
          this.buffer = this.buffer.slice(end + 4 + length);
          return { status: Number(statusLine.split(" ")[1]), headers, body };
        }
      }
      if (this.closed) return null;
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

const health = "GET /api/health HTTP/1.1\r\nHost: site.example\r\n\r\n";

/**
 * Sends a request whose body arrives slowly, then a second request as a careful HTTP client
 * would: on the same connection if the first answer kept it alive, else on a new one.
 */
async function earlyAnswerThenNext(head: string, body: string): Promise<(number | null)[]> {
  const client = new RawClient();
  client.write(head + body.slice(0, 10));
  const first = await client.response();
  let second: RawResponse | null;
  if (first?.headers.connection === "close") {
    await client.closedAt;
    const fresh = new RawClient();
    fresh.write(health);
    second = await fresh.response();
    fresh.close();
  } else {
    // Real time, as the adapter's own: it drops a socket whose leftover body still comes after half a second.
    await sleep(600);
    client.write(body.slice(10) + health);
    second = await client.response();
  }
  client.close();
  return [first?.status ?? null, second?.status ?? null];
}

describe("answers before the body has arrived", () => {
  it("leaves the connection usable after a 413 for an oversize body", async () => {
    const body = JSON.stringify({ now: "x".repeat(20_000) });
    const head = `POST /api/test/clock HTTP/1.1\r\nHost: site.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    expect(await earlyAnswerThenNext(head, body)).toEqual([413, 200]);
  });

  it("leaves the connection usable after a 429 given before the body is read", async () => {
    const ip = "198.51.100.61";
    const body = JSON.stringify({ identity: "x@example.com", password: "wrong-pass".padEnd(500, "-") });
    for (let attempt = 0; attempt < 10; attempt += 1)
      await fetch(`http://127.0.0.1:${port}/api/collections/users/auth-with-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body,
      });
    const head = `POST /api/collections/users/auth-with-password HTTP/1.1\r\nHost: site.example\r\nX-Forwarded-For: ${ip}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    expect(await earlyAnswerThenNext(head, body)).toEqual([429, 200]);
  });

  it("keeps the connection alive after an answer to a request that had fully arrived", async () => {
    const client = new RawClient();
    client.write(health + health);
    expect((await client.response())?.headers.connection).toBe("keep-alive");
    expect((await client.response())?.status).toBe(200);
    client.close();
  });
});

describe("slow clients", () => {
  it("cuts off a client that sends its headers slowly, and serves others meanwhile", async () => {
    const slow = new RawClient();
    const started = Date.now();
    slow.write("GET /api/health HTTP/1.1\r\nHost: site.example\r\n");
    const trickle = setInterval(() => slow.write(`X-Slow-${Date.now()}: 1\r\n`), 100);
    try {
      const meanwhile = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(meanwhile.status).toBe(200);
      const closedAt = await Promise.race([slow.closedAt, sleep(3000).then(() => null)]);
      expect(closedAt, "the slow connection was still open after 3 s").not.toBeNull();
      expect((closedAt ?? 0) - started).toBeLessThan(2000);
    } finally {
      clearInterval(trickle);
      slow.close();
    }
  });

  it("cuts off a client that sends its body slowly", async () => {
    const slow = new RawClient();
    const started = Date.now();
    slow.write(
      "POST /api/test/clock HTTP/1.1\r\nHost: site.example\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n",
    );
    const trickle = setInterval(() => slow.write(" "), 100);
    try {
      const closedAt = await Promise.race([slow.closedAt, sleep(4000).then(() => null)]);
      expect(closedAt, "the slow connection was still open after 4 s").not.toBeNull();
      expect((closedAt ?? 0) - started).toBeLessThan(3000);
    } finally {
      clearInterval(trickle);
      slow.close();
    }
  });
});
