import { sql, type ExpressionBuilder } from "kysely";
import { resortTimeZone } from "#content/resort.ts";
import type { ResortEvent } from "#domain/content/schemas.ts";
import { runNights } from "#domain/box-office.ts";
import { eventRun, isoDate, resortDay } from "#domain/event-dates.ts";
import { dayStartIn, nextIsoDate } from "#domain/staff/days.ts";
import { looksLikeCode, normaliseTicketCode } from "#domain/ticket-codes.ts";
import {
  buyerMailLabels,
  orderStatus,
  orderStatusLabels,
  ordersMessages,
  PASS_NIGHT,
  type EventSales,
  type OrderDetail,
  type OrdersCsvQuery,
  type OrdersQuery,
  type OrderSummary,
  type OrderTicket,
} from "#domain/staff/order-schemas.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import type { Database } from "#server/db/schema.ts";
import { contains } from "#server/db/like.ts";
import { csvDocument } from "#server/http/csv.ts";
import { newestFirst } from "#server/db/newest-first.ts";
import { findTicketedEvent } from "#server/payments/catalog.ts";
import { receiptFor, receiptToSend } from "#server/payments/orders.ts";
import { StaffError } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { formatReference, orderWithTickets, ticketLinkUrl } from "./tickets.ts";

const BUYER_MAIL_KINDS = Object.keys(buyerMailLabels);

const CSV_COLUMNS = [
  "Reference",
  "Event",
  "Night",
  "Buyer",
  "Email",
  "Tickets",
  "Checked in",
  "Amount",
  "Status",
  "Paid at",
];

type Orders = ExpressionBuilder<Database & { o: Database["ticket_orders"] }, "o">;

const count = (value: number | string | null | undefined) => Number(value ?? 0);

/** Orders as the console lists them, each with its tickets counted: all, voided, and checked in. */
function summaries(db: Db) {
  return db.selectFrom("ticket_orders as o").select((eb) => [
    "o.id",
    "o.reference",
    "o.event_id",
    "o.event_name",
    "o.night_date",
    "o.customer_email",
    "o.customer_name",
    "o.amount_total_cents",
    "o.currency",
    "o.created_at",
    "o.mode",
    "o.terms_accepted_at",
    "o.cancelled_at",
    eb
      .selectFrom("ticket_refunds as r")
      .select((inner) => inner.fn.sum<number | string | null>("r.amount_cents").as("cents"))
      .whereRef("r.order_id", "=", "o.id")
      .where("r.status", "in", ["pending", "succeeded"])
      .as("refunded_cents"),
    eb
      .selectFrom("tickets as t")
      .select((inner) => inner.fn.countAll<number | string>().as("n"))
      .whereRef("t.order_id", "=", "o.id")
      .as("ticket_count"),
    eb
      .selectFrom("tickets as t")
      .select((inner) => inner.fn.countAll<number | string>().as("n"))
      .whereRef("t.order_id", "=", "o.id")
      .where("t.status", "=", "void")
      .as("void_count"),
    eb
      .selectFrom("ticket_check_ins as c")
      .innerJoin("tickets as t", "t.id", "c.ticket_id")
      .select((inner) => inner.fn.countAll<number | string>().as("n"))
      .whereRef("t.order_id", "=", "o.id")
      .as("checked_in"),
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["executeTakeFirstOrThrow"]>>;

function toSummary(row: SummaryRow): OrderSummary {
  const ticketCount = count(row.ticket_count);
  const voided = count(row.void_count);
  const refundedCents = count(row.refunded_cents);
  return {
    id: row.id,
    reference: formatReference(row.reference),
    event: { id: row.event_id, name: row.event_name },
    night: row.night_date,
    buyerEmail: row.customer_email,
    buyerName: row.customer_name,
    amountCents: row.amount_total_cents,
    currency: row.currency,
    createdAt: row.created_at,
    mode: row.mode,
    ticketCount,
    checkedIn: count(row.checked_in),
    voided,
    refundedCents,
    status: orderStatus({
      tickets: ticketCount,
      voided,
      amountCents: row.amount_total_cents,
      refundedCents,
      cancelled: row.cancelled_at !== null,
    }),
  };
}

/** "12.50": an amount as a spreadsheet reads a number. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * The first day an annual event's current (or next) run takes orders: the day after its previous
 * run ended, since only one run is on sale at a time. Null for a one-off event, all of whose orders
 * are for its one run.
 */
function runSalesStart(event: ResortEvent, run: ReturnType<typeof eventRun>): Date | null {
  if (event.dates.kind === "once") return null;
  return dayStartIn(nextIsoDate(isoDate({ ...run.end, year: run.end.year - 1 })), resortTimeZone);
}

/**
 * Ticket orders as staff see them: found by event, night, reference, email or name; each in full
 * with its tickets' check-ins and the mails about it; the receipt sent again; the list as CSV;
 * and the sales of events sold by the night, tonight and over their run. An order's status comes
 * from its tickets, which a refund voids.
 */
export class OrdersView {
  private readonly deps: Pick<AppDeps, "db" | "clock" | "outbox" | "env" | "published">;

  constructor(deps: Pick<AppDeps, "db" | "clock" | "outbox" | "env" | "published">) {
    this.deps = deps;
  }

  private filtered({ event, night, q }: OrdersCsvQuery & { q?: string }) {
    let select = summaries(this.deps.db);
    if (event !== undefined) {
      if (!findTicketedEvent(this.deps.published, event)) throw new StaffError(404, ordersMessages.unknownEvent);
      select = select.where("o.event_id", "=", event);
    }
    if (night === PASS_NIGHT) select = select.where("o.night_date", "is", null);
    else if (night !== undefined) select = select.where("o.night_date", "=", night);
    const words = q?.trim().toLowerCase();
    if (words) {
      const reference = normaliseTicketCode(words);
      select = select.where((eb) =>
        eb.or([
          contains(sql`lower(${sql.ref("o.customer_email")})`, words),
          contains(sql`lower(${sql.ref("o.customer_name")})`, words),
          ...(looksLikeCode(reference) ? [contains(sql.ref("o.reference"), reference)] : []),
        ]),
      );
    }
    return select;
  }

  async list(query: OrdersQuery): Promise<{ orders: OrderSummary[]; nextBefore: number | null }> {
    let select = this.filtered(query);
    if (query.before) select = select.where("o.id", "<", query.before);
    const { rows, nextBefore } = await newestFirst(select, "o.id", query.limit);
    return { orders: rows.map(toSummary), nextBefore };
  }

  private async summaryRow(id: number): Promise<SummaryRow> {
    const row = await summaries(this.deps.db).where("o.id", "=", id).executeTakeFirst();
    if (!row) throw new StaffError(404, ordersMessages.notFound);
    return row;
  }

  async detail(id: number): Promise<OrderDetail> {
    const { db, env } = this.deps;
    const row = await this.summaryRow(id);
    const [lines, tickets, mails, refunds] = await Promise.all([
      db
        .selectFrom("ticket_order_lines")
        .select(["label", "quantity", "unit_amount_cents", "amount_total_cents"])
        .where("order_id", "=", id)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("tickets as t")
        .leftJoin("ticket_check_ins as c", "c.ticket_id", "t.id")
        .leftJoin("staff_accounts as s", "s.id", "c.staff_id")
        .select([
          "t.id",
          "t.code",
          "t.label",
          "t.night_date",
          "t.status",
          "t.price_cents",
          "t.refund_id",
          "c.night_date as check_in_night",
          "c.checked_in_at",
          "s.name as checked_in_by",
        ])
        .where("t.order_id", "=", id)
        .orderBy("t.id")
        .orderBy("c.night_date")
        .execute(),
      // Bodies stay in the database: a receipt's QR codes make them large.
      db
        .selectFrom("outbox")
        .select(["id", "kind", "status", "created_at", "sent_at"])
        .where("kind", "in", BUYER_MAIL_KINDS)
        .where(sql<boolean>`lower(${sql.ref("to_address")}) = ${row.customer_email.toLowerCase()}`)
        .where(contains(sql.ref("text_body"), formatReference(row.reference)))
        .orderBy("id", "desc")
        .execute(),
      db
        .selectFrom("ticket_refunds as r")
        .leftJoin("staff_accounts as s", "s.id", "r.staff_id")
        .select(["r.id", "r.amount_cents", "r.status", "r.source", "r.reason", "r.actor", "r.created_at", "s.name"])
        .where("r.order_id", "=", id)
        .orderBy("r.id")
        .execute(),
    ]);
    const byTicket = new Map<number, OrderTicket>();
    for (const ticket of tickets) {
      const entry = byTicket.get(ticket.id) ?? {
        code: ticket.code,
        label: ticket.label,
        night: ticket.night_date,
        status: ticket.status,
        priceCents: ticket.price_cents,
        checkIns: [],
      };
      if (ticket.check_in_night && ticket.checked_in_at)
        entry.checkIns.push({ night: ticket.check_in_night, at: ticket.checked_in_at, by: ticket.checked_in_by ?? "" });
      byTicket.set(ticket.id, entry);
    }
    const summary = toSummary(row);
    return {
      ...summary,
      lines: lines.map((line) => ({
        label: line.label,
        quantity: line.quantity,
        unitAmountCents: line.unit_amount_cents,
        amountCents: line.amount_total_cents,
      })),
      tickets: [...byTicket.values()],
      termsAcceptedAt: row.terms_accepted_at,
      ticketLink: ticketLinkUrl(env.PUBLIC_ORIGIN, env.APP_SECRET, row.reference),
      mails: mails.map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        status: mail.status,
        createdAt: mail.created_at,
        sentAt: mail.sent_at,
      })),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        amountCents: refund.amount_cents,
        status: refund.status,
        source: refund.source,
        reason: refund.reason,
        by: refund.name ?? refund.actor,
        createdAt: refund.created_at,
        tickets: tickets.filter((ticket) => ticket.refund_id === refund.id).map((ticket) => ticket.code),
      })),
      refundableCents: Math.max(0, summary.amountCents - summary.refundedCents),
    };
  }

  /**
   * Queues the order's receipt again, urgent, to the buyer: the mail the payment queued, with the
   * same QR codes of the tickets still valid (a refunded one's would only be turned away at the
   * gate). Refused once the order is refunded or cancelled, as it would admit no one.
   */
  async resendReceipt(actor: Actor, id: number): Promise<OrderDetail> {
    const { clock, env, outbox } = this.deps;
    const row = await this.summaryRow(id);
    const { status } = toSummary(row);
    if (status === "refunded") throw new StaffError(409, ordersMessages.refunded);
    if (status === "cancelled") throw new StaffError(409, ordersMessages.cancelled);
    const stored = await orderWithTickets(this.deps.db, { reference: row.reference });
    if (!stored) throw new StaffError(404, ordersMessages.notFound);
    const order = { ...stored, tickets: stored.tickets.filter((ticket) => ticket.status === "valid") };
    const receipt = await receiptFor(env, order);
    await outbox.transaction(async (trx) => {
      const mailId = await outbox.enqueue(receiptToSend(env, order.customerEmail, receipt), trx);
      await record(
        trx,
        actor,
        {
          action: "orders.resend-receipt",
          target: `order:${id}`,
          after: { reference: formatReference(order.reference), mail: mailId, tickets: order.tickets.length },
        },
        clock.now(),
      );
    });
    return this.detail(id);
  }

  /** The orders the filters find, oldest first, as CSV with every cell defused; the download is audited. */
  async exportCsv(actor: Actor, filters: OrdersCsvQuery): Promise<string> {
    const rows = (await this.filtered(filters).orderBy("o.id").execute()).map(toSummary);
    await record(
      this.deps.db,
      actor,
      {
        action: "orders.export",
        after: { event: filters.event ?? null, night: filters.night ?? null, rows: rows.length },
      },
      this.deps.clock.now(),
    );
    return csvDocument([
      CSV_COLUMNS,
      ...rows.map((order) => [
        order.reference,
        order.event.name,
        order.night ?? "Season pass",
        order.buyerName ?? "",
        order.buyerEmail,
        String(order.ticketCount),
        String(order.checkedIn),
        decimal(order.amountCents),
        orderStatusLabels[order.status],
        order.createdAt,
      ]),
    ]);
  }

  /**
   * Each event sold by the night whose run is on or to come: tonight's orders and the run's, their
   * valid tickets and what they paid, and tonight's check-ins. Three grouped queries whatever the
   * number of events, each reaching orders by their event's index.
   */
  async sales(): Promise<EventSales[]> {
    const today = resortDay(this.deps.clock.now());
    const tonight = isoDate(today);
    const { published } = this.deps;
    const selling = published.events().flatMap((event) => {
      const boxOffice = published.boxOffice(event.id);
      const run = eventRun(event.dates, today);
      if (!boxOffice || !findTicketedEvent(published, event.id) || run.ended) return [];
      return [
        {
          event: { id: event.id, name: event.name },
          since: runSalesStart(event, run),
          night: runNights(event.dates, boxOffice, today).includes(tonight) ? tonight : null,
        },
      ];
    });
    if (selling.length === 0) return [];
    const { db } = this.deps;
    const inRun = (eb: Orders) =>
      eb.or(
        selling.map(({ event, since }) =>
          since
            ? eb.and([eb("o.event_id", "=", event.id), eb("o.created_at", ">=", since.toISOString())])
            : eb("o.event_id", "=", event.id),
        ),
      );
    const isTonight = (eb: Orders) => eb("o.night_date", "=", tonight);
    const [paid, sold, checkedIn] = await Promise.all([
      db
        .selectFrom("ticket_orders as o")
        .where(inRun)
        .groupBy("o.event_id")
        .select((eb) => [
          "o.event_id",
          eb.fn.sum<number | string | null>("o.amount_total_cents").as("run"),
          eb.fn
            .sum<number | string | null>(
              eb.case().when(isTonight(eb)).then(eb.ref("o.amount_total_cents")).else(0).end(),
            )
            .as("tonight"),
        ])
        .execute(),
      db
        .selectFrom("tickets as t")
        .innerJoin("ticket_orders as o", "o.id", "t.order_id")
        .where("t.status", "=", "valid")
        .where(inRun)
        .groupBy("o.event_id")
        .select((eb) => [
          "o.event_id",
          eb.fn.countAll<number | string>().as("run"),
          eb.fn.sum<number | string | null>(eb.case().when(isTonight(eb)).then(1).else(0).end()).as("tonight"),
        ])
        .execute(),
      db
        .selectFrom("ticket_check_ins as c")
        .innerJoin("tickets as t", "t.id", "c.ticket_id")
        .innerJoin("ticket_orders as o", "o.id", "t.order_id")
        .where("c.night_date", "=", tonight)
        .where(
          "o.event_id",
          "in",
          selling.map(({ event }) => event.id),
        )
        .groupBy("o.event_id")
        .select((eb) => ["o.event_id", eb.fn.countAll<number | string>().as("count")])
        .execute(),
    ]);
    return selling.map(({ event, night }) => {
      const money = paid.find((row) => row.event_id === event.id);
      const tickets = sold.find((row) => row.event_id === event.id);
      return {
        event,
        night,
        tonight: {
          tickets: count(tickets?.tonight),
          revenueCents: count(money?.tonight),
          checkedIn: count(checkedIn.find((row) => row.event_id === event.id)?.count),
        },
        run: { tickets: count(tickets?.run), revenueCents: count(money?.run) },
      };
    });
  }
}
