import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A site of a test's own: the same build and setup as the shared one, with its own environment. */
export interface OwnSite {
  origin: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts tests/e2e/support/server.ts on a free port with `env` added, and resolves once it says it
 * listens (a message over the IPC channel); rejects if it exits first. `stop` sends SIGTERM, on which
 * the server removes its temporary database, and waits for the exit.
 */
export async function startOwnSite(
  env: Record<string, string>,
  stderr: "inherit" | "ignore" = "inherit",
): Promise<OwnSite> {
  const port = await freePort();
  const child = spawn(process.execPath, ["tests/e2e/support/server.ts"], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ["ignore", "ignore", stderr, "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once("message", (message) =>
      message === "listening"
        ? resolve()
        : reject(new Error(`unexpected message from the test's own site: ${JSON.stringify(message)}`)),
    );
    child.once("exit", (code) => reject(new Error(`the test's own site exited with ${code} before it listened`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
