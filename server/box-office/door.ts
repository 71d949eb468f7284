import { sql } from "kysely";
import { resortTimeZone } from "#content/resort.ts";
import type { ResortEvent } from "#domain/content/schemas.ts";
import { runNights } from "#domain/box-office.ts";
import { resortDay } from "#domain/event-dates.ts";
import { zonedTime } from "#domain/zoned-time.ts";
import {
  admitsOn,
  DOOR_SEARCH_LIMIT,
  doorMessages,
  doorTicketStatusLabels,
  ticketQrHash,
  type DoorOutcome,
  type DoorScan,
  type DoorScanResult,
  type DoorTicket,
  type DoorTicketFound,
} from "#domain/staff/door-schemas.ts";
import {
  formatTicketCode,
  looksLikeCode,
  normaliseTicketCode,
  parseTicketQr,
  TICKET_CODE_LENGTH,
} from "#domain/ticket-codes.ts";
import type { Clock } from "#server/clock.ts";
import type { PublishedContent } from "#server/content/published.ts";
import type { Db } from "#server/db/database.ts";
import { contains } from "#server/db/like.ts";
import { csvDocument } from "#server/http/csv.ts";
import { ApiError } from "#server/http/errors.ts";
import { findTicketedEvent } from "#server/payments/catalog.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { formatReference, isTicketSignature, ticketQr } from "./tickets.ts";

/**
 * A scan dated further ahead of the server's clock than this is taken as made now: a phone whose
 * clock runs fast would otherwise show check-ins that have not happened yet, and lose each of them
 * to any later scan.
 */
const FUTURE_SCAN_TOLERANCE_MS = 5 * 60_000;

/** An event sold by the night, and one of its nights: where the door stands. */
export interface DoorNight {
  event: Pick<ResortEvent, "id" | "name">;
  night: string;
}

/** Who scans: the audit log's actor, and the staff account the check-ins are recorded under. */
export interface DoorStaff {
  actor: Actor;
  staffId: number;
}

interface TicketRow {
  id: number;
  code: string;
  label: string;
  night_date: string | null;
  valid_from: string | null;
  valid_until: string | null;
  status: "valid" | "void";
  event_id: string;
  reference: string;
  customer_email: string;
  customer_name: string | null;
  checked_in_at: string | null;
  scan_id: string | null;
  checked_in_by: string | null;
}

/**
 * What a scan of a ticket the door may let in came to, from its check-in row once the request's
 * writes are done: this scan's, another's, or none, which only a scan whose id already names
 * another ticket's check-in leaves.
 */
function recordedOutcome(scanId: string, row: TicketRow | undefined): DoorOutcome {
  if (row?.scan_id === scanId) return "admitted";
  return row?.scan_id ? "already-checked-in" : "unknown";
}

function found(row: TicketRow): DoorTicketFound {
  return {
    code: row.code,
    label: row.label,
    nightDate: row.night_date,
    season: row.valid_from && row.valid_until ? { from: row.valid_from, until: row.valid_until } : null,
    status: row.status,
    orderReference: formatReference(row.reference),
    buyerEmail: row.customer_email,
    buyerName: row.customer_name,
    checkedInAt: row.checked_in_at,
    checkedInBy: row.checked_in_by,
  };
}

/** "2026-12-05 19:42": an instant on the resort's clock, as a spreadsheet sorts it. */
function resortTime(iso: string): string {
  const { date, hour, minute } = zonedTime(new Date(iso), resortTimeZone);
  return `${date} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

const GUEST_LIST_COLUMNS = [
  "Code",
  "Ticket",
  "Night",
  "Buyer",
  "Email",
  "Order",
  "Status",
  "Checked in at",
  "Checked in by",
];

/**
 * The gate of a ticketed event's night: the list the console takes offline, the search, the
 * check-ins it syncs, and the guest list as CSV.
 *
 * A ticket is checked in at most once a night (a pass once each night): the unique (ticket, night)
 * row is inserted or left alone in one statement, so of two devices scanning it at the same moment
 * one records it, on any number of instances. A scan synced late that was made earlier than the
 * recorded one takes its place: the first scan wins, whenever it arrives. Each scan is answered
 * from the row as it stands once the request's writes are done, so a scan sent again answers as
 * before, and one that lost its place answers "already checked in".
 */
export class Door {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly published: PublishedContent;
  private readonly secret: string;

  constructor(deps: { db: Db; clock: Clock; published: PublishedContent; appSecret: string }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.published = deps.published;
    this.secret = deps.appSecret;
  }

  /** The event and night asked for; refused when the event is not sold by the night or has no such night. */
  night(eventId: string, night: string): DoorNight {
    const event = findTicketedEvent(this.published, eventId);
    const boxOffice = this.published.boxOffice(eventId);
    if (!event || !boxOffice) throw new ApiError(404, { error: doorMessages.unknownEvent });
    if (!runNights(event.dates, boxOffice, resortDay(this.clock.now())).includes(night))
      throw new ApiError(400, { error: doorMessages.noSuchNight, fields: { night: doorMessages.noSuchNight } });
    return { event: { id: event.id, name: event.name }, night };
  }

  /** Tickets with their order and their check-in: on the door's night, or a per-night ticket's own night. */
  private tickets(db: Db, night: string) {
    return db
      .selectFrom("tickets as t")
      .innerJoin("ticket_orders as o", "o.id", "t.order_id")
      .leftJoin("ticket_check_ins as c", (join) =>
        join
          .onRef("c.ticket_id", "=", "t.id")
          .on((eb) => eb("c.night_date", "=", eb.fn.coalesce("t.night_date", eb.val(night)))),
      )
      .leftJoin("staff_accounts as s", "s.id", "c.staff_id")
      .select([
        "t.id",
        "t.code",
        "t.label",
        "t.night_date",
        "t.valid_from",
        "t.valid_until",
        "t.status",
        "o.event_id",
        "o.reference",
        "o.customer_email",
        "o.customer_name",
        "c.checked_in_at",
        "c.scan_id",
        "s.name as checked_in_by",
      ]);
  }

  private async nightRows({ event, night }: DoorNight): Promise<TicketRow[]> {
    return this.tickets(this.db, night)
      .where("o.event_id", "=", event.id)
      .where((eb) =>
        eb.or([
          eb("t.night_date", "=", night),
          eb.and([
            eb("t.night_date", "is", null),
            eb.or([
              eb("t.valid_from", "is", null),
              eb.and([eb("t.valid_from", "<=", night), eb("t.valid_until", ">=", night)]),
            ]),
          ]),
        ]),
      )
      .orderBy("o.id")
      .orderBy("t.id")
      .execute();
  }

  /**
   * Every ticket for the night and every pass of the event, with that night's check-in: what a
   * device keeps to check tickets offline, so the hash of each QR code and not its signature, and
   * no email address.
   */
  async list(door: DoorNight): Promise<DoorTicket[]> {
    const rows = await this.nightRows(door);
    return Promise.all(
      rows.map(async (row) => {
        const { buyerEmail: _buyerEmail, ...ticket } = found(row);
        const qrHash = await ticketQrHash(ticketQr(this.secret, row.code));
        return { ...ticket, qrHash };
      }),
    );
  }

  /**
   * The event's tickets a code, an order reference, or part of an email address or name finds;
   * the night's tickets and passes first, then those for other nights, so the door can tell a guest
   * which night theirs is for.
   */
  async search({ event, night }: DoorNight, q: string): Promise<DoorTicketFound[]> {
    const words = q.trim().toLowerCase();
    const code = normaliseTicketCode(q);
    const rows = await this.tickets(this.db, night)
      .where("o.event_id", "=", event.id)
      .where((eb) =>
        eb.or([
          contains(sql`lower(${sql.ref("o.customer_email")})`, words),
          contains(sql`lower(${sql.ref("o.customer_name")})`, words),
          ...(looksLikeCode(code) ? [contains(sql.ref("t.code"), code), contains(sql.ref("o.reference"), code)] : []),
        ]),
      )
      .orderBy(
        sql`case when ${sql.ref("t.night_date")} is null or ${sql.ref("t.night_date")} = ${night} then 0 else 1 end`,
      )
      .orderBy("o.id")
      .orderBy("t.id")
      .limit(DOOR_SEARCH_LIMIT)
      .execute();
    return rows.map(found);
  }

  /** The code a scan names: null for a QR code the box office did not sign, or text that is no code. */
  private codeOf(scan: DoorScan): string | null {
    if (scan.qr !== undefined) {
      const printed = parseTicketQr(scan.qr);
      return printed && isTicketSignature(this.secret, printed.code, printed.signature) ? printed.code : null;
    }
    const typed = normaliseTicketCode(scan.code ?? "");
    return typed.length === TICKET_CODE_LENGTH && looksLikeCode(typed) ? typed : null;
  }

  /** Records the scans, first scan winning, and answers each in the order sent; one audit entry for them all. */
  async checkIn(
    { actor, staffId }: DoorStaff,
    { event, night }: DoorNight,
    scans: DoorScan[],
  ): Promise<DoorScanResult[]> {
    const now = this.clock.now();
    const latest = now.getTime() + FUTURE_SCAN_TOLERANCE_MS;
    const read = scans.map((scan, index) => {
      const at = new Date(scan.scannedAt);
      return { scan, index, code: this.codeOf(scan), at: (at.getTime() > latest ? now : at).toISOString() };
    });
    const codes = [...new Set(read.flatMap((entry) => (entry.code ? [entry.code] : [])))];
    return this.db.transaction().execute(async (trx) => {
      const tickets = codes.length > 0 ? await this.tickets(trx, night).where("t.code", "in", codes).execute() : [];
      const byCode = new Map(tickets.map((ticket) => [ticket.code, ticket]));
      const judged = read.map((entry) => {
        const ticket = entry.code ? byCode.get(entry.code) : undefined;
        const verdict: DoorOutcome | "record" = !ticket
          ? "unknown"
          : ticket.status === "void"
            ? "void"
            : ticket.event_id !== event.id || !admitsOn(found(ticket), night)
              ? "wrong-night"
              : "record";
        return { ...entry, ticket, verdict };
      });

      // Ticket by ticket in one order, so two requests holding scans of the same tickets never wait
      // on each other in a circle; a ticket's scans earliest first, so no later one is written only
      // to be replaced.
      const toRecord = judged
        .flatMap((entry) => (entry.verdict === "record" && entry.ticket ? [{ ...entry, ticket: entry.ticket }] : []))
        .sort((a, b) => a.ticket.id - b.ticket.id || Date.parse(a.at) - Date.parse(b.at) || a.index - b.index);
      for (const entry of toRecord) {
        const inserted = await trx
          .insertInto("ticket_check_ins")
          .values({
            ticket_id: entry.ticket.id,
            night_date: night,
            scan_id: entry.scan.id,
            checked_in_at: entry.at,
            staff_id: staffId,
            recorded_at: now.toISOString(),
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning("id")
          .executeTakeFirst();
        if (inserted) continue;
        // The night is taken: by this very scan sent before, or by another, which an earlier scan
        // replaces. A scan id already naming another check-in is never moved onto this one.
        await trx
          .updateTable("ticket_check_ins")
          .set({ scan_id: entry.scan.id, checked_in_at: entry.at, staff_id: staffId, recorded_at: now.toISOString() })
          .where("ticket_id", "=", entry.ticket.id)
          .where("night_date", "=", night)
          .where("checked_in_at", ">", entry.at)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom("ticket_check_ins as same").select("same.id").where("same.scan_id", "=", entry.scan.id),
              ),
            ),
          )
          .execute();
      }

      const ids = [...new Set(tickets.map((ticket) => ticket.id))];
      const after = ids.length > 0 ? await this.tickets(trx, night).where("t.id", "in", ids).execute() : [];
      const current = new Map(after.map((row) => [row.code, row]));
      const counts: Record<DoorOutcome, number> = {
        admitted: 0,
        "already-checked-in": 0,
        void: 0,
        "wrong-night": 0,
        unknown: 0,
      };
      const results = judged.map(({ scan, ticket, verdict }): DoorScanResult => {
        const row = ticket ? current.get(ticket.code) : undefined;
        const outcome = verdict === "record" ? recordedOutcome(scan.id, row) : verdict;
        counts[outcome] += 1;
        return {
          id: scan.id,
          outcome,
          ...(row && outcome !== "unknown" ? { ticket: found(row) } : {}),
          ...((outcome === "admitted" || outcome === "already-checked-in") && row?.checked_in_at
            ? { checkedIn: { at: row.checked_in_at, by: row.checked_in_by ?? "" } }
            : {}),
        };
      });
      await record(
        trx,
        actor,
        { action: "door.check-in", target: `night:${event.id}:${night}`, after: { event: event.id, night, ...counts } },
        now,
      );
      return results;
    });
  }

  /**
   * The night's guest list as CSV, every cell defused as the subscribers' export is, times on the
   * resort's clock; the download itself goes in the audit log.
   */
  async guestListCsv(actor: Actor, door: DoorNight): Promise<string> {
    const rows = await this.nightRows(door);
    await record(
      this.db,
      actor,
      {
        action: "door.guest-list.download",
        target: `night:${door.event.id}:${door.night}`,
        after: { event: door.event.id, night: door.night, rows: rows.length },
      },
      this.clock.now(),
    );
    return csvDocument([
      GUEST_LIST_COLUMNS,
      ...rows.map((row) => [
        formatTicketCode(row.code),
        row.label,
        row.night_date ?? "Season pass",
        row.customer_name ?? "",
        row.customer_email,
        formatReference(row.reference),
        doorTicketStatusLabels[row.status],
        row.checked_in_at ? resortTime(row.checked_in_at) : "",
        row.checked_in_by ?? "",
      ]),
    ]);
  }
}
