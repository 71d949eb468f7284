import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, Socket, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { POSTGRES_REQUIRED_ENV, testPostgresUrl } from "#server/testing/test-postgres.ts";
import { startTestPostgres, type TestPostgres } from "#scripts/postgres.ts";
import { createPostgresDatabase, startTestServer, type TestServer } from "#server/testing/test-server.ts";

/** A port nothing listens on yet, from `from` upward. */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

/** A request that must be answered within `ms`: hanging is the failure this file is about. */
function answeredWithin(url: string, ms: number, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}

function subscribe(origin: string, email: string, ms = 12_000): Promise<Response> {
  return answeredWithin(`${origin}/api/subscribe-newsletter`, ms, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextClientAddress() },
    body: JSON.stringify({ email }),
  });
}

const postgresInstalled = existsSync("/usr/lib/postgresql");

// Restarting needs a cluster of its own, so this suite starts one from the local server programs;
// inside `npm test` it runs (and fails without them) rather than skip.
describe.skipIf(!postgresInstalled && !process.env[POSTGRES_REQUIRED_ENV])(
  "a PostgreSQL restart while the server runs",
  () => {
    let cluster: TestPostgres | null = null;
    let server: ChildProcess | undefined;
    let output = "";
    let workDir = "";

    beforeAll(async () => {
      workDir = mkdtempSync(join(tmpdir(), "resort-restart-"));
      cluster = startTestPostgres(await freePort(55460));
    }, 60_000);
    afterAll(() => {
      server?.kill("SIGKILL");
      cluster?.remove();
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    });

    it("keeps the server up, answers 503 in JSON while the database is away, and serves again after", async () => {
      if (!cluster)
        throw new Error("PostgreSQL's server programs are not under /usr/lib/postgresql: the restart needs them");
      const databaseUrl = await createPostgresDatabase(cluster.url, "resort_restart");
      const port = await freePort(4460);
      const origin = `http://127.0.0.1:${port}`;
      const buildDir = join(workDir, "build");
      mkdirSync(join(buildDir, "client"), { recursive: true });
      server = spawn(process.execPath, ["server/main.ts"], {
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          NODE_ENV: "test",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          BUILD_DIR: buildDir,
          TRUST_PROXY: "1",
          LOG_LEVEL: "warn",
        },
      });
      server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const alive = () => expect(server?.exitCode, `the server exited:\n${output}`).toBeNull();

      await vi.waitFor(async () => expect((await answeredWithin(`${origin}/api/health`, 2_000)).status).toBe(200), {
        timeout: 30_000,
        interval: 200,
      });
      // Several pooled connections, idle once these are answered: each is cut by the restart.
      await Promise.all(Array.from({ length: 6 }, () => answeredWithin(`${origin}/api/health`, 5_000)));
      expect((await subscribe(origin, "before@example.org")).status).toBe(200);

      cluster.stop();
      // The server hears its pooled connections end, and lives on.
      await vi.waitFor(
        () => {
          alive();
          expect(output).toContain("database connection lost");
        },
        { timeout: 10_000 },
      );
      const health = await answeredWithin(`${origin}/api/health`, 10_000);
      expect(health.status).toBe(503);
      const refused = await subscribe(origin, "during@example.org");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("content-type")).toContain("application/json");
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/try again/i) });
      alive();

      cluster.start();
      await vi.waitFor(async () => expect((await answeredWithin(`${origin}/api/health`, 5_000)).status).toBe(200), {
        timeout: 20_000,
        interval: 200,
      });
      expect((await subscribe(origin, "after@example.org")).status).toBe(200);
      alive();
    }, 90_000);
  },
);

/**
 * Sits between the server and PostgreSQL. `blackhole()` plays an unreachable database: packets
 * go nowhere, nothing is refused, nothing answers. `restore()` resets what was cut off.
 */
async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let dropping = false;
  const proxy: Server = createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (dropping) {
      client.resume();
      return;
    }
    const upstream = new Socket();
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.connect(Number(target.port), target.hostname, () => {
      client.on("data", (chunk) => {
        if (!dropping) upstream.write(chunk);
      });
      upstream.on("data", (chunk) => {
        if (!dropping) client.write(chunk);
      });
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    blackhole() {
      dropping = true;
    },
    restore() {
      dropping = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

const postgresUrl = testPostgresUrl();

describe.skipIf(!postgresUrl)("an unreachable PostgreSQL", () => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()?.();
  });

  it("makes neither /api/health nor a form hang, and the server recovers when it is back", async () => {
    const databaseUrl = new URL(await createPostgresDatabase(postgresUrl as string, "resort_unreachable"));
    proxy = await startProxy(databaseUrl);
    const viaProxy = new URL(databaseUrl);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startTestServer({ DATABASE_URL: viaProxy.href });
    // The proxy goes first, so nothing is left waiting on it when the server closes.
    closers.push(
      () => server.close(),
      () => proxy.close(),
    );
    expect((await server.request("/api/health")).status).toBe(200);

    proxy.blackhole();
    const [health, form] = await within(
      20_000,
      Promise.all([
        server.request("/api/health"),
        server.postJson("/api/subscribe-newsletter", { email: "unreachable@example.org" }),
      ]),
    );
    expect(health.status).toBe(503);
    expect(form.status).toBe(503);
    expect(await form.json()).toEqual({ error: expect.stringMatching(/try again/i) });

    proxy.restore();
    await vi.waitFor(async () => expect((await server.request("/api/health")).status).toBe(200), {
      timeout: 10_000,
      interval: 200,
    });
    expect((await server.postJson("/api/subscribe-newsletter", { email: "back@example.org" })).status).toBe(200);
  }, 60_000);
});

/** The answer of `work`, or a failure once `ms` have passed. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
