import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { RefundStatus } from "#domain/staff/order-schemas.ts";

/** What the box office asks of the payment side for one refund it has stored. */
export interface RefundAsk {
  /** Our refund's id: Stripe's idempotency key and the refund's metadata carry it. */
  refundId: number;
  orderReference: string;
  mode: "stripe" | "test";
  sessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
}

/** Stripe's answer: the refund made (perhaps still pending), or refused with Stripe's reason. */
export type RefundAnswer =
  | { made: true; stripeRefundId: string; status: RefundStatus; paymentIntentId: string | null }
  | { made: false; failure: string };

/**
 * Makes refunds: through Stripe's refund API for orders paid through Stripe, at once for the
 * built-in test checkout's. A Stripe refusal answers `made: false`; a Stripe that cannot be
 * reached throws, and the refund stays pending for the retry, which sends the same idempotency key
 * so Stripe never makes it twice.
 */
export class RefundGateway {
  private readonly stripe: Stripe | null;

  constructor(stripe: Stripe | null) {
    this.stripe = stripe;
  }

  async refund(ask: RefundAsk): Promise<RefundAnswer> {
    if (ask.mode === "test")
      return {
        made: true,
        stripeRefundId: `re_test_local_${randomBytes(12).toString("base64url")}`,
        status: "succeeded",
        paymentIntentId: null,
      };
    const stripe = this.stripe;
    if (!stripe) return { made: false, failure: "Stripe is not configured on this server." };
    try {
      const paymentIntentId = ask.paymentIntentId ?? (await this.paymentIntentOf(stripe, ask.sessionId));
      if (!paymentIntentId) return { made: false, failure: "Stripe has no payment for this order's checkout." };
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: ask.amountCents,
          metadata: { refundId: String(ask.refundId), orderReference: ask.orderReference },
        },
        { idempotencyKey: `refund-${ask.refundId}` },
      );
      return {
        made: true,
        stripeRefundId: refund.id,
        status: refundStatusOf(refund.status),
        paymentIntentId,
      };
    } catch (error) {
      // Stripe answered and said no (an invalid request, a charge already refunded): not worth retrying.
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
        return { made: false, failure: error.message };
      throw error;
    }
  }

  /** Every refund Stripe holds for a payment, for a `charge.refunded` event, which names none. */
  async refundsOf(paymentIntentId: string): Promise<Stripe.Refund[]> {
    if (!this.stripe) return [];
    const list = await this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
    return list.data;
  }

  /** The checkout session that took a payment, for an order recorded before payments were kept. */
  async sessionOfPayment(paymentIntentId: string): Promise<string | null> {
    if (!this.stripe) return null;
    const sessions = await this.stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
    return sessions.data[0]?.id ?? null;
  }

  private async paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string | null> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    return idOf(session.payment_intent);
  }
}

/** Stripe's refund states as ours: `requires_action` waits on the customer, like `pending`. */
export function refundStatusOf(status: string | null): RefundStatus {
  if (status === "succeeded" || status === "failed" || status === "canceled") return status;
  return "pending";
}

/** An expandable Stripe field's id, whether Stripe sent the id or the object. */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === "string" ? field : field.id;
}
