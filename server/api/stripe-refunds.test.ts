import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nightCancelAnswer } from "#domain/staff/nights-schemas.ts";
import { orderAnswer } from "#domain/staff/order-schemas.ts";
import { refundMessages } from "#domain/staff/refund-schemas.ts";
import { Refunds } from "#server/box-office/refunds.ts";
import { RefundGateway } from "#server/payments/refund-gateway.ts";
import { stripeClient } from "#server/payments/stripe-client.ts";
import { orderOfCheckout } from "#server/testing/orders.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import {
  paymentIntentOf,
  signedEvent,
  startStripeStandIn,
  type StandInRefund,
  type StripeStandIn,
} from "#server/testing/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const SECRET = "whsec_test_secret_for_refunds";
/** Saturday 5 December 2026, noon in Gadsden: a night of the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");

describe("refunds through Stripe", () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let mia: StaffClient;
  let buyers = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer({
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
    });
    server.deps.clock.set(IN_SEASON);
    mia = await enrolStaff(server, { email: "mia@example.com", role: "manager", name: "Mia Manager" });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    server.deps.clock.set(IN_SEASON);
    stripe.refundFailures = [];
    stripe.refundStatus = "succeeded";
  });

  const deliver = async (type: string, object: unknown) => {
    const { body, signature } = signedEvent(SECRET, type, object, server.deps.clock.now());
    const response = await server.request("/api/stripe-webhook", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };

  /** Pays for 2 adults and a pass on a night through Stripe's checkout; answers the order and its ticket codes. */
  async function buy(nightDate = "2026-12-12", items = [{ priceId: "ticket_christmas-adult", quantity: 2 }]) {
    buyers += 1;
    const email = `buyer${buyers}@stripe-refunds.example`;
    const opened = await server.postJson("/api/create-checkout-session", {
      items,
      customerEmail: email,
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: "http://localhost:3000/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/events/christmas-lights?canceled=true",
      nightDate,
    });
    expect(opened.status).toBe(200);
    const sessionId = [...stripe.sessions.keys()].at(-1) ?? "";
    expect(await deliver("checkout.session.completed", stripe.pay(sessionId))).toBe("recorded");
    return { ...(await orderOfCheckout(server, sessionId)), email, sessionId };
  }

  const refund = async (orderId: number, body: unknown) =>
    staffRequest(server, `/orders/${orderId}/refunds`, { cookie: await freshSessionCookie(server, mia), body });
  const detail = async (orderId: number) =>
    orderAnswer.parse(
      await (
        await staffRequest(server, `/orders/${orderId}`, { cookie: await freshSessionCookie(server, mia) })
      ).json(),
    ).order;
  const refundMails = (to: string) =>
    server.deps.db
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", to)
      .where("kind", "=", "ticket-refund")
      .execute();
  const refundRequests = () =>
    stripe.requests.filter((request) => request.path === "/v1/refunds" && request.method === "POST");
  const audit = (action: string, orderId: number) =>
    server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .where("target", "=", `order:${orderId}`)
      .execute();

  it("keeps the payment of a paid checkout, and refunds a ticket against it with our refund's id as the idempotency key", async () => {
    const { order, codes, email } = await buy();
    expect(order.payment_intent_id).toBe(paymentIntentOf(order.session_id));

    const response = await refund(order.id, { tickets: [codes[0]], amount: "", reason: "" });
    expect(response.status).toBe(200);
    const [sent, ...others] = refundRequests().filter(
      (request) => request.form.payment_intent === order.payment_intent_id,
    );
    expect(others).toEqual([]);
    const [row] = await server.deps.db
      .selectFrom("ticket_refunds")
      .selectAll()
      .where("order_id", "=", order.id)
      .execute();
    expect(sent).toMatchObject({
      idempotencyKey: `refund-${row?.id}`,
      form: { amount: "800", "metadata[refundId]": String(row?.id), "metadata[orderReference]": order.reference },
    });
    expect(row).toMatchObject({
      status: "succeeded",
      amount_cents: 800,
      stripe_refund_id: expect.stringMatching(/^re_standin_/),
    });
    expect(await refundMails(email)).toHaveLength(1);

    // Stripe then reports the refund it made: recognised as ours, nothing recorded twice.
    const made = stripe.refunds.get(row?.stripe_refund_id ?? "");
    expect(
      await deliver("charge.refunded", { id: "ch_1", object: "charge", payment_intent: order.payment_intent_id }),
    ).toBe("refunds");
    expect(await deliver("refund.updated", made)).toBe("refunds");
    expect(await detail(order.id)).toMatchObject({ refundedCents: 800, voided: 1, refunds: [{ source: "console" }] });
    expect(await refundMails(email)).toHaveLength(1);
  });

  it("gives the tickets back when Stripe refuses the refund, and says so", async () => {
    const { order, codes, email } = await buy();
    stripe.refundFailures = ["refused"];
    const response = await refund(order.id, { tickets: [codes[1]], amount: "", reason: "" });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "Stripe did not make the refund, so nothing changed. Try again in a moment.",
    });
    expect(refundMessages.stripeFailed).toBe(
      "Stripe did not make the refund, so nothing changed. Try again in a moment.",
    );

    const opened = await detail(order.id);
    expect(opened).toMatchObject({ status: "paid", voided: 0, refundedCents: 0, refunds: [{ status: "failed" }] });
    expect(await refundMails(email)).toHaveLength(0);
    expect(await audit("orders.refund-failed", order.id)).toHaveLength(1);
  });

  it("keeps a refund pending while Stripe cannot be reached, and the minute's retry makes it once", async () => {
    const { order, codes, email } = await buy();
    // The SDK tries three times (two retries) before giving up.
    stripe.refundFailures = ["down", "down", "down"];
    const response = await refund(order.id, { tickets: [codes[0]], amount: "", reason: "" });
    expect(response.status).toBe(200);
    expect(await detail(order.id)).toMatchObject({ voided: 1, refunds: [{ status: "pending", amountCents: 800 }] });
    expect(await refundMails(email)).toHaveLength(0);

    const refunds = new Refunds(server.deps, new RefundGateway(stripeClient(server.env)));
    expect(await refunds.retryPending()).toBe(0);
    server.deps.clock.set(new Date(IN_SEASON.getTime() + 2 * 60_000));
    expect(await refunds.retryPending()).toBe(1);
    expect(await detail(order.id)).toMatchObject({ voided: 1, refunds: [{ status: "succeeded" }] });
    const keys = new Set(
      refundRequests()
        .filter((request) => request.form.payment_intent === order.payment_intent_id)
        .map((request) => request.idempotencyKey),
    );
    expect(keys.size).toBe(1);
    expect(await refundMails(email)).toHaveLength(1);
    expect(await refunds.retryPending()).toBe(0);
  });

  it("records a refund made in Stripe's dashboard, voiding the tickets it pays for, once however often it is reported", async () => {
    const { order, codes, email } = await buy("2026-12-12", [
      { priceId: "ticket_christmas-adult", quantity: 2 },
      { priceId: "ticket_christmas-season-pass", quantity: 1 },
    ]);
    const made = stripe.refundInDashboard(order.payment_intent_id ?? "", 3000);
    const charge = { id: "ch_2", object: "charge", payment_intent: order.payment_intent_id };
    expect(await deliver("charge.refunded", charge)).toBe("refunds");
    expect(await deliver("charge.refunded", charge)).toBe("refunds");
    expect(await deliver("refund.created", made)).toBe("refunds");

    const opened = await detail(order.id);
    expect(opened).toMatchObject({
      status: "partially refunded",
      refundedCents: 3000,
      refunds: [{ amountCents: 3000, source: "stripe", by: "Stripe", status: "succeeded", tickets: [codes[2]] }],
    });
    expect(await refundMails(email)).toHaveLength(1);
    const [entry] = await audit("orders.refund", order.id);
    expect(entry).toMatchObject({ actor: "Stripe", staff_id: null });

    // The refund fails later (the card was closed): the pass is valid again.
    expect(
      await deliver("refund.updated", { ...made, status: "failed", failure_reason: "expired_or_canceled_card" }),
    ).toBe("refunds");
    expect(await detail(order.id)).toMatchObject({
      status: "paid",
      refundedCents: 0,
      voided: 0,
      refunds: [{ status: "failed" }],
    });
    expect(await audit("orders.refund-failed", order.id)).toHaveLength(1);
  });

  it("voids every ticket when the dashboard refunds the whole order, and finds orders recorded before payments were kept", async () => {
    const { order, email } = await buy();
    await server.deps.db
      .updateTable("ticket_orders")
      .set({ payment_intent_id: null })
      .where("id", "=", order.id)
      .execute();
    const made: StandInRefund = stripe.refundInDashboard(paymentIntentOf(order.session_id), 1600);
    expect(await deliver("refund.created", made)).toBe("refunds");
    expect(await detail(order.id)).toMatchObject({ status: "refunded", voided: 2, refundedCents: 1600 });
    expect(await refundMails(email)).toHaveLength(1);
    const [stored] = await server.deps.db
      .selectFrom("ticket_orders")
      .select("payment_intent_id")
      .where("id", "=", order.id)
      .execute();
    expect(stored?.payment_intent_id).toBe(paymentIntentOf(order.session_id));
    // A payment the resort never sold tickets for is not ours.
    expect(await deliver("refund.created", { ...made, id: "re_elsewhere", payment_intent: "pi_someone_else" })).toBe(
      "ignored",
    );
  });

  it("cancels a night through Stripe: each order refunded there, the night's open checkouts expired", async () => {
    const date = "2026-12-30";
    const first = await buy(date);
    const second = await buy(date);
    const open = await server.postJson("/api/create-checkout-session", {
      items: [{ priceId: "ticket_christmas-adult", quantity: 1 }],
      customerEmail: "late@stripe-refunds.example",
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: "http://localhost:3000/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/events/christmas-lights?canceled=true",
      nightDate: date,
    });
    expect(open.status).toBe(200);
    const openSession = [...stripe.sessions.keys()].at(-1) ?? "";

    const response = await staffRequest(server, `/nights/christmas-lights/${date}/cancel`, {
      cookie: await freshSessionCookie(server, mia),
      body: { outcome: "refund", moveTo: "", note: "" },
    });
    expect(response.status).toBe(200);
    expect(nightCancelAnswer.parse(await response.json()).cancelled).toEqual({
      orders: 2,
      refundedCents: 3200,
      movedTo: null,
    });
    for (const { order } of [first, second]) {
      expect(await detail(order.id)).toMatchObject({
        status: "cancelled",
        refunds: [{ status: "succeeded", source: "cancellation", amountCents: 1600 }],
      });
      expect(
        refundRequests().filter((request) => request.form.payment_intent === order.payment_intent_id),
      ).toHaveLength(1);
    }
    expect(stripe.expired).toContain(openSession);
    expect(await refundMails(first.email)).toHaveLength(0);
  });
});
