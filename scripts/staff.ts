/** `npm run staff -- …`: staff accounts from the shell (server/staff/command.ts). */
import { EnvError, loadEnv } from "#server/env.ts";
import { runStaffCommand } from "#server/staff/command.ts";

try {
  process.loadEnvFile();
} catch {
  // No .env file: configuration comes from the environment alone.
}

try {
  process.exitCode = await runStaffCommand(process.argv.slice(2), loadEnv(), {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
