/**
 * What `npm test` needs from the machine besides node_modules: Chromium for the browser tests and
 * a PostgreSQL server for the PostgreSQL suites. Checked before the first step, so a fresh machine
 * learns what it lacks at once rather than after the build.
 */
import { existsSync } from "node:fs";
import { userInfo } from "node:os";
import { postgresBinDir } from "./postgres.ts";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

export interface Machine {
  root: boolean;
  debian: boolean;
  /** CHROMIUM_PATH, when set. */
  chromiumPath: string | undefined;
  chromiumFound: boolean;
  /** TEST_POSTGRES_URL, when set: then no local server is needed. */
  postgresUrl: string | undefined;
  postgresFound: boolean;
}

export type Preparation =
  { action: "ready" } | { action: "install"; packages: string[] } | { action: "stop"; message: string };

export function probeMachine(env: NodeJS.ProcessEnv = process.env): Machine {
  const chromiumPath = env.CHROMIUM_PATH || undefined;
  return {
    root: userInfo().uid === 0,
    debian: existsSync("/etc/debian_version"),
    chromiumPath,
    chromiumFound: existsSync(chromiumPath ?? DEFAULT_CHROMIUM),
    postgresUrl: env.TEST_POSTGRES_URL || undefined,
    postgresFound: postgresBinDir() !== null,
  };
}

/** Ready, install what is missing (root on Debian, as CI runs), or stop with the command to run. */
export function prepareMachine(machine: Machine): Preparation {
  if (machine.chromiumPath && !machine.chromiumFound) {
    return {
      action: "stop",
      message: `CHROMIUM_PATH is ${machine.chromiumPath}, which does not exist: point it at a Chromium, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  const packages = [
    ...(machine.chromiumFound ? [] : ["chromium"]),
    ...(machine.postgresUrl || machine.postgresFound ? [] : ["postgresql"]),
  ];
  if (packages.length === 0) return { action: "ready" };
  if (machine.root && machine.debian) return { action: "install", packages };
  const missing = packages.join(" and ");
  const command = machine.debian
    ? `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`
    : `install ${missing} with the system's package manager (Debian: apt-get install -y ${packages.join(" ")})`;
  return { action: "stop", message: `npm test needs ${missing}, which this machine lacks. Run:\n  ${command}` };
}
