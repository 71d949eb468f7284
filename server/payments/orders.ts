import type { Transaction } from "kysely";
import type { OrderSummary } from "#domain/tickets-schema.ts";
import type { AppDeps } from "#server/app.ts";
import {
  issueTickets,
  newOrderReference,
  orderWithTickets,
  publishedSale,
  ticketLinkPath,
  ticketLinkUrl,
  ticketQr,
  ticketsFor,
} from "#server/box-office/tickets.ts";
import { qrPng } from "#server/box-office/ticket-qr.ts";
import type { Database } from "#server/db/schema.ts";
import type { Env } from "#server/env.ts";
import type { OutgoingMail } from "#server/mail/outbox.ts";
import { staffOrderMail } from "#server/mail/templates/order-staff.ts";
import { ticketReceiptMail, type ReceiptMail } from "#server/mail/templates/ticket-receipt.ts";

/**
 * One priced line of an order; amounts come from the published content when the checkout opens, and
 * are kept with the order as charged, never from the browser.
 */
export interface PricedLine {
  priceId: string;
  ticketId: string | null;
  label: string;
  quantity: number;
  unitAmountCents: number;
  amountTotalCents: number;
}

export interface PaidOrder {
  sessionId: string;
  /** The Stripe event that reported the payment; null for the test checkout. */
  stripeEventId: string | null;
  mode: "stripe" | "test";
  eventId: string;
  eventName: string;
  customerEmail: string;
  /** The name the buyer paid under, when the checkout asked for one; the door searches by it. */
  customerName: string | null;
  /** Stripe's payment, which refunds are made against; null for the test checkout. */
  paymentIntentId: string | null;
  /** The night its per-night tickets are for; null when it holds only passes. */
  nightDate: string | null;
  /** When the buyer accepted the event's terms, for an order that needed them. */
  termsAcceptedAt: string | null;
  /** The newsletter campaign whose link brought the buyer (docs/decisions/060); null for none. */
  campaignId: number | null;
  currency: string;
  amountTotalCents: number;
  lines: PricedLine[];
}

type OrderDeps = Pick<AppDeps, "db" | "clock" | "outbox" | "env" | "log" | "published">;

/**
 * Records a paid order once per checkout session, with its mails to the buyer and the front desk
 * in the same transaction: a crash or a failed write leaves neither, so Stripe's retry records
 * both, and a replay or a concurrent duplicate delivery finds the order and queues nothing.
 * The places the checkout held on its night become sold, and the order's tickets are issued, in
 * the same transaction. Both the Stripe webhook and the test checkout end here.
 */
export async function recordPaidOrder(deps: OrderDeps, order: PaidOrder): Promise<{ created: boolean }> {
  const { clock, outbox, env } = deps;
  const now = clock.now().toISOString();
  const reference = newOrderReference();
  const tickets = ticketsFor(publishedSale(deps.published, order.eventId), order.nightDate, order.lines, clock.now());
  // Drawn before the transaction, which then holds its locks only for the writes.
  const receipt = await receiptFor(env, {
    ...order,
    reference,
    tickets: tickets.map((ticket) => ({
      code: ticket.code,
      label: ticket.label,
      nightDate: ticket.night_date,
      status: "valid",
    })),
  });
  const created = await outbox.transaction(async (trx) => {
    const inserted = await trx
      .insertInto("ticket_orders")
      .values({
        session_id: order.sessionId,
        stripe_event_id: order.stripeEventId,
        mode: order.mode,
        event_id: order.eventId,
        event_name: order.eventName,
        customer_email: order.customerEmail,
        customer_name: order.customerName,
        payment_intent_id: order.paymentIntentId,
        amount_total_cents: order.amountTotalCents,
        currency: order.currency,
        created_at: now,
        night_date: order.nightDate,
        reference,
        terms_accepted_at: order.termsAcceptedAt,
        campaign_id: order.campaignId,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      await trx
        .insertInto("ticket_order_lines")
        .values(
          order.lines.map((line) => ({
            order_id: inserted.id,
            price_id: line.priceId,
            ticket_id: line.ticketId,
            label: line.label,
            quantity: line.quantity,
            unit_amount_cents: line.unitAmountCents,
            amount_total_cents: line.amountTotalCents,
          })),
        )
        .execute();
      await issueTickets(trx, inserted.id, tickets, now);
    }
    await trx.updateTable("ticket_holds").set({ status: "sold" }).where("checkout_id", "=", order.sessionId).execute();
    // Orders recorded before their mails shared this transaction may still lack them.
    const claimed = await trx
      .updateTable("ticket_orders")
      .set({ mails_queued_at: now })
      .where("session_id", "=", order.sessionId)
      .where("mails_queued_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (claimed) {
      const stored = inserted ? undefined : await orderWithTickets(trx, { sessionId: order.sessionId });
      await queueOrderMails(deps, trx, order, stored ? await receiptFor(env, stored) : receipt, {
        id: claimed.id,
        reference: stored?.reference ?? reference,
      });
    }
    return Boolean(inserted);
  });
  if (created)
    deps.log.info(
      { order: { sessionId: order.sessionId, eventId: order.eventId, mode: order.mode } },
      "ticket order recorded",
    );
  return { created };
}

type ReceiptOrder = Parameters<typeof ticketReceiptMail>[0];

/** The receipt of an order, its tickets' QR codes drawn; staff send the same one again from the console. */
export async function receiptFor(env: Env, order: ReceiptOrder): Promise<ReceiptMail> {
  const qrPngs = new Map(
    await Promise.all(
      order.tickets.map(async (ticket) => [ticket.code, await qrPng(ticketQr(env.APP_SECRET, ticket.code))] as const),
    ),
  );
  return ticketReceiptMail(order, { link: ticketLinkUrl(env.PUBLIC_ORIGIN, env.APP_SECRET, order.reference), qrPngs });
}

/** A receipt as the outbox sends it: urgent, and answered by the front desk. */
export function receiptToSend(env: Env, to: string, receipt: ReceiptMail): OutgoingMail {
  return { kind: "ticket-receipt", priority: "urgent", to, replyTo: env.FRONT_DESK_EMAIL, ...receipt };
}

async function queueOrderMails(
  { outbox, env }: OrderDeps,
  trx: Transaction<Database>,
  order: PaidOrder,
  receipt: ReceiptMail,
  stored: { id: number; reference: string },
): Promise<void> {
  if (order.customerEmail) {
    await outbox.enqueue(receiptToSend(env, order.customerEmail, receipt), trx);
  }
  await outbox.enqueue(
    {
      kind: "ticket-order-staff",
      to: env.FRONT_DESK_EMAIL,
      replyTo: order.customerEmail || undefined,
      ...staffOrderMail(env.PUBLIC_ORIGIN, { ...order, ...stored }),
    },
    trx,
  );
}

/**
 * The order of a checkout session, for the buyer returning to the event page. The session's id
 * is known only to the buyer's browser (Stripe puts it in the return URL), so it may lead to the
 * tickets as the receipt's link does.
 */
export async function orderSummary(
  { db, env }: Pick<AppDeps, "db" | "env">,
  sessionId: string,
): Promise<OrderSummary | undefined> {
  const order = await orderWithTickets(db, { sessionId });
  if (!order) return undefined;
  return {
    eventId: order.eventId,
    eventName: order.eventName,
    lines: order.lines,
    amountTotalCents: order.amountTotalCents,
    currency: order.currency,
    ticketsPath: ticketLinkPath(env.APP_SECRET, order.reference),
  };
}
