/**
 * The built site served by the real server in a process of its own, on a free port, with a
 * temporary SQLite database and production settings: what `npm run audit` and the page benches measure.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface BuiltServer {
  origin: string;
  /** A temporary folder the caller may use too (a browser profile); removed by `stop`. */
  dir: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Builds the site when its sources are newer than the build (BUILD_DIR), then starts the server. */
export async function startBuiltServer(name: string): Promise<BuiltServer> {
  const build = spawnSync("node", ["scripts/start.ts", "--build-only"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const dir = mkdtempSync(join(tmpdir(), `resort-${name}-`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("node", ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, `${name}.db`)}`,
      APP_SECRET: randomBytes(32).toString("hex"),
      GATE_CODE: "0000",
      // Production refuses to start without these; nothing measured sends mail or follows a link out.
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? "https://audit.invalid",
      SMTP_URL: "smtp://127.0.0.1:9",
      LOG_LEVEL: "warn",
      ANALYTICS_SCRIPT_URL: "",
    },
  });
  const stop = async () => {
    server.kill("SIGTERM");
    if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dir, stop };
}
