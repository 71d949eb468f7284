import { sql } from "kysely";
import { GUESTS_PAGE_SIZE, guestMessages, type Guest, type GuestsQuery } from "#domain/staff/guest-schemas.ts";
import type { AppDeps } from "#server/app.ts";
import { Accounts } from "#server/auth/accounts.ts";
import { pbDate, type UserRow } from "#server/auth/record.ts";
import { newTokenKey } from "#server/auth/tokens.ts";
import { contains } from "#server/db/like.ts";
import { StaffError } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";

function toGuest(row: UserRow): Guest {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone_number,
    verified: row.verified === 1,
    blocked: row.blocked_at !== null,
    created: row.created,
    resetSentAt: row.reset_sent_at,
  };
}

/** What the audit log keeps of an account: who it was and its state, never its password or key. */
function auditView(row: UserRow) {
  return { email: row.email, username: row.username, verified: row.verified === 1, blocked: row.blocked_at !== null };
}

/** Guest accounts as staff manage them: found, verified by hand, blocked, sent a reset link, deleted. */
export class Guests {
  private readonly deps: Pick<AppDeps, "db" | "clock" | "env" | "outbox" | "log" | "passwords">;
  private readonly accounts: Accounts;

  constructor(deps: Pick<AppDeps, "db" | "clock" | "env" | "outbox" | "log" | "passwords">) {
    this.deps = deps;
    this.accounts = new Accounts(deps);
  }

  async list(query: GuestsQuery): Promise<{ guests: Guest[]; page: number; hasMore: boolean; total: number }> {
    let select = this.deps.db.selectFrom("users");
    for (const word of (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean))
      select = select.where((eb) =>
        eb.or([
          contains(sql`lower(email)`, word),
          contains(sql`lower(username)`, word),
          contains(sql`lower(first_name || ' ' || last_name)`, word),
          contains(sql`lower(phone_number)`, word),
        ]),
      );
    if (query.status === "verified") select = select.where("verified", "=", 1).where("blocked_at", "is", null);
    if (query.status === "unverified") select = select.where("verified", "=", 0).where("blocked_at", "is", null);
    if (query.status === "blocked") select = select.where("blocked_at", "is not", null);
    const [rows, count] = await Promise.all([
      select
        .selectAll()
        .orderBy("created", "desc")
        .orderBy("id")
        .limit(GUESTS_PAGE_SIZE + 1)
        .offset((query.page - 1) * GUESTS_PAGE_SIZE)
        .execute(),
      select.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    ]);
    return {
      guests: rows.slice(0, GUESTS_PAGE_SIZE).map(toGuest),
      page: query.page,
      hasMore: rows.length > GUESTS_PAGE_SIZE,
      total: Number(count.count),
    };
  }

  private async existing(id: string): Promise<UserRow> {
    const row = await this.accounts.find(id);
    if (!row) throw new StaffError(404, guestMessages.notFound);
    return row;
  }

  async get(id: string): Promise<Guest> {
    return toGuest(await this.existing(id));
  }

  private async change(actor: Actor, id: string, action: string, set: Partial<UserRow>): Promise<Guest> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) throw new StaffError(404, guestMessages.notFound);
      await trx
        .updateTable("users")
        .set({ ...set, updated: pbDate(now) })
        .where("id", "=", id)
        .execute();
      const after = { ...before, ...set };
      await record(
        trx,
        actor,
        { action, target: `guest:${id}`, before: auditView(before), after: auditView(after) },
        now,
      );
      return toGuest(after);
    });
  }

  /** Marks the address as proven, for a guest the desk knows in person. */
  async verify(actor: Actor, id: string): Promise<Guest> {
    return this.change(actor, id, "guest.verify", { verified: 1 });
  }

  /** Blocks the account; its signed-in devices are signed out at once (new token key). */
  async block(actor: Actor, id: string): Promise<Guest> {
    return this.change(actor, id, "guest.block", {
      blocked_at: this.deps.clock.now().toISOString(),
      token_key: newTokenKey(),
    });
  }

  async unblock(actor: Actor, id: string): Promise<Guest> {
    return this.change(actor, id, "guest.unblock", { blocked_at: null });
  }

  /** Sends the guest a password-reset link now, as the site's own "forgot password" would. */
  async sendPasswordReset(actor: Actor, id: string): Promise<void> {
    const row = await this.existing(id);
    if (row.blocked_at) throw new StaffError(409, guestMessages.blockedNoReset);
    await this.accounts.sendPasswordReset(row);
    await record(this.deps.db, actor, { action: "guest.reset-mail", target: `guest:${id}` }, this.deps.clock.now());
  }

  /** Deletes the account (their messages stay; erasing a person is a separate, wider step). */
  async delete(actor: Actor, id: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new StaffError(404, guestMessages.notFound);
      await trx.deleteFrom("users").where("id", "=", id).execute();
      await record(trx, actor, { action: "guest.delete", target: `guest:${id}`, before: auditView(row) }, now);
    });
  }
}
