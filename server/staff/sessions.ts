import type { SessionEntry } from "#domain/staff/schemas.ts";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/database.ts";
import type { StaffSessionsTable } from "#server/db/schema.ts";
import type { StaffRow } from "./accounts.ts";
import { randomToken, tokenHash } from "./secrets.ts";

export const SESSION_COOKIE = "staff_session";

/** A session's last-seen time is written at most this often: one write a minute, not one a request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export type SessionRow = Omit<StaffSessionsTable, "id"> & { id: number };

export interface OpenSession {
  session: SessionRow;
  staff: StaffRow;
}

/**
 * Console sessions, kept on the server: the cookie carries a random token and the table its hash,
 * so ending a row ends the session at once, on every instance.
 */
export class StaffSessions {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly limits: SessionLimits;

  constructor(db: Db, clock: Clock, limits: SessionLimits) {
    this.db = db;
    this.clock = clock;
    this.limits = limits;
  }

  async create(
    staffId: number,
    address: string | null,
    userAgent: string | null,
  ): Promise<{ token: string; session: SessionRow }> {
    const token = randomToken();
    const now = this.clock.now();
    const session = await this.db
      .insertInto("staff_sessions")
      .values({
        staff_id: staffId,
        token_hash: tokenHash(token),
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.limits.absoluteMs).toISOString(),
        address,
        user_agent: userAgent?.slice(0, 300) ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { token, session };
  }

  /** The open session a cookie's token names, touched as seen; null when ended, idle too long or past its lifetime. */
  async open(token: string): Promise<OpenSession | null> {
    const session = await this.db
      .selectFrom("staff_sessions")
      .selectAll()
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    if (!session || session.ended_at) return null;
    const now = this.clock.now();
    if (now.toISOString() >= session.expires_at) return null;
    const lastSeen = new Date(session.last_seen_at).getTime();
    if (now.getTime() - lastSeen >= this.limits.idleMs) return null;
    const staff = await this.db
      .selectFrom("staff_accounts")
      .selectAll()
      .where("id", "=", session.staff_id)
      .executeTakeFirst();
    if (!staff || staff.disabled_at || !staff.totp_secret) return null;
    if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
      session.last_seen_at = now.toISOString();
      await this.db
        .updateTable("staff_sessions")
        .set({ last_seen_at: session.last_seen_at })
        .where("id", "=", session.id)
        .execute();
    }
    return { session, staff };
  }

  /** Whether a session is still open, without counting the question as use (a live feed asks it). */
  async isOpen(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom("staff_sessions")
      .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.staff_id")
      .select([
        "staff_sessions.ended_at",
        "staff_sessions.expires_at",
        "staff_sessions.last_seen_at",
        "staff_accounts.disabled_at",
      ])
      .where("staff_sessions.id", "=", id)
      .executeTakeFirst();
    if (!row || row.ended_at || row.disabled_at) return false;
    const now = this.clock.now();
    return (
      now.toISOString() < row.expires_at && now.getTime() - new Date(row.last_seen_at).getTime() < this.limits.idleMs
    );
  }

  async byId(id: number): Promise<SessionRow | undefined> {
    return this.db.selectFrom("staff_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** Ends a session; false when it had already ended. */
  async end(id: number, db: Db = this.db): Promise<boolean> {
    const ended = await db
      .updateTable("staff_sessions")
      .set({ ended_at: this.clock.now().toISOString() })
      .where("id", "=", id)
      .where("ended_at", "is", null)
      .executeTakeFirst();
    return ended.numUpdatedRows > 0n;
  }

  /** Sessions still open, newest first: one account's, or everyone's. */
  async listOpen(currentId: number, staffId?: number): Promise<SessionEntry[]> {
    const now = this.clock.now();
    let query = this.db
      .selectFrom("staff_sessions")
      .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.staff_id")
      .selectAll("staff_sessions")
      .select(["staff_accounts.email", "staff_accounts.name", "staff_accounts.role"])
      .where("staff_sessions.ended_at", "is", null)
      .where("staff_sessions.expires_at", ">", now.toISOString())
      .where("staff_sessions.last_seen_at", ">", new Date(now.getTime() - this.limits.idleMs).toISOString());
    if (staffId !== undefined) query = query.where("staff_sessions.staff_id", "=", staffId);
    const rows = await query
      .orderBy("staff_sessions.last_seen_at", "desc")
      .orderBy("staff_sessions.id", "desc")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      staff: { id: row.staff_id, email: row.email, name: row.name, role: row.role },
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: new Date(
        Math.min(new Date(row.expires_at).getTime(), new Date(row.last_seen_at).getTime() + this.limits.idleMs),
      ).toISOString(),
      address: row.address,
      userAgent: row.user_agent,
      current: row.id === currentId,
    }));
  }
}
