import type { z } from "#domain/zod.ts";
import type { auditQuery, AuditEntry } from "#domain/staff/schemas.ts";
import { resortTimeZone } from "#content/resort.ts";
import { dayStartIn, nextIsoDate } from "#domain/staff/days.ts";
import type { Db } from "#server/db/database.ts";
import { newestFirst } from "#server/db/newest-first.ts";

/** Who did it: a staff member, or someone at the server's command line. */
export interface Actor {
  staffId: number | null;
  label: string;
  address: string | null;
}

export const commandLine: Actor = { staffId: null, label: "command line", address: null };

export interface AuditWrite {
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry to the audit log. Every staff write calls it, inside the write's own
 * transaction where it has one, so a change and its record land together. There is no update or
 * delete: the table refuses both.
 */
export async function record(db: Db, actor: Actor, write: AuditWrite, at: Date): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: at.toISOString(),
      staff_id: actor.staffId,
      actor: actor.label,
      action: write.action,
      target: write.target ?? null,
      before_json: write.before === undefined ? null : JSON.stringify(write.before),
      after_json: write.after === undefined ? null : JSON.stringify(write.after),
      address: actor.address,
    })
    .execute();
}

/** A page of the log, newest first; the next page starts below `nextBefore`. */
export async function listAudit(
  db: Db,
  filters: z.output<typeof auditQuery>,
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  let query = db.selectFrom("audit_log").selectAll();
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.actor) query = query.where("actor", "=", filters.actor);
  // Days as the resort counts them: "Nov 24" starts at midnight in Gadsden, not in Greenwich.
  if (filters.from) query = query.where("at", ">=", dayStartIn(filters.from, resortTimeZone).toISOString());
  if (filters.to) query = query.where("at", "<", dayStartIn(nextIsoDate(filters.to), resortTimeZone).toISOString());
  if (filters.before) query = query.where("id", "<", filters.before);
  const { rows, nextBefore } = await newestFirst(query, "id", filters.limit);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      target: row.target,
      before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
      after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
      address: row.address,
    })),
    nextBefore,
  };
}
