import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

export interface Instance {
  origin: string;
  /** The server's standard output, when asked for with `stdout: "pipe"` (its JSON log lines). */
  child: ChildProcess;
  stop(): Promise<void>;
}

interface InstanceOptions {
  /** The checkout whose built server runs: this one, or a baseline's worktree. */
  root: string;
  port: number;
  databaseUrl: string;
  /** More of the server's environment (SMTP_URL, rates). */
  env?: Record<string, string>;
  logLevel?: string;
  stdout?: "ignore" | "inherit" | "pipe";
}

/** The built server of `root` on `port`, on `databaseUrl`, once it answers its health check. */
export async function startInstance({
  root,
  port,
  databaseUrl,
  env = {},
  logLevel = "silent",
  stdout = "ignore",
}: InstanceOptions): Promise<Instance> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    stdio: ["ignore", stdout, "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "1",
      LOG_LEVEL: logLevel,
      ...env,
    },
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server in ${root} exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (waited > 60_000) throw new Error(`the server in ${root} did not answer within 60 s`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    origin,
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
