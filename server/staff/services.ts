import type { AppDeps } from "#server/app.ts";
import { StaffAccounts } from "./accounts.ts";
import { StaffSecrets } from "./secrets.ts";
import { StaffSessions } from "./sessions.ts";

export interface StaffServices {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  secrets: StaffSecrets;
  /** The session lifetime, for the cookie's Max-Age. */
  absoluteMs: number;
}

export function staffServices(deps: Pick<AppDeps, "db" | "clock" | "passwords" | "env">): StaffServices {
  const secrets = new StaffSecrets(deps.env.APP_SECRET);
  const absoluteMs = deps.env.STAFF_SESSION_HOURS * 3_600_000;
  return {
    secrets,
    absoluteMs,
    accounts: new StaffAccounts({
      db: deps.db,
      clock: deps.clock,
      passwords: deps.passwords,
      secrets,
      publicOrigin: deps.env.PUBLIC_ORIGIN,
    }),
    sessions: new StaffSessions(deps.db, deps.clock, {
      idleMs: deps.env.STAFF_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs,
    }),
  };
}
