import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { boot, type Booted, type BootOptions } from "#server/boot.ts";
import { loadEnv, type Env } from "#server/env.ts";
import { createLogger } from "#server/logger.ts";
import { nextClientAddress } from "./client-address.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "./test-postgres.ts";

// Where the server tests have always found them; the browser tests import them from test-postgres.ts.
export { createPostgresDatabase, dropPostgresDatabase };

export interface TestServer extends Booted {
  env: Env;
  /** Sends a request to the app in-process, as a client at `ip` behind a proxy on loopback (TRUST_PROXY is on). */
  request(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
  /** POSTs a JSON body (a string is sent as is, for malformed-JSON tests). */
  postJson(path: string, body: unknown, init?: { ip?: string; headers?: Record<string, string> }): Promise<Response>;
}

/**
 * The connection an in-process request arrives on, as @hono/node-server hands it to the app: from
 * a proxy on the same machine, which X-Forwarded-For is believed from by default.
 */
const viaLoopbackProxy = { incoming: { socket: { remoteAddress: "127.0.0.1", remoteFamily: "IPv4" } } };

/** A SQLite file in a directory of its own under the system's temporary directory, and its removal. */
export function temporaryDatabase(): { url: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "resort-test-"));
  return { url: `file:${join(dir, "test.db")}`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A built site in a temporary directory, as the build writes it (file path under the site → contents), and its removal. */
function temporarySite(files: Record<string, string>): { root: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "resort-site-"));
  const root = join(dir, "client");
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
  return { root, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

interface TestServerOptions extends BootOptions {
  /** Site files to serve (path under the site → contents), written where close() removes them. */
  site?: Record<string, string>;
}

/**
 * A real app on a fresh SQLite file, which close() removes; no site files unless asked, logs
 * silenced. A test that reopens the file after close passes a temporaryDatabase() of its own.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  { site: siteFiles, ...options }: TestServerOptions = {},
): Promise<TestServer> {
  const database = overrides.DATABASE_URL ? null : temporaryDatabase();
  const site = siteFiles ? temporarySite(siteFiles) : null;
  const env = loadEnv({
    NODE_ENV: "test",
    DATABASE_URL: database?.url,
    APP_SECRET: "test-secret-test-secret-test-secret-0123",
    GATE_CODE: "7315",
    TRUST_PROXY: "1",
    TEST_HOOKS: "1",
    PUBLIC_ORIGIN: "http://localhost:3000",
    LOG_LEVEL: "silent",
    ...overrides,
  });
  const booted = await boot(env, {
    siteRoot: site?.root ?? null,
    logger: createLogger(env.LOG_LEVEL),
    ...options,
  });
  const defaultIp = nextClientAddress();
  const request = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", init.ip ?? defaultIp);
    return Promise.resolve(booted.app.request(`http://localhost:3000${path}`, { ...init, headers }, viaLoopbackProxy));
  };
  return {
    ...booted,
    env,
    async close() {
      await booted.close();
      database?.remove();
      site?.remove();
    },
    request,
    postJson: (path, body, init = {}) =>
      request(path, {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "Content-Type": "application/json", ...init.headers },
        ip: init.ip,
      }),
  };
}

/**
 * startTestServer on a database of its own: a fresh SQLite file when `postgresUrl` is undefined,
 * else a new database on that PostgreSQL cluster (named from `prefix`), which close() drops.
 */
export async function startTestServerOn(
  postgresUrl: string | undefined,
  prefix: string,
  overrides: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  if (!postgresUrl) return startTestServer(overrides, options);
  const databaseUrl = await createPostgresDatabase(postgresUrl, prefix);
  const server = await startTestServer({ ...overrides, DATABASE_URL: databaseUrl }, options);
  return {
    ...server,
    async close() {
      await server.close();
      await dropPostgresDatabase(databaseUrl);
    },
  };
}
