import { resort } from "#content/resort.ts";
import { normaliseEmail } from "#domain/form-fields.ts";
import { pbField } from "#domain/pocketbase.ts";
import type { AppDeps } from "#server/app.ts";
import { passwordResetMail, verificationMail } from "./mails.ts";
import { PbError, pbMessages } from "./pb-error.ts";
import { newRecordId, pbDate, toRecord, type UserRecord, type UserRow } from "./record.ts";
import { newTokenKey, readClaims, signToken, verifySignature, type TokenType } from "./tokens.ts";
import type { NewUser, UserChanges } from "./validate.ts";

/** A second reset or verification mail to the same account waits this long (PocketBase waits 2 min). */
const RESEND_AFTER_MS = 2 * 60_000;

export interface AuthResponse {
  token: string;
  record: UserRecord;
}

/** The `users` auth collection: accounts, passwords, tokens and the mails that go with them. */
export class Accounts {
  private readonly deps: Pick<AppDeps, "db" | "clock" | "env" | "outbox" | "log" | "passwords">;

  constructor(deps: Pick<AppDeps, "db" | "clock" | "env" | "outbox" | "log" | "passwords">) {
    this.deps = deps;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private token(user: UserRow, type: TokenType): string {
    const extra = type === "auth" ? { refreshable: true } : { email: user.email };
    return signToken(
      { id: user.id, type, ...extra },
      { secret: this.deps.env.APP_SECRET, tokenKey: user.token_key, now: this.now() },
    );
  }

  authResponse(user: UserRow): AuthResponse {
    return { token: this.token(user, "auth"), record: toRecord(user, { owner: true }) };
  }

  async create(input: NewUser): Promise<UserRecord> {
    const { db } = this.deps;
    const taken = await db
      .selectFrom("users")
      .select(["email", "username"])
      .where((eb) => eb.or([eb("email", "=", input.email), eb("username", "=", input.username)]))
      .execute();
    const errors: Record<string, typeof pbField.notUnique> = {};
    if (taken.some((row) => row.email === input.email)) errors.email = pbField.notUnique;
    if (taken.some((row) => row.username === input.username)) errors.username = pbField.notUnique;
    if (Object.keys(errors).length > 0) throw new PbError(400, pbMessages.createFailed, errors);

    const stamp = pbDate(this.now());
    const row: UserRow = {
      id: newRecordId(),
      email: input.email,
      email_visibility: input.emailVisibility ? 1 : 0,
      verified: 0,
      username: input.username,
      first_name: input.first_name,
      last_name: input.last_name,
      phone_number: input.phone_number,
      password_hash: await this.deps.passwords.hash(input.password),
      token_key: newTokenKey(),
      reset_sent_at: null,
      verification_sent_at: stamp,
      created: stamp,
      updated: stamp,
      blocked_at: null,
    };
    try {
      // The account and its verification mail are stored together or not at all.
      await this.deps.outbox.transaction(async (trx) => {
        await trx.insertInto("users").values(row).execute();
        await this.deps.outbox.enqueue(
          verificationMail({
            user: row,
            origin: this.deps.env.PUBLIC_ORIGIN,
            token: this.token(row, "verification"),
            siteName: resort.name,
          }),
          trx,
        );
      });
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides, answered like the check above.
      if (/unique|duplicate/i.test(String(error))) {
        const field = /username/i.test(String(error)) ? "username" : "email";
        throw new PbError(400, pbMessages.createFailed, { [field]: pbField.notUnique });
      }
      throw error;
    }
    return toRecord(row, { owner: true });
  }

  /** The account an identity (email or username) as typed at sign-in names, if any. */
  async byIdentity(identity: string): Promise<UserRow | undefined> {
    // Usernames are kept in the same trimmed, lower-case form as addresses.
    const key = normaliseEmail(identity);
    return this.deps.db
      .selectFrom("users")
      .selectAll()
      .where(key.includes("@") ? "email" : "username", "=", key)
      .executeTakeFirst();
  }

  /** Signs in to `user` (byIdentity's answer) with `password`; no account is answered as a wrong password. */
  async authWithPassword(user: UserRow | undefined, password: string, signal?: AbortSignal): Promise<AuthResponse> {
    // A blocked account is answered as a wrong password, after the same work, so nothing tells them apart.
    if (!(await this.deps.passwords.verify(password, user?.password_hash, signal)) || !user || user.blocked_at)
      throw new PbError(400, pbMessages.authFailed);
    return this.authResponse(user);
  }

  /** The account a token of `type` belongs to, or null when the token is malformed, forged, expired or revoked. */
  async userFromToken(token: string | null, type: TokenType): Promise<UserRow | null> {
    if (!token) return null;
    const claims = readClaims(token);
    if (!claims || claims.type !== type) return null;
    const user = await this.deps.db.selectFrom("users").selectAll().where("id", "=", claims.id).executeTakeFirst();
    if (!user || user.blocked_at) return null;
    if (
      !verifySignature(token, claims, { secret: this.deps.env.APP_SECRET, tokenKey: user.token_key, now: this.now() })
    )
      return null;
    if (type !== "auth" && claims.email !== user.email) return null;
    return user;
  }

  async find(id: string): Promise<UserRow | undefined> {
    return this.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async update(user: UserRow, changes: UserChanges): Promise<UserRow> {
    if (
      changes.password !== undefined &&
      !(await this.deps.passwords.verify(changes.oldPassword ?? "", user.password_hash))
    ) {
      throw new PbError(400, pbMessages.updateFailed, { oldPassword: pbField.oldPassword });
    }
    if (changes.username !== undefined && changes.username !== user.username) {
      const taken = await this.deps.db
        .selectFrom("users")
        .select("id")
        .where("username", "=", changes.username)
        .executeTakeFirst();
      if (taken) throw new PbError(400, pbMessages.updateFailed, { username: pbField.notUnique });
    }
    const set: Partial<UserRow> = { updated: pbDate(this.now()) };
    if (changes.emailVisibility !== undefined) set.email_visibility = changes.emailVisibility ? 1 : 0;
    if (changes.username !== undefined) set.username = changes.username;
    if (changes.first_name !== undefined) set.first_name = changes.first_name;
    if (changes.last_name !== undefined) set.last_name = changes.last_name;
    if (changes.phone_number !== undefined) set.phone_number = changes.phone_number;
    if (changes.password !== undefined) {
      set.password_hash = await this.deps.passwords.hash(changes.password);
      set.token_key = newTokenKey();
    }
    await this.deps.db.updateTable("users").set(set).where("id", "=", user.id).execute();
    return { ...user, ...set };
  }

  /** Mails a reset link when the address has an account; says nothing either way. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.deps.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    if (!user || user.blocked_at || this.sentRecently(user.reset_sent_at)) return;
    await this.queuePasswordReset(user);
  }

  /** A reset link sent by staff for a guest who asked at the desk; no wait between two. */
  async sendPasswordReset(user: UserRow): Promise<void> {
    await this.queuePasswordReset(user);
  }

  private async queuePasswordReset(user: UserRow): Promise<void> {
    // Marked as sent only together with the queued mail, so a failure never blocks the next request.
    await this.deps.outbox.transaction(async (trx) => {
      await trx
        .updateTable("users")
        .set({ reset_sent_at: this.now().toISOString() })
        .where("id", "=", user.id)
        .execute();
      await this.deps.outbox.enqueue(
        passwordResetMail({
          user,
          origin: this.deps.env.PUBLIC_ORIGIN,
          token: this.token(user, "passwordReset"),
          siteName: resort.name,
        }),
        trx,
      );
    });
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const user = await this.userFromToken(token, "passwordReset");
    if (!user) throw new PbError(400, pbMessages.validateData, { token: pbField.invalidToken });
    await this.deps.db
      .updateTable("users")
      .set({
        password_hash: await this.deps.passwords.hash(password),
        token_key: newTokenKey(),
        // Following the link proves the address, as PocketBase counts it.
        verified: 1,
        reset_sent_at: null,
        updated: pbDate(this.now()),
      })
      .where("id", "=", user.id)
      .execute();
  }

  async requestVerification(email: string): Promise<void> {
    const user = await this.deps.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    if (!user || user.verified === 1 || this.sentRecently(user.verification_sent_at)) return;
    await this.deps.outbox.transaction(async (trx) => {
      await trx
        .updateTable("users")
        .set({ verification_sent_at: this.now().toISOString() })
        .where("id", "=", user.id)
        .execute();
      await this.deps.outbox.enqueue(
        verificationMail({
          user,
          origin: this.deps.env.PUBLIC_ORIGIN,
          token: this.token(user, "verification"),
          siteName: resort.name,
        }),
        trx,
      );
    });
  }

  async confirmVerification(token: string): Promise<void> {
    const user = await this.userFromToken(token, "verification");
    if (!user) throw new PbError(400, pbMessages.validateData, { token: pbField.invalidToken });
    if (user.verified === 1) return;
    await this.deps.db
      .updateTable("users")
      .set({ verified: 1, updated: pbDate(this.now()) })
      .where("id", "=", user.id)
      .execute();
  }

  private sentRecently(sentAt: string | null): boolean {
    if (!sentAt) return false;
    const at = Date.parse(sentAt.replace(" ", "T"));
    return Number.isFinite(at) && this.now().getTime() - at < RESEND_AFTER_MS;
  }
}
