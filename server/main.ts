import { boot, listen } from "./boot.ts";
import { EnvError, loadEnv, type Env } from "./env.ts";

try {
  process.loadEnvFile();
} catch {
  // No .env file: configuration comes from the environment alone.
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const booted = await boot(env);
const { app, deps } = booted;
const server = await listen(app, env);
deps.log.info(
  { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`, db: deps.dbKind },
  "server listening",
);

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info({ signal }, "shutting down: draining requests");
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  booted.drain();
  server.close(() => {
    booted.close().then(
      () => process.exit(0),
      (error: unknown) => {
        deps.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
