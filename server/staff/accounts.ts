import { randomInt } from "node:crypto";
import type { StaffRole } from "#domain/staff/permissions.ts";
import { enrolmentPasswordMessages, type StaffAccount } from "#domain/staff/schemas.ts";
import type { PasswordHasher } from "#server/auth/password.ts";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/database.ts";
import type { StaffAccountsTable } from "#server/db/schema.ts";
import { record, type Actor } from "./audit.ts";
import { randomToken, tokenHash, type StaffSecrets } from "./secrets.ts";
import { enrolmentOffer, matchingStep, newTotpSecret } from "./totp.ts";

export type StaffRow = Omit<StaffAccountsTable, "id"> & { id: number };

const ENROLMENT_LINK_HOURS = 24;
/** How long an account's failed sign-ins are kept for its owner to see. */
const FAILURES_KEPT_DAYS = 30;
/** How many of them the console lists. */
const RECENT_FAILURES = 10;
const RECOVERY_CODES = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export class StaffError extends Error {
  readonly status: 400 | 404 | 409;

  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export function publicAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    enrolled: row.totp_secret !== null,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at,
  };
}

function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length));
  const group = () => Array.from({ length: 5 }, pick).join("");
  return `${group()}-${group()}`;
}

export interface StaffAccountsDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  secrets: StaffSecrets;
  publicOrigin: string;
}

/** Staff accounts, their enrolment links and their second factor. */
export class StaffAccounts {
  private readonly deps: StaffAccountsDeps;

  constructor(deps: StaffAccountsDeps) {
    this.deps = deps;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  async byId(id: number): Promise<StaffRow | undefined> {
    return this.deps.db.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async byEmail(email: string): Promise<StaffRow | undefined> {
    return this.deps.db.selectFrom("staff_accounts").selectAll().where("email", "=", email).executeTakeFirst();
  }

  async list(): Promise<StaffRow[]> {
    return this.deps.db.selectFrom("staff_accounts").selectAll().orderBy("email").execute();
  }

  /** A new account with no password or second factor yet, and the link that sets both. */
  async add(
    input: { email: string; name: string; role: StaffRole },
    actor: Actor,
  ): Promise<{ account: StaffRow; enrolmentLink: string }> {
    const now = this.now().toISOString();
    return this.deps.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("staff_accounts")
        .select("id")
        .where("email", "=", input.email)
        .executeTakeFirst();
      if (existing) throw new StaffError(409, "A staff account with this email already exists.");
      const account = await trx
        .insertInto("staff_accounts")
        .values({ ...input, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const enrolmentLink = await this.issueEnrolment(trx, account.id);
      await record(
        trx,
        actor,
        { action: "staff.add", target: `staff:${account.id}`, after: publicAccount(account) },
        this.now(),
      );
      return { account, enrolmentLink };
    });
  }

  async changeRole(id: number, role: StaffRole, actor: Actor): Promise<StaffRow> {
    return this.change(id, actor, "staff.change-role", (row) => (row.role === role ? null : { role }));
  }

  /** Disables the account and ends its sessions. */
  async disable(id: number, actor: Actor): Promise<StaffRow> {
    const now = this.now().toISOString();
    return this.change(
      id,
      actor,
      "staff.disable",
      (row) => (row.disabled_at ? null : { disabled_at: now }),
      async (trx) => {
        await trx
          .updateTable("staff_sessions")
          .set({ ended_at: now })
          .where("staff_id", "=", id)
          .where("ended_at", "is", null)
          .execute();
      },
    );
  }

  /**
   * Clears the second factor and recovery codes of a lost phone, ends the account's sessions and
   * answers a new enrolment link; the password stays.
   */
  async resetSecondFactor(id: number, actor: Actor): Promise<string> {
    const now = this.now().toISOString();
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new StaffError(404, "No staff account has this id.");
      await trx
        .updateTable("staff_accounts")
        .set({ totp_secret: null, totp_last_step: null, updated_at: now })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", id).execute();
      await trx
        .updateTable("staff_sessions")
        .set({ ended_at: now })
        .where("staff_id", "=", id)
        .where("ended_at", "is", null)
        .execute();
      const link = await this.issueEnrolment(trx, id);
      await record(
        trx,
        actor,
        {
          action: "staff.reset-2fa",
          target: `staff:${id}`,
          before: { enrolled: row.totp_secret !== null },
          after: { enrolled: false },
        },
        this.now(),
      );
      return link;
    });
  }

  private async change(
    id: number,
    actor: Actor,
    action: string,
    patch: (row: StaffRow) => Partial<Pick<StaffRow, "role" | "disabled_at">> | null,
    alongside?: (trx: Db) => Promise<void>,
  ): Promise<StaffRow> {
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new StaffError(404, "No staff account has this id.");
      const changes = patch(row);
      if (!changes) return row;
      const updated = await trx
        .updateTable("staff_accounts")
        .set({ ...changes, updated_at: this.now().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await alongside?.(trx);
      await record(
        trx,
        actor,
        { action, target: `staff:${id}`, before: publicAccount(row), after: publicAccount(updated) },
        this.now(),
      );
      return updated;
    });
  }

  /** A one-time link to the enrolment screen; earlier unused links of the account stop working. */
  private async issueEnrolment(trx: Db, staffId: number): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await trx
      .updateTable("staff_enrolments")
      .set({ used_at: now.toISOString() })
      .where("staff_id", "=", staffId)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("staff_enrolments")
      .values({
        staff_id: staffId,
        token_hash: tokenHash(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ENROLMENT_LINK_HOURS * 3_600_000).toISOString(),
      })
      .execute();
    return `${this.deps.publicOrigin}/staff/enrol#${token}`;
  }

  private async openEnrolment(token: string) {
    const enrolment = await this.deps.db
      .selectFrom("staff_enrolments")
      .selectAll()
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    const expired = !enrolment || enrolment.used_at !== null || enrolment.expires_at <= this.now().toISOString();
    const account = enrolment && !expired ? await this.byId(enrolment.staff_id) : undefined;
    if (!enrolment || !account || account.disabled_at) {
      throw new StaffError(404, "This enrolment link has expired or was already used. Ask an owner for a new one.");
    }
    return { enrolment, account };
  }

  /**
   * What the enrolment screen shows: the secret to add to an authenticator app, as a QR code and as
   * text. The same link shows the same secret until it is confirmed.
   */
  async startEnrolment(token: string) {
    const { enrolment, account } = await this.openEnrolment(token);
    let secret = enrolment.secret ? this.deps.secrets.decrypt(enrolment.secret) : null;
    if (!secret) {
      secret = newTotpSecret();
      await this.deps.db
        .updateTable("staff_enrolments")
        .set({ secret: this.deps.secrets.encrypt(secret) })
        .where("id", "=", enrolment.id)
        .execute();
    }
    const { uri, qrSvg } = await enrolmentOffer(secret, account.email);
    return {
      email: account.email,
      name: account.name,
      needsPassword: account.password_hash === null,
      otpauthUri: uri,
      secret,
      qrSvg,
    };
  }

  /**
   * Confirms the link with a first code from the app: the secret becomes the account's, the password
   * is set when the account has none (or must be the account's own when it has one), and ten
   * recovery codes are made and answered this once.
   */
  async confirmEnrolment(
    input: { token: string; password?: string; code: string },
    address: string | null,
    signal?: AbortSignal,
  ): Promise<{ account: StaffRow; recoveryCodes: string[] }> {
    const { enrolment, account } = await this.openEnrolment(input.token);
    if (!enrolment.secret) throw new StaffError(400, "Open the enrolment link again to see your code.");
    if (account.password_hash === null && !input.password) throw new StaffError(400, "Please choose a password.");
    // A reset link printed on a shell and passed on by hand is not enough alone: its owner proves the password too.
    if (account.password_hash !== null) {
      if (!input.password) throw new StaffError(400, enrolmentPasswordMessages.missing);
      if (!(await this.deps.passwords.verify(input.password, account.password_hash, signal))) {
        // A wrong guess by whoever holds the link: its owner sees it with the sign-in failures.
        await this.recordFailedSignIn(account.id, address ?? "unknown", "password");
        throw new StaffError(400, enrolmentPasswordMessages.wrong);
      }
    }
    const secret = this.deps.secrets.decrypt(enrolment.secret);
    const step = matchingStep(secret, input.code, this.now());
    if (step === null) throw new StaffError(400, "That code is not right. Check your app and try the current code.");
    const passwordHash =
      input.password && account.password_hash === null ? await this.deps.passwords.hash(input.password, signal) : null;
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const now = this.now().toISOString();
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("staff_enrolments")
        .set({ used_at: now })
        .where("id", "=", enrolment.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) throw new StaffError(404, "This enrolment link was already used.");
      const row = await trx
        .updateTable("staff_accounts")
        .set({
          totp_secret: enrolment.secret,
          totp_last_step: step,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          updated_at: now,
        })
        .where("id", "=", account.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", account.id).execute();
      await trx
        .insertInto("staff_recovery_codes")
        .values(
          recoveryCodes.map((code) => ({ staff_id: account.id, code_hash: this.deps.secrets.recoveryCodeHash(code) })),
        )
        .execute();
      await record(
        trx,
        { staffId: account.id, label: account.email, address },
        {
          action: "staff.enrol",
          target: `staff:${account.id}`,
          before: { enrolled: false },
          after: { enrolled: true, passwordSet: passwordHash !== null },
        },
        this.now(),
      );
      return row;
    });
    return { account: updated, recoveryCodes };
  }

  /** Accepts a current code once: a code for a step at or before the last accepted one is refused. */
  async acceptTotp(account: StaffRow, code: string): Promise<boolean> {
    if (!account.totp_secret) return false;
    const step = matchingStep(this.deps.secrets.decrypt(account.totp_secret), code, this.now());
    if (step === null) return false;
    const claimed = await this.deps.db
      .updateTable("staff_accounts")
      .set({ totp_last_step: step })
      .where("id", "=", account.id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n;
  }

  /** Spends one unused recovery code. */
  async acceptRecoveryCode(account: StaffRow, code: string): Promise<boolean> {
    const claimed = await this.deps.db
      .updateTable("staff_recovery_codes")
      .set({ used_at: this.now().toISOString() })
      .where("staff_id", "=", account.id)
      .where("code_hash", "=", this.deps.secrets.recoveryCodeHash(code))
      .where("used_at", "is", null)
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n;
  }

  /** Keeps a failed sign-in for the account's owner to see; failures older than FAILURES_KEPT_DAYS go. */
  async recordFailedSignIn(staffId: number, address: string, step: "password" | "code"): Promise<void> {
    const now = this.now();
    const forgotten = new Date(now.getTime() - FAILURES_KEPT_DAYS * 86_400_000).toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("staff_sign_in_failures")
        .where("staff_id", "=", staffId)
        .where("at", "<", forgotten)
        .execute();
      await trx
        .insertInto("staff_sign_in_failures")
        .values({ staff_id: staffId, at: now.toISOString(), address, step })
        .execute();
    });
  }

  /**
   * The failed sign-ins on an account that a member signed in as `sessionId` should know of: how
   * many since the sign-in before this session, and the latest few.
   */
  async failedSignIns(staffId: number, sessionId: number) {
    const { db } = this.deps;
    const current = await db
      .selectFrom("staff_sessions")
      .select("created_at")
      .where("id", "=", sessionId)
      .executeTakeFirstOrThrow();
    const previous = await db
      .selectFrom("staff_sessions")
      .select("created_at")
      .where("staff_id", "=", staffId)
      .where("created_at", "<", current.created_at)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    const since = previous?.created_at ?? null;
    let counted = db
      .selectFrom("staff_sign_in_failures")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("staff_id", "=", staffId);
    if (since) counted = counted.where("at", ">", since);
    const { count } = await counted.executeTakeFirstOrThrow();
    const recent = await db
      .selectFrom("staff_sign_in_failures")
      .select(["at", "address", "step"])
      .where("staff_id", "=", staffId)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(RECENT_FAILURES)
      .execute();
    return { lastSignInAt: since, sinceLastSignIn: Number(count), recent };
  }

  async recoveryCodesLeft(staffId: number): Promise<number> {
    const { count } = await this.deps.db
      .selectFrom("staff_recovery_codes")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("staff_id", "=", staffId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
