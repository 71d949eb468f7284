import { parseArgs } from "node:util";
import { normaliseEmail } from "#domain/form-fields.ts";
import { staffRoles, roleLabels } from "#domain/staff/permissions.ts";
import { addAccountRequest } from "#domain/staff/schemas.ts";
import { PasswordHasher } from "#server/auth/password.ts";
import { Clock } from "#server/clock.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import type { Env } from "#server/env.ts";
import { fieldErrors } from "#server/http/errors.ts";
import { publicAccount, StaffError } from "./accounts.ts";
import { commandLine } from "./audit.ts";
import { staffServices } from "./services.ts";

const usage = `Usage:
  npm run staff -- add --email <email> --role <${staffRoles.join("|")}> [--name <name>]
  npm run staff -- reset-2fa --email <email>
  npm run staff -- list`;

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `npm run staff`: staff accounts from the server's shell, on the server's own database (same
 * DATABASE_URL, migrated first). The first owner is made here; so is a new link for a lost phone.
 * Answers the exit code.
 */
export async function runStaffCommand(args: string[], env: Env, out: CommandOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
    });
  } catch (error) {
    out.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (!command || !["add", "reset-2fa", "list"].includes(command) || parsed.positionals.length > 1) {
    out.error(usage);
    return 2;
  }
  const { db } = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const { accounts } = staffServices({ db, env, clock: new Clock(), passwords: new PasswordHasher() });
    const { email, role, name } = parsed.values;

    if (command === "list") {
      const rows = await accounts.list();
      if (rows.length === 0) out.log("No staff accounts yet.");
      for (const row of rows.map(publicAccount)) {
        const state = row.disabled ? "disabled" : row.enrolled ? "enrolled" : "not enrolled";
        out.log(`${row.email}\t${row.name}\t${roleLabels[row.role]}\t${state}`);
      }
      return 0;
    }

    if (command === "add") {
      const input = addAccountRequest.safeParse({ email, role, name: name ?? email?.split("@")[0] });
      if (!input.success) {
        for (const [field, message] of Object.entries(fieldErrors(input.error))) out.error(`--${field}: ${message}`);
        out.error(usage);
        return 2;
      }
      const { account, enrolmentLink } = await accounts.add(input.data, commandLine);
      out.log(`Added ${account.email} (${roleLabels[account.role]}).`);
      out.log(`Enrolment link, valid for 24 hours and once: ${enrolmentLink}`);
      return 0;
    }

    const account = email ? await accounts.byEmail(normaliseEmail(email)) : undefined;
    if (!account) {
      out.error(email ? `No staff account has the email ${email}.` : usage);
      return email ? 1 : 2;
    }
    const enrolmentLink = await accounts.resetSecondFactor(account.id, commandLine);
    out.log(`Cleared the second factor and recovery codes of ${account.email} and ended their sessions.`);
    out.log("The link asks for the account's password too, so the link alone opens no session.");
    out.log(`Enrolment link, valid for 24 hours and once: ${enrolmentLink}`);
    return 0;
  } catch (error) {
    if (error instanceof StaffError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
