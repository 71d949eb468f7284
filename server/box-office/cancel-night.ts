import type Stripe from "stripe";
import type { ResortEvent } from "#domain/content/schemas.ts";
import { formatNightDate } from "#domain/box-office.ts";
import {
  moveTooBigMessage,
  nightsMessages,
  type NightCancelAnswer,
  type NightCancelRequest,
} from "#domain/staff/nights-schemas.ts";
import type { BuyerMailKind } from "#domain/staff/order-schemas.ts";
import { refundAmountCents } from "#domain/staff/refund-schemas.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { ApiError } from "#server/http/errors.ts";
import { nightCancelledMail, nightMovedMail } from "#server/mail/templates/order-notices.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import type { BoxOffice } from "./box-office.ts";
import { noticeOrder, refundedCents, refundTickets, type OrderRow, type Refunds } from "./refunds.ts";

type CancelDeps = Pick<AppDeps, "db" | "dbKind" | "clock" | "outbox" | "env" | "log">;

/** How long the request asks Stripe for a cancelled night's refunds; the minute's retry does the rest. */
const REFUND_BUDGET_MS = 20_000;

/** A cancellation refund stored in the transaction, asked of Stripe after it. */
type StoredRefund = Parameters<Refunds["ask"]>[0];

/**
 * Calls a night off (weather): in one transaction the night is cancelled, its open checkouts lose
 * their places, and every order for it is either moved to another night of the run (if its places
 * are there) or refunded for its tickets that night, each buyer's mail queued with it, so each
 * buyer is mailed once, and a second cancellation finds the night cancelled and does nothing.
 * The refunds are then asked of Stripe; any it could not be reached for are retried each minute.
 */
export class NightCancellation {
  private readonly deps: CancelDeps;
  private readonly boxOffice: BoxOffice;
  private readonly refunds: Refunds;
  private readonly stripe: Stripe | null;

  constructor(deps: CancelDeps, boxOffice: BoxOffice, refunds: Refunds, stripe: Stripe | null) {
    this.deps = deps;
    this.boxOffice = boxOffice;
    this.refunds = refunds;
    this.stripe = stripe;
  }

  async cancel(
    actor: Actor,
    event: Pick<ResortEvent, "id" | "dates">,
    date: string,
    request: NightCancelRequest,
  ): Promise<NightCancelAnswer["cancelled"]> {
    const { clock, outbox, dbKind } = this.deps;
    const { today, nights } = this.boxOffice.calendar(event);
    if (!nights.includes(date)) throw new ApiError(404, { error: nightsMessages.noSuchNight });
    if (date < today) throw new ApiError(409, { error: nightsMessages.pastNight });
    const moveTo = request.outcome === "move" ? request.moveTo : null;
    if (moveTo === date)
      throw new ApiError(400, { error: nightsMessages.moveToSame, fields: { moveTo: nightsMessages.moveToSame } });
    if (moveTo !== null && (!nights.includes(moveTo) || moveTo < today))
      throw new ApiError(400, {
        error: nightsMessages.moveToUnavailable,
        fields: { moveTo: nightsMessages.moveToUnavailable },
      });
    const now = clock.now();

    const outcome = await outbox.transaction(async (trx) => {
      // Both nights are locked, in date order so two cancellations never wait on each other.
      const locked = new Map<string, Awaited<ReturnType<BoxOffice["lockWithTaken"]>>>();
      for (const night of [date, ...(moveTo ? [moveTo] : [])].sort())
        locked.set(night, await this.boxOffice.lockWithTaken(trx, event, night, now));
      if (locked.get(date)?.night.status === "cancelled")
        throw new ApiError(409, { error: nightsMessages.alreadyCancelled });

      const orderQuery = trx
        .selectFrom("ticket_orders")
        .selectAll()
        .where("event_id", "=", event.id)
        .where("night_date", "=", date)
        .orderBy("id");
      const orders = await (dbKind === "postgres" ? orderQuery.forUpdate() : orderQuery).execute();
      const tickets =
        orders.length === 0
          ? []
          : await trx
              .selectFrom("tickets")
              .select(["id", "order_id", "price_cents"])
              .where(
                "order_id",
                "in",
                orders.map((order) => order.id),
              )
              .where("night_date", "=", date)
              .where("status", "=", "valid")
              .execute();
      const validByOrder = Map.groupBy(tickets, (ticket) => ticket.order_id);
      const affected = orders.filter((order) => validByOrder.has(order.id));

      let refundedTotal = 0;
      const asks: StoredRefund[] = [];
      if (moveTo) {
        const target = locked.get(moveTo);
        if (!target || target.night.status === "cancelled")
          throw new ApiError(409, { error: nightsMessages.moveToUnavailable });
        const left = target.night.capacity - target.taken;
        if (tickets.length > left) {
          const message = moveTooBigMessage(Math.max(left, 0), formatNightDate(moveTo), tickets.length);
          throw new ApiError(409, { error: message, fields: { moveTo: message } });
        }
        await this.move(trx, event.id, date, moveTo, orders);
      } else {
        for (const order of affected) {
          const stored = await this.refundNight(trx, actor, order, validByOrder.get(order.id) ?? [], now);
          refundedTotal += stored.amountCents;
          if (stored.amountCents > 0) asks.push(stored);
        }
      }
      const refundedByOrder = new Map(asks.map((ask) => [ask.order.id, ask.amountCents]));
      for (const order of affected) {
        if (!order.customer_email) continue;
        const refunded = refundedByOrder.get(order.id) ?? 0;
        await outbox.enqueue(
          {
            kind: moveTo ? ("night-moved" satisfies BuyerMailKind) : ("night-cancelled" satisfies BuyerMailKind),
            priority: "urgent",
            to: order.customer_email,
            replyTo: this.deps.env.FRONT_DESK_EMAIL,
            ...(moveTo
              ? nightMovedMail(noticeOrder(this.deps.env, order), { from: date, to: moveTo, note: request.note })
              : nightCancelledMail(noticeOrder(this.deps.env, order), {
                  nightDate: date,
                  amountCents: refunded,
                  note: request.note,
                })),
          },
          trx,
        );
      }
      const closedCheckouts = await this.closeOpenCheckouts(trx, event.id, date);
      await trx
        .updateTable("event_nights")
        .set({ status: "cancelled", updated_at: now.toISOString() })
        .where("event_id", "=", event.id)
        .where("date", "=", date)
        .execute();
      await record(
        trx,
        actor,
        {
          action: "night.cancel",
          target: `night:${event.id}:${date}`,
          before: { status: locked.get(date)?.night.status },
          after: {
            status: "cancelled",
            outcome: request.outcome,
            moveTo,
            orders: affected.length,
            people: tickets.length,
            refundedCents: refundedTotal,
            note: request.note,
          },
        },
        now,
      );
      return { asks, closedCheckouts, orders: affected.length, refundedCents: refundedTotal };
    });

    await this.expireStripeCheckouts(outcome.closedCheckouts);
    const deadline = Date.now() + REFUND_BUDGET_MS;
    for (const ask of outcome.asks) {
      if (Date.now() > deadline) break;
      await this.refunds.ask(ask, { throwOnRefusal: false });
    }
    return { orders: outcome.orders, refundedCents: outcome.refundedCents, movedTo: moveTo };
  }

  /** Every order, its tickets that night and the places they sold, move to the other night. */
  private async move(trx: Db, eventId: string, from: string, to: string, orders: readonly OrderRow[]): Promise<void> {
    if (orders.length === 0) return;
    const ids = orders.map((order) => order.id);
    await trx
      .updateTable("tickets")
      .set({ night_date: to })
      .where("order_id", "in", ids)
      .where("night_date", "=", from)
      .execute();
    await trx.updateTable("ticket_orders").set({ night_date: to }).where("id", "in", ids).execute();
    await trx
      .updateTable("ticket_holds")
      .set({ night_date: to })
      .where("event_id", "=", eventId)
      .where("night_date", "=", from)
      .where("status", "=", "sold")
      .execute();
  }

  /**
   * An order's tickets that night are voided and paid back (what they cost, at most what is left to
   * refund); an order left with no valid ticket is cancelled.
   */
  private async refundNight(
    trx: Db,
    actor: Actor,
    order: OrderRow,
    tickets: readonly { id: number; price_cents: number }[],
    now: Date,
  ): Promise<StoredRefund> {
    const left = Math.max(0, order.amount_total_cents - (await refundedCents(trx, order.id)));
    const price = tickets.reduce((sum, ticket) => sum + ticket.price_cents, 0);
    const amountCents = refundAmountCents("", price, left);
    const { id } = await refundTickets(
      trx,
      {
        order,
        ticketIds: tickets.map((ticket) => ticket.id),
        amountCents,
        source: "cancellation",
        reason: "Night cancelled",
        actor,
      },
      now,
    );
    const stillValid = await trx
      .selectFrom("tickets")
      .select("id")
      .where("order_id", "=", order.id)
      .where("status", "=", "valid")
      .executeTakeFirst();
    if (!stillValid)
      await trx
        .updateTable("ticket_orders")
        .set({ cancelled_at: now.toISOString() })
        .where("id", "=", order.id)
        .execute();
    return { id, source: "cancellation", amountCents, order };
  }

  /** Checkouts still open for the night give their places back and can no longer be paid. */
  private async closeOpenCheckouts(trx: Db, eventId: string, date: string): Promise<string[]> {
    const released = await trx
      .updateTable("ticket_holds")
      .set({ status: "released" })
      .where("event_id", "=", eventId)
      .where("night_date", "=", date)
      .where("status", "=", "held")
      .returning("checkout_id")
      .execute();
    const ids = released.map((hold) => hold.checkout_id).filter((id) => id !== null);
    if (ids.length > 0)
      await trx
        .updateTable("test_checkouts")
        .set({ status: "canceled" })
        .where("id", "in", ids)
        .where("status", "=", "open")
        .execute();
    return ids;
  }

  /** Stripe's open sessions for the night are expired, so no one pays for a night that is off. */
  private async expireStripeCheckouts(ids: readonly string[]): Promise<void> {
    const stripe = this.stripe;
    if (!stripe) return;
    for (const id of ids.filter((checkout) => checkout.startsWith("cs_") && !checkout.startsWith("cs_test_local_")))
      await stripe.checkout.sessions.expire(id).catch((error: unknown) => {
        this.deps.log.warn({ err: error, checkout: id }, "night cancelled: Stripe checkout could not be expired");
      });
  }
}
