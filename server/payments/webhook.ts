import type Stripe from "stripe";
import type { AppDeps } from "#server/app.ts";
import type { BoxOffice } from "#server/box-office/box-office.ts";
import type { Refunds } from "#server/box-office/refunds.ts";
import { findTicketedEvent, ticketForPrice } from "./catalog.ts";
import { recordPaidOrder, type PricedLine } from "./orders.ts";
import { idOf } from "./refund-gateway.ts";

type WebhookDeps = Pick<AppDeps, "db" | "clock" | "outbox" | "env" | "log">;

export type WebhookOutcome = "recorded" | "duplicate" | "unpaid" | "released" | "refunds" | "ignored";

/**
 * A verified Stripe event. A completed (or late-succeeding) paid checkout becomes an order with
 * the session's line items as Stripe charged them; an expired one gives back the places it held;
 * a refund, made from the console or in Stripe's dashboard, updates its order; everything else
 * is acknowledged and ignored.
 */
export async function handleStripeEvent(
  deps: WebhookDeps,
  stripe: Stripe,
  { boxOffice, refunds }: { boxOffice: BoxOffice; refunds: Refunds },
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (event.type === "checkout.session.expired") {
    await boxOffice.release({ checkoutId: event.data.object.id });
    return "released";
  }
  if (event.type === "charge.refunded") {
    // The charge names its refunds only as a total: Stripe's list of them says which they are.
    const paymentIntentId = idOf(event.data.object.payment_intent);
    if (!paymentIntentId) return "ignored";
    await refunds.fromStripePayment(paymentIntentId);
    return "refunds";
  }
  if (event.type === "refund.created" || event.type === "refund.updated" || event.type === "charge.refund.updated") {
    const outcome = await refunds.fromStripe(event.data.object);
    return outcome === "ignored" ? "ignored" : "refunds";
  }
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded")
    return "ignored";
  const session = event.data.object;
  // Delayed payment methods complete unpaid; their async_payment_succeeded event records the order.
  if (session.payment_status === "unpaid") return "unpaid";
  // Sessions the site did not create (other products on the same Stripe account) are not ours to record.
  const ticketed = findTicketedEvent(session.metadata?.eventId ?? "");
  if (!ticketed) return "ignored";

  const existing = await deps.db
    .selectFrom("ticket_orders")
    .select(["id", "mails_queued_at"])
    .where("session_id", "=", session.id)
    .executeTakeFirst();
  if (existing?.mails_queued_at) return "duplicate";

  const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 100, expand: ["data.price"] });
  const lines: PricedLine[] = items.data.map((item) => {
    const priceId = item.price?.id ?? "";
    const known = ticketForPrice(priceId, deps.env);
    const quantity = item.quantity ?? 1;
    return {
      priceId,
      ticketId: known?.ticket.id ?? null,
      label: known?.ticket.label ?? item.description ?? priceId,
      quantity,
      unitAmountCents: item.price?.unit_amount ?? Math.round(item.amount_total / quantity),
      amountTotalCents: item.amount_total,
    };
  });
  const { created } = await recordPaidOrder(deps, {
    sessionId: session.id,
    stripeEventId: event.id,
    mode: "stripe",
    eventId: ticketed.id,
    eventName: ticketed.name,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? "",
    customerName: session.customer_details?.name ?? null,
    paymentIntentId: idOf(session.payment_intent),
    nightDate: session.metadata?.nightDate ?? null,
    termsAcceptedAt: session.metadata?.termsAcceptedAt ?? null,
    currency: session.currency ?? "usd",
    amountTotalCents: session.amount_total ?? lines.reduce((sum, line) => sum + line.amountTotalCents, 0),
    lines,
  });
  return created ? "recorded" : "duplicate";
}
