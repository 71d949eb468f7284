import type Stripe from "stripe";
import type { AppDeps } from "#server/app.ts";
import type { BoxOffice } from "#server/box-office/box-office.ts";
import type { Refunds } from "#server/box-office/refunds.ts";
import { existingCampaign } from "#server/newsletter/attribution.ts";
import { recordPaidOrder } from "./orders.ts";
import { idOf } from "./refund-gateway.ts";
import { CURRENCY, chargedLines } from "./stripe-lines.ts";

type WebhookDeps = Pick<AppDeps, "db" | "clock" | "outbox" | "env" | "log" | "published">;

export type WebhookOutcome =
  "recorded" | "duplicate" | "unpaid" | "released" | "refunds" | "ignored" | "amounts-differ";

/**
 * A verified Stripe event. A completed (or late-succeeding) paid checkout becomes an order with
 * the session's line items as Stripe charged them, once they are found to be what the checkout
 * priced (a later price change alters nothing of it); an expired one gives back the places it held;
 * a refund, made from the console or in Stripe's dashboard, updates its order; everything else
 * is acknowledged and ignored.
 */
export async function handleStripeEvent(
  deps: WebhookDeps,
  stripe: Stripe,
  { boxOffice, refunds }: { boxOffice: BoxOffice; refunds: Refunds },
  stripeEvent: Stripe.Event,
): Promise<WebhookOutcome> {
  if (stripeEvent.type === "checkout.session.expired") {
    await boxOffice.release({ checkoutId: stripeEvent.data.object.id });
    return "released";
  }
  if (stripeEvent.type === "charge.refunded") {
    // The charge names its refunds only as a total: Stripe's list of them says which they are.
    const paymentIntentId = idOf(stripeEvent.data.object.payment_intent);
    if (!paymentIntentId) return "ignored";
    await refunds.fromStripePayment(paymentIntentId);
    return "refunds";
  }
  if (
    stripeEvent.type === "refund.created" ||
    stripeEvent.type === "refund.updated" ||
    stripeEvent.type === "charge.refund.updated"
  ) {
    const outcome = await refunds.fromStripe(stripeEvent.data.object);
    return outcome === "ignored" ? "ignored" : "refunds";
  }
  if (
    stripeEvent.type !== "checkout.session.completed" &&
    stripeEvent.type !== "checkout.session.async_payment_succeeded"
  )
    return "ignored";
  const session = stripeEvent.data.object;
  // Delayed payment methods complete unpaid; their async_payment_succeeded event records the order.
  if (session.payment_status === "unpaid") return "unpaid";
  // Sessions the site did not create (other products on the same Stripe account) are not ours to record.
  const eventId = session.metadata?.eventId;
  if (!eventId) return "ignored";
  // The event as published now: it may have stopped selling since the buyer opened the checkout.
  const event = deps.published.event(eventId);

  const existing = await deps.db
    .selectFrom("ticket_orders")
    .select(["id", "mails_queued_at"])
    .where("session_id", "=", session.id)
    .executeTakeFirst();
  if (existing?.mails_queued_at) return "duplicate";

  const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 100, expand: ["data.price"] });
  const lines = chargedLines(
    session,
    items.data,
    (ticketId) => event?.tickets?.find((ticket) => ticket.id === ticketId)?.label,
  );
  if (!lines) {
    deps.log.error(
      { checkout: session.id, eventId, amountTotal: session.amount_total },
      "stripe webhook: what Stripe charged is not what the checkout priced; no order recorded",
    );
    return "amounts-differ";
  }
  const { created } = await recordPaidOrder(deps, {
    sessionId: session.id,
    stripeEventId: stripeEvent.id,
    mode: "stripe",
    eventId,
    eventName: event?.name ?? eventId,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? "",
    customerName: session.customer_details?.name ?? null,
    paymentIntentId: idOf(session.payment_intent),
    nightDate: session.metadata?.nightDate ?? null,
    termsAcceptedAt: session.metadata?.termsAcceptedAt ?? null,
    campaignId: await existingCampaign(deps.db, session.metadata?.campaignId),
    currency: CURRENCY,
    amountTotalCents: lines.reduce((sum, line) => sum + line.amountTotalCents, 0),
    lines,
  });
  return created ? "recorded" : "duplicate";
}
