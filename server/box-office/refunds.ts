import type Stripe from "stripe";
import {
  ordersMessages,
  type BuyerMailKind,
  type RefundSource,
  type RefundStatus,
} from "#domain/staff/order-schemas.ts";
import {
  dollarsToCents,
  refundAmountCents,
  refundMessages,
  refundTooLargeMessage,
  type RefundRequest,
} from "#domain/staff/refund-schemas.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import type { TicketRefundsTable } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { refundMail, type NoticeOrder } from "#server/mail/templates/order-notices.ts";
import { idOf, refundStatusOf, type RefundGateway } from "#server/payments/refund-gateway.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { ticketLinkUrl } from "./tickets.ts";

type RefundDeps = Pick<AppDeps, "db" | "dbKind" | "clock" | "outbox" | "env" | "log">;

/** Who made a refund in Stripe's own dashboard, as the order and the audit log name it. */
const stripeActor: Actor = { staffId: null, label: "Stripe", address: null };

/** Times a refund Stripe could not be reached for is asked again, a minute or more apart. */
const MAX_ATTEMPTS = 8;
const RETRY_AFTER_MS = 60_000;

/** Refunds that hold money back from the buyer's card or are on their way there. */
const MONEY_OUT: RefundStatus[] = ["pending", "succeeded"];

export type OrderRow = Awaited<ReturnType<typeof lockOrder>>;

/**
 * An order's row, locked for the rest of the transaction on PostgreSQL: every refund of an order,
 * from the console, a webhook or a cancelled night, waits on it, so what is left to refund is
 * counted and taken as one step. SQLite runs one transaction at a time already.
 */
async function lockOrder(trx: Db, dbKind: AppDeps["dbKind"], orderId: number) {
  const query = trx.selectFrom("ticket_orders").selectAll().where("id", "=", orderId);
  const order = await (dbKind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  if (!order) throw new ApiError(404, { error: ordersMessages.notFound });
  return order;
}

/** Money refunded or on its way back on an order. */
export async function refundedCents(trx: Db, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom("ticket_refunds")
    .select((eb) => eb.fn.sum<number | string | null>("amount_cents").as("cents"))
    .where("order_id", "=", orderId)
    .where("status", "in", MONEY_OUT)
    .executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}

/** Stores a refund before anything is asked of Stripe; answers its id. */
async function storeRefund(
  trx: Db,
  refund: Pick<TicketRefundsTable, "order_id" | "amount_cents" | "status" | "source" | "reason" | "actor"> & {
    staff_id: number | null;
    stripe_refund_id?: string | null;
  },
  now: Date,
): Promise<number> {
  const inserted = await trx
    .insertInto("ticket_refunds")
    .values({
      ...refund,
      stripe_refund_id: refund.stripe_refund_id ?? null,
      failure: null,
      attempts: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Voids tickets of an order for a refund, and gives their places on their night back to the box
 * office (the order's sold hold counts fewer people), so a refunded place can be sold again.
 */
async function voidTickets(
  trx: Db,
  order: Pick<OrderRow, "id" | "session_id">,
  ticketIds: readonly number[],
  refundId: number,
): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  const voided = await trx
    .updateTable("tickets")
    .set({ status: "void", refund_id: refundId })
    .where("order_id", "=", order.id)
    .where("id", "in", ticketIds)
    .where("status", "=", "valid")
    .returning(["code", "night_date"])
    .execute();
  await shiftHeldPeople(trx, order.session_id, voided, -1);
  return voided.map((ticket) => ticket.code);
}

/**
 * A refund asked for by the resort (the console, a cancelled night): stored and its tickets voided
 * in the caller's transaction. Nothing to pay back (free tickets) needs no Stripe: it is done at once.
 */
export async function refundTickets(
  trx: Db,
  refund: {
    order: Pick<OrderRow, "id" | "session_id">;
    ticketIds: readonly number[];
    amountCents: number;
    source: "console" | "cancellation";
    reason: string;
    actor: Actor;
  },
  now: Date,
): Promise<{ id: number; voided: string[] }> {
  const id = await storeRefund(
    trx,
    {
      order_id: refund.order.id,
      amount_cents: refund.amountCents,
      status: refund.amountCents === 0 ? "succeeded" : "pending",
      source: refund.source,
      reason: refund.reason,
      staff_id: refund.actor.staffId,
      actor: refund.actor.label,
    },
    now,
  );
  return { id, voided: await voidTickets(trx, refund.order, refund.ticketIds, id) };
}

/** Makes a failed refund's tickets valid again, taking their places back. */
async function restoreTickets(trx: Db, order: Pick<OrderRow, "session_id">, refundId: number): Promise<void> {
  const restored = await trx
    .updateTable("tickets")
    .set({ status: "valid", refund_id: null })
    .where("refund_id", "=", refundId)
    .returning(["night_date"])
    .execute();
  await shiftHeldPeople(trx, order.session_id, restored, 1);
}

async function shiftHeldPeople(
  trx: Db,
  checkoutId: string,
  tickets: readonly { night_date: string | null }[],
  sign: 1 | -1,
): Promise<void> {
  const perNight = new Map<string, number>();
  for (const { night_date: night } of tickets) if (night) perNight.set(night, (perNight.get(night) ?? 0) + 1);
  for (const [night, people] of perNight)
    await trx
      .updateTable("ticket_holds")
      .set((eb) => ({ people: eb("people", "+", sign * people) }))
      .where("checkout_id", "=", checkoutId)
      .where("night_date", "=", night)
      .where("status", "=", "sold")
      .execute();
}

/** What a notice about an order needs of it. */
export function noticeOrder(
  env: AppDeps["env"],
  order: Pick<OrderRow, "reference" | "event_name" | "mode">,
): NoticeOrder {
  return {
    reference: order.reference,
    eventName: order.event_name,
    mode: order.mode,
    link: ticketLinkUrl(env.PUBLIC_ORIGIN, env.APP_SECRET, order.reference),
  };
}

/** A stored refund as Stripe is asked for it. */
interface AskedRefund {
  id: number;
  source: RefundSource;
  amountCents: number;
  order: Pick<
    OrderRow,
    "id" | "reference" | "mode" | "session_id" | "payment_intent_id" | "customer_email" | "event_name"
  >;
}

/**
 * Money given back on ticket orders. A refund is stored and its tickets voided in one transaction
 * (so the door refuses them at once), then Stripe is asked; a refusal makes the tickets valid
 * again, and a Stripe that cannot be reached is asked again later with the same idempotency key.
 * Refunds made in Stripe's dashboard arrive by webhook and are recorded the same way. Every one is
 * in the audit log, and the buyer is mailed once it is made.
 */
export class Refunds {
  private readonly deps: RefundDeps;
  private readonly gateway: RefundGateway;

  constructor(deps: RefundDeps, gateway: RefundGateway) {
    this.deps = deps;
    this.gateway = gateway;
  }

  /** A refund asked for in the console: the tickets it voids, and the amount (by default, their price). */
  async refund(actor: Actor, orderId: number, request: RefundRequest): Promise<void> {
    const { db, dbKind, clock } = this.deps;
    const now = clock.now();
    const asked = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, dbKind, orderId);
      const tickets = await trx
        .selectFrom("tickets")
        .select(["id", "code", "status", "price_cents"])
        .where("order_id", "=", order.id)
        .execute();
      const codes = [...new Set(request.tickets)];
      const chosen = codes.map((code) => tickets.find((ticket) => ticket.code === code));
      if (chosen.some((ticket) => !ticket))
        throw new ApiError(400, { error: refundMessages.ticket, fields: { tickets: refundMessages.ticket } });
      const valid = chosen.filter((ticket) => ticket !== undefined);
      if (valid.some((ticket) => ticket.status !== "valid"))
        throw new ApiError(409, { error: refundMessages.ticketVoid, fields: { tickets: refundMessages.ticketVoid } });
      const left = order.amount_total_cents - (await refundedCents(trx, order.id));
      const typed = dollarsToCents(request.amount);
      const ticketsPrice = valid.reduce((sum, ticket) => sum + ticket.price_cents, 0);
      if (left <= 0 && (typed !== null || ticketsPrice > 0))
        throw new ApiError(409, { error: refundMessages.nothingLeft });
      if (typed !== null && typed > left) {
        const message = refundTooLargeMessage(left);
        throw new ApiError(409, { error: message, fields: { amount: message } });
      }
      const amountCents = refundAmountCents(request.amount, ticketsPrice, left);
      const { id, voided } = await refundTickets(
        trx,
        {
          order,
          ticketIds: valid.map((ticket) => ticket.id),
          amountCents,
          source: "console",
          reason: request.reason,
          actor,
        },
        now,
      );
      await record(
        trx,
        actor,
        {
          action: "orders.refund",
          target: `order:${order.id}`,
          after: { refund: id, amountCents, tickets: voided, reason: request.reason },
        },
        now,
      );
      return { id, source: "console" as const, amountCents, order };
    });
    if (asked.amountCents > 0) await this.ask(asked, { throwOnRefusal: true });
    else await this.deps.outbox.transaction((trx) => this.queueRefundMail(asked.order.id, asked.id, trx));
  }

  /**
   * Asks Stripe for a stored refund. Made: its Stripe id and state are kept and the buyer is mailed
   * (a cancelled night's buyers have had their mail). Refused: the refund fails, its tickets are
   * valid again, and a console refund answers 502 with Stripe's reason in the log.
   */
  async ask(refund: AskedRefund, { throwOnRefusal }: { throwOnRefusal: boolean }): Promise<void> {
    const { db, dbKind, clock, log, outbox } = this.deps;
    let answer;
    try {
      answer = await this.gateway.refund({
        refundId: refund.id,
        orderReference: refund.order.reference,
        mode: refund.order.mode,
        sessionId: refund.order.session_id,
        paymentIntentId: refund.order.payment_intent_id,
        amountCents: refund.amountCents,
      });
    } catch (error) {
      log.warn({ err: error, refund: refund.id }, "refund: Stripe could not be reached; retrying later");
      await db
        .updateTable("ticket_refunds")
        .set((eb) => ({
          attempts: eb("attempts", "+", 1),
          failure: error instanceof Error ? error.message : String(error),
          updated_at: clock.now().toISOString(),
        }))
        .where("id", "=", refund.id)
        .execute();
      return;
    }
    const now = clock.now();
    if (!answer.made) {
      log.warn({ refund: refund.id, failure: answer.failure }, "refund: refused by Stripe");
      await outbox.transaction(async (trx) => {
        const order = await lockOrder(trx, dbKind, refund.order.id);
        await this.settleFailed(trx, order, refund.id, "failed", answer.failure, stripeActor, now);
      });
      if (throwOnRefusal) throw new ApiError(502, { error: refundMessages.stripeFailed });
      return;
    }
    await outbox.transaction(async (trx) => {
      const current = await trx
        .selectFrom("ticket_refunds")
        .select(["status"])
        .where("id", "=", refund.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("ticket_refunds")
        .set((eb) => ({
          stripe_refund_id: answer.stripeRefundId,
          // Stripe's webhook may have told us the outcome first; it is newer than this answer.
          status: current.status === "pending" ? answer.status : current.status,
          attempts: eb("attempts", "+", 1),
          failure: null,
          updated_at: now.toISOString(),
        }))
        .where("id", "=", refund.id)
        .execute();
      if (answer.paymentIntentId && !refund.order.payment_intent_id)
        await trx
          .updateTable("ticket_orders")
          .set({ payment_intent_id: answer.paymentIntentId })
          .where("id", "=", refund.order.id)
          .execute();
      if (refund.source !== "cancellation") await this.queueRefundMail(refund.order.id, refund.id, trx);
    });
  }

  /** The buyer's notice of a refund: how much, and which tickets it cancelled. */
  private async queueRefundMail(orderId: number, refundId: number, trx: Db): Promise<void> {
    const { env, outbox } = this.deps;
    const order = await trx.selectFrom("ticket_orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    if (!order.customer_email) return;
    const [refund, tickets] = await Promise.all([
      trx.selectFrom("ticket_refunds").select(["amount_cents"]).where("id", "=", refundId).executeTakeFirstOrThrow(),
      trx.selectFrom("tickets").select(["code", "refund_id", "status"]).where("order_id", "=", orderId).execute(),
    ]);
    const voidedCodes = tickets.filter((ticket) => ticket.refund_id === refundId).map((ticket) => ticket.code);
    await outbox.enqueue(
      {
        kind: "ticket-refund" satisfies BuyerMailKind,
        to: order.customer_email,
        replyTo: env.FRONT_DESK_EMAIL,
        ...refundMail(noticeOrder(env, order), {
          amountCents: refund.amount_cents,
          voidedCodes,
          everyTicket: tickets.every((ticket) => ticket.status === "void"),
        }),
      },
      trx,
    );
  }

  /**
   * A refund that failed or was canceled: console and dashboard refunds give their tickets back;
   * a cancelled night's stay void, since the night is not happening.
   */
  private async settleFailed(
    trx: Db,
    order: OrderRow,
    refundId: number,
    status: "failed" | "canceled",
    failure: string | null,
    actor: Actor,
    now: Date,
  ): Promise<void> {
    const refund = await trx
      .updateTable("ticket_refunds")
      .set({ status, failure, updated_at: now.toISOString() })
      .where("id", "=", refundId)
      .returning(["source", "amount_cents"])
      .executeTakeFirstOrThrow();
    if (refund.source !== "cancellation") await restoreTickets(trx, order, refundId);
    await record(
      trx,
      actor,
      {
        action: "orders.refund-failed",
        target: `order:${order.id}`,
        after: { refund: refundId, status, amountCents: refund.amount_cents, failure },
      },
      now,
    );
  }

  /** Asks Stripe again for refunds it could not be reached for; the boot's sweep calls it every minute. */
  async retryPending(): Promise<number> {
    const { db, clock } = this.deps;
    const before = new Date(clock.now().getTime() - RETRY_AFTER_MS).toISOString();
    const waiting = await db
      .selectFrom("ticket_refunds as r")
      .innerJoin("ticket_orders as o", "o.id", "r.order_id")
      .select([
        "r.id",
        "r.source",
        "r.amount_cents",
        "r.attempts",
        "o.id as order_id",
        "o.reference",
        "o.mode",
        "o.session_id",
        "o.payment_intent_id",
        "o.customer_email",
        "o.event_name",
      ])
      .where("r.status", "=", "pending")
      .where("r.stripe_refund_id", "is", null)
      .where("r.updated_at", "<=", before)
      .orderBy("r.id")
      .limit(100)
      .execute();
    for (const row of waiting) {
      if (row.attempts >= MAX_ATTEMPTS) {
        await this.deps.outbox.transaction(async (trx) => {
          const order = await lockOrder(trx, this.deps.dbKind, row.order_id);
          await this.settleFailed(
            trx,
            order,
            row.id,
            "failed",
            "Stripe could not be reached.",
            stripeActor,
            clock.now(),
          );
        });
        continue;
      }
      await this.ask(
        {
          id: row.id,
          source: row.source,
          amountCents: row.amount_cents,
          order: { ...row, id: row.order_id },
        },
        { throwOnRefusal: false },
      );
    }
    return waiting.length;
  }

  /** Every refund Stripe holds for a payment (a `charge.refunded` event), each recorded or brought up to date. */
  async fromStripePayment(paymentIntentId: string): Promise<void> {
    for (const refund of await this.gateway.refundsOf(paymentIntentId)) await this.fromStripe(refund);
  }

  /**
   * One refund as Stripe reports it. Ours (by Stripe id, or by the id in its metadata when the
   * webhook beats Stripe's answer to us) is brought up to date; one made in Stripe's dashboard is
   * recorded, voiding as many tickets as its amount pays for, and the buyer is mailed.
   */
  async fromStripe(refund: Stripe.Refund): Promise<"recorded" | "updated" | "unchanged" | "ignored"> {
    const { dbKind, clock, outbox } = this.deps;
    const paymentIntentId = idOf(refund.payment_intent);
    if (!paymentIntentId) return "ignored";
    const orderId = await this.orderOfPayment(paymentIntentId);
    if (orderId === null) return "ignored";
    const status = refundStatusOf(refund.status);
    const ourId = Number(refund.metadata?.refundId ?? "");
    const now = clock.now();
    return outbox.transaction(async (trx) => {
      const order = await lockOrder(trx, dbKind, orderId);
      const existing = await trx
        .selectFrom("ticket_refunds")
        .selectAll()
        .where("order_id", "=", order.id)
        .where((eb) =>
          eb.or([
            eb("stripe_refund_id", "=", refund.id),
            ...(Number.isSafeInteger(ourId) && ourId > 0 ? [eb("id", "=", ourId)] : []),
          ]),
        )
        .executeTakeFirst();
      if (existing) {
        if (existing.status === status && existing.stripe_refund_id === refund.id) return "unchanged";
        if ((status === "failed" || status === "canceled") && MONEY_OUT.includes(existing.status)) {
          await trx
            .updateTable("ticket_refunds")
            .set({ stripe_refund_id: refund.id })
            .where("id", "=", existing.id)
            .execute();
          await this.settleFailed(trx, order, existing.id, status, refund.failure_reason ?? null, stripeActor, now);
          return "updated";
        }
        await trx
          .updateTable("ticket_refunds")
          .set({ stripe_refund_id: refund.id, status, updated_at: now.toISOString() })
          .where("id", "=", existing.id)
          .execute();
        return "updated";
      }
      const id = await storeRefund(
        trx,
        {
          order_id: order.id,
          amount_cents: refund.amount,
          status,
          source: "stripe",
          reason: refund.reason ?? "",
          staff_id: null,
          actor: stripeActor.label,
          stripe_refund_id: refund.id,
        },
        now,
      );
      const voided = MONEY_OUT.includes(status) ? await this.voidForAmount(trx, order, refund.amount, id) : [];
      await record(
        trx,
        stripeActor,
        {
          action: "orders.refund",
          target: `order:${order.id}`,
          after: { refund: id, stripeRefund: refund.id, amountCents: refund.amount, status, tickets: voided },
        },
        now,
      );
      if (MONEY_OUT.includes(status)) await this.queueRefundMail(order.id, id, trx);
      return "recorded";
    });
  }

  /**
   * The tickets a refund of `amountCents` pays back when it names none (one made in Stripe's
   * dashboard): every ticket once the whole order is refunded, else as many as the amount covers,
   * those not yet used at the door first and the dearest first.
   */
  private async voidForAmount(trx: Db, order: OrderRow, amountCents: number, refundId: number): Promise<string[]> {
    const tickets = await trx
      .selectFrom("tickets as t")
      .select((eb) => [
        "t.id",
        "t.price_cents",
        eb
          .exists(eb.selectFrom("ticket_check_ins as c").select("c.id").whereRef("c.ticket_id", "=", "t.id"))
          .as("used"),
      ])
      .where("t.order_id", "=", order.id)
      .where("t.status", "=", "valid")
      .execute();
    const everything = (await refundedCents(trx, order.id)) >= order.amount_total_cents;
    let left = amountCents;
    const chosen = everything
      ? tickets
      : tickets
          .sort((a, b) => Number(a.used) - Number(b.used) || b.price_cents - a.price_cents || b.id - a.id)
          .filter((ticket) => {
            if (ticket.price_cents <= 0 || ticket.price_cents > left) return false;
            left -= ticket.price_cents;
            return true;
          });
    return voidTickets(
      trx,
      order,
      chosen.map((ticket) => ticket.id),
      refundId,
    );
  }

  /** The order a Stripe payment paid for; an order recorded before payments were kept is found through its session. */
  private async orderOfPayment(paymentIntentId: string): Promise<number | null> {
    const { db } = this.deps;
    const known = await db
      .selectFrom("ticket_orders")
      .select("id")
      .where("payment_intent_id", "=", paymentIntentId)
      .executeTakeFirst();
    if (known) return known.id;
    const sessionId = await this.gateway.sessionOfPayment(paymentIntentId);
    if (!sessionId) return null;
    const order = await db
      .updateTable("ticket_orders")
      .set({ payment_intent_id: paymentIntentId })
      .where("session_id", "=", sessionId)
      .returning("id")
      .executeTakeFirst();
    return order?.id ?? null;
  }
}
