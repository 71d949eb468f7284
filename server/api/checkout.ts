import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type Stripe from "stripe";
import type { CheckoutSession } from "#domain/tickets-schema.ts";
import { checkoutRequestSchema } from "#domain/tickets-schema.ts";
import { HOLD_MINUTES } from "#domain/box-office.ts";
import type { AppDeps } from "#server/app.ts";
import { BoxOffice } from "#server/box-office/box-office.ts";
import { Refunds } from "#server/box-office/refunds.ts";
import { jsonError, readJson } from "#server/http/errors.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { findTicketedEvent, ticketCatalog } from "#server/payments/catalog.ts";
import { campaignOfVisit } from "#server/newsletter/attribution.ts";
import { createStripeCheckout, createTestCheckout, priceOrder, type CheckoutOrder } from "#server/payments/checkout.ts";
import { orderSummary } from "#server/payments/orders.ts";
import { RefundGateway } from "#server/payments/refund-gateway.ts";
import { stripeClient } from "#server/payments/stripe-client.ts";
import {
  TEST_CHECKOUT_CSP,
  cancelTestCheckout,
  completeTestCheckout,
  findTestCheckout,
  isExpired,
  renderTestCheckout,
} from "#server/payments/test-checkout.ts";
import { handleStripeEvent } from "#server/payments/webhook.ts";
import { cancelReturnUrl, giveBack, holdClientOf, holdOfCancelReturn } from "./checkout-holds.ts";

const CHECKOUT_RULE: RateLimitRule = {
  name: "checkout",
  limit: 20,
  windowMs: 10 * 60_000,
  message: "Too many checkout attempts. Please wait a few minutes and try again.",
};

/** Stripe's events are small; this leaves room for large sessions without inviting abuse. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

const SESSION_ID = /^cs_[A-Za-z0-9_-]{8,250}$/;

/** Ticket catalog, checkout, order lookup and the built-in test checkout. */
export function checkoutRoutes(deps: AppDeps): Hono {
  const { env, limiter } = deps;
  const stripe = stripeClient(env);
  const boxOffice = new BoxOffice(deps);
  const routes = new Hono();

  routes.get("/events/:eventId/tickets", (c) => {
    const event = findTicketedEvent(deps.published, c.req.param("eventId"));
    if (!event) return jsonError(c, 404, "This event does not sell tickets online.");
    c.header("Cache-Control", "no-store");
    return c.json(ticketCatalog(deps.published, event, env));
  });

  routes.get("/events/:eventId/nights", async (c) => {
    const event = findTicketedEvent(deps.published, c.req.param("eventId"));
    if (!event || !deps.published.boxOffice(event.id)) return jsonError(c, 404, "This event has no dated nights.");
    c.header("Cache-Control", "no-store");
    return c.json(await boxOffice.nights(event));
  });

  routes.post("/create-checkout-session", limiter.middleware(CHECKOUT_RULE, env.TRUST_PROXY), async (c) => {
    const payload = await readJson(c, checkoutRequestSchema);
    const order: CheckoutOrder = { ...priceOrder(deps, payload), campaignId: await campaignOfVisit(c, deps.db) };
    const client = holdClientOf(c, env, payload.customerEmail);
    // The places are held before the checkout opens, for as long as it stays open, in place of
    // those the same buyer's earlier checkout for the night still holds.
    let hold = null;
    if (order.night) {
      for (const earlier of await boxOffice.openHoldsToReplace(order.event, order.night.date, client))
        await giveBack(deps, stripe, boxOffice, earlier);
      hold = await boxOffice.hold(order.event, order.night.date, order.night.people, client);
    }
    const expiresAt = hold?.checkoutExpiresAt ?? new Date(deps.clock.now().getTime() + HOLD_MINUTES * 60_000);
    let checkout;
    try {
      checkout = stripe
        ? await createStripeCheckout(
            deps,
            stripe,
            // Coming back through Stripe's cancel link gives the places back at once; the test
            // checkout's own Cancel button does so itself.
            hold ? { ...payload, cancelUrl: cancelReturnUrl(env.APP_SECRET, hold.id, payload.cancelUrl) } : payload,
            order,
            expiresAt,
          )
        : await createTestCheckout(deps, payload, order, expiresAt);
    } catch (error) {
      if (hold) await boxOffice.release({ holdId: hold.id });
      throw error;
    }
    if (hold) await boxOffice.attach(hold.id, checkout.id);
    return c.json({ url: checkout.url } satisfies CheckoutSession);
  });

  // The checkout's cancel URL: the buyer is back without paying, so the checkout closes and its
  // places are free for others at once. A GET, as the payment page's link is followed.
  routes.get("/checkout-canceled/:token", async (c) => {
    const returnUrl = c.req.query("to") ?? "";
    const holdId = holdOfCancelReturn(env.APP_SECRET, c.req.param("token"), returnUrl);
    c.header("Cache-Control", "no-store");
    if (holdId === null)
      return c.html(
        '<!doctype html><title>Not found</title><p>This checkout link is not valid. <a href="/events">See the events</a></p>',
        404,
      );
    const hold = await boxOffice.openHold(holdId);
    if (hold) await giveBack(deps, stripe, boxOffice, hold);
    return c.redirect(returnUrl, 303);
  });

  routes.get("/orders/:sessionId", async (c) => {
    const sessionId = c.req.param("sessionId");
    const summary = SESSION_ID.test(sessionId) ? await orderSummary(deps, sessionId) : undefined;
    c.header("Cache-Control", "no-store");
    if (!summary) return jsonError(c, 404, "No paid order for this checkout yet.");
    return c.json(summary);
  });

  const testCheckout = new Hono();
  testCheckout.use(async (c, next) => {
    if (stripe || !testCheckoutAllowed(deps)) return jsonError(c, 404, "Not found.");
    await next();
  });
  testCheckout.get("/:id", async (c) => {
    const checkout = await findTestCheckout(deps, c.req.param("id"));
    if (!checkout)
      return c.html("<!doctype html><title>Not found</title><p>No such checkout.</p>", 404, {
        "Content-Security-Policy": TEST_CHECKOUT_CSP,
      });
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", TEST_CHECKOUT_CSP);
    const eventName = deps.published.event(checkout.event_id)?.name ?? checkout.event_id;
    return c.html(renderTestCheckout(checkout, eventName, deps.clock.now()));
  });
  testCheckout.post("/:id/:action{complete|cancel}", async (c) => {
    const checkout = await findTestCheckout(deps, c.req.param("id"));
    if (!checkout) return jsonError(c, 404, "No such checkout.");
    const action = c.req.param("action");
    if (checkout.status === "canceled" || isExpired(checkout, deps.clock.now()))
      return c.redirect(checkout.cancel_url, 303);
    if (action === "cancel" && checkout.status === "open") {
      const back = await cancelTestCheckout(deps, checkout);
      await boxOffice.release({ checkoutId: checkout.id });
      return c.redirect(back, 303);
    }
    return c.redirect(await completeTestCheckout(deps, checkout), 303);
  });
  routes.route("/test-checkout", testCheckout);

  return routes;
}

/** The test checkout stands in only when no Stripe key is set, and never in production. */
function testCheckoutAllowed({ env }: AppDeps): boolean {
  return env.NODE_ENV !== "production";
}

/**
 * Stripe's webhook. Mounted ahead of the global JSON body limit: the signature covers the exact
 * raw bytes, so the body is read raw, with its own size limit.
 */
export function stripeWebhookRoutes(deps: AppDeps): Hono {
  const { env, log, clock } = deps;
  const stripe = stripeClient(env);
  const boxOffice = new BoxOffice(deps);
  const refunds = new Refunds(deps, new RefundGateway(stripe));
  const routes = new Hono();
  routes.post(
    "/stripe-webhook",
    bodyLimit({ maxSize: WEBHOOK_MAX_BYTES, onError: (c) => jsonError(c, 413, "The request is too large.") }),
    async (c) => {
      if (!stripe || !env.STRIPE_WEBHOOK_SECRET) return jsonError(c, 503, "Stripe webhooks are not configured.");
      const signature = c.req.header("stripe-signature");
      if (!signature) return jsonError(c, 400, "Missing Stripe signature.");
      const raw = new Uint8Array(await c.req.arrayBuffer());
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          raw,
          signature,
          env.STRIPE_WEBHOOK_SECRET,
          undefined,
          undefined,
          clock.now().getTime(),
        );
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, "stripe webhook: signature rejected");
        return jsonError(c, 400, "Invalid Stripe signature.");
      }
      const outcome = await handleStripeEvent(deps, stripe, { boxOffice, refunds }, event);
      return c.json({ received: true, outcome });
    },
  );
  return routes;
}
