import { sql } from "kysely";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ticketLinkPath } from "#server/box-office/tickets.ts";
import { mailsAboutOrder } from "#server/testing/orders.ts";
import { sessionObject, startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const SECRET = "whsec_test_secret_for_webhooks";
const sdk = new Stripe("sk_test_unused");

describe("POST /api/stripe-webhook", () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let eventCounter = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer({
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
      FRONT_DESK_EMAIL: "frontdesk@example.com",
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });
  beforeEach(() => {
    server.deps.clock.set(null);
    server.deps.limiter.reset();
  });

  /** A session created through our own endpoint, so the stand-in knows its line items. */
  async function openSession(): Promise<string> {
    server.deps.clock.set(new Date("2026-12-05T18:00:00Z"));
    const response = await server.postJson("/api/create-checkout-session", {
      items: [
        { priceId: "ticket_christmas-adult", quantity: 2 },
        { priceId: "ticket_christmas-season-pass", quantity: 1 },
      ],
      customerEmail: "buyer@example.com",
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: "http://localhost:3000/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/events/christmas-lights?canceled=true",
      nightDate: "2026-12-12",
    });
    expect(response.status).toBe(200);
    server.deps.clock.set(null);
    return [...stripe.sessions.keys()].at(-1) ?? "";
  }

  function completedEvent(sessionId: string, type = "checkout.session.completed", id = `evt_test_${++eventCounter}`) {
    return JSON.stringify({
      id,
      object: "event",
      type,
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: sessionObject(stripe, sessionId, null, "paid") },
    });
  }

  function deliver(body: string, header: string | null) {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (header !== null) headers["Stripe-Signature"] = header;
    return server.request("/api/stripe-webhook", { method: "POST", body, headers });
  }

  const signed = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp,
    });

  async function ordersFor(sessionId: string) {
    return server.deps.db.selectFrom("ticket_orders").selectAll().where("session_id", "=", sessionId).execute();
  }

  const mailsAbout = (sessionId: string) => mailsAboutOrder(server.deps.db, sessionId);

  it("records a paid checkout once, with Stripe's line items, and mails the buyer and the front desk", async () => {
    const sessionId = await openSession();
    const [adults, pass] = stripe.sessions.get(sessionId)?.lineItems ?? [];
    const body = completedEvent(sessionId);
    const response = await deliver(body, signed(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "recorded" });

    const [order, ...others] = await ordersFor(sessionId);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      mode: "stripe",
      event_id: "christmas-lights",
      event_name: "Christmas Lights Drive-Through",
      customer_email: "buyer@example.com",
      amount_total_cents: 4600,
      currency: "usd",
    });
    const lines = await server.deps.db
      .selectFrom("ticket_order_lines")
      .selectAll()
      .where("order_id", "=", order?.id ?? 0)
      .orderBy("id")
      .execute();
    expect(
      lines.map(({ price_id, ticket_id, label, quantity, unit_amount_cents, amount_total_cents }) => ({
        price_id,
        ticket_id,
        label,
        quantity,
        unit_amount_cents,
        amount_total_cents,
      })),
    ).toEqual([
      {
        price_id: adults?.price,
        ticket_id: "christmas-adult",
        label: "Adult",
        quantity: 2,
        unit_amount_cents: 800,
        amount_total_cents: 1600,
      },
      {
        price_id: pass?.price,
        ticket_id: "christmas-season-pass",
        label: "Season Pass",
        quantity: 1,
        unit_amount_cents: 3000,
        amount_total_cents: 3000,
      },
    ]);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v1/checkout/sessions/${sessionId}/line_items`,
    });

    const mails = await mailsAbout(sessionId);
    expect(mails.map((mail) => [mail.kind, mail.to_address]).sort()).toEqual([
      ["ticket-order-staff", "frontdesk@example.com"],
      ["ticket-receipt", "buyer@example.com"],
    ]);
    const receipt = mails.find((mail) => mail.kind === "ticket-receipt");
    expect(receipt?.subject).toBe("Your tickets: Christmas Lights Drive-Through");
    expect(receipt?.text_body).toContain("2 × Adult  $16.00");
    expect(receipt?.text_body).toContain("Total paid: $46.00");

    const summary = await server.request(`/api/orders/${sessionId}`);
    expect(await summary.json()).toEqual({
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      lines: [
        { label: "Adult", quantity: 2, amountTotalCents: 1600 },
        { label: "Season Pass", quantity: 1, amountTotalCents: 3000 },
      ],
      amountTotalCents: 4600,
      currency: "usd",
      ticketsPath: ticketLinkPath(server.env.APP_SECRET, order?.reference ?? ""),
    });
    // A pass is one ticket; each person on the night is one.
    const tickets = server.deps.db
      .selectFrom("tickets")
      .select("night_date")
      .where("order_id", "=", order?.id ?? 0);
    expect(await tickets.orderBy("id").execute()).toEqual([
      { night_date: "2026-12-12" },
      { night_date: "2026-12-12" },
      { night_date: null },
    ]);
  });

  it("records a payment a promotion code lowered as Stripe charged it, each ticket keeping its share", async () => {
    const sessionId = await openSession();
    const [adults] = stripe.sessions.get(sessionId)?.lineItems ?? [];
    if (adults) adults.discount = 160;
    const body = completedEvent(sessionId);
    expect(await (await deliver(body, signed(body))).json()).toEqual({ received: true, outcome: "recorded" });
    const [order] = await ordersFor(sessionId);
    expect(order?.amount_total_cents).toBe(4440);
    const tickets = await server.deps.db
      .selectFrom("tickets")
      .select("price_cents")
      .where("order_id", "=", order?.id ?? 0)
      .orderBy("id")
      .execute();
    expect(tickets.map((ticket) => ticket.price_cents)).toEqual([720, 720, 3000]);
  });

  it("records no order, and says so, when what Stripe charged is not what the checkout priced", async () => {
    const cheaper = await openSession();
    const [adults] = stripe.sessions.get(cheaper)?.lineItems ?? [];
    if (adults) adults.unitAmount = 1;
    const body = completedEvent(cheaper);
    expect(await (await deliver(body, signed(body))).json()).toEqual({ received: true, outcome: "amounts-differ" });
    expect(await ordersFor(cheaper)).toEqual([]);
    expect(await mailsAbout(cheaper)).toEqual([]);

    const fewer = await openSession();
    const [, pass] = stripe.sessions.get(fewer)?.lineItems ?? [];
    if (pass) pass.quantity = 0;
    const second = completedEvent(fewer);
    expect((await (await deliver(second, signed(second))).json()).outcome).toBe("amounts-differ");
    expect(await ordersFor(fewer)).toEqual([]);

    const retold = await openSession();
    const event = JSON.parse(completedEvent(retold));
    event.data.object.metadata.line1 = "christmas-adult 2 1";
    const third = JSON.stringify(event);
    expect((await (await deliver(third, signed(third))).json()).outcome).toBe("amounts-differ");
    expect(await ordersFor(retold)).toEqual([]);

    // A session for the event that names no priced lines was not opened by this checkout.
    const unpriced = await openSession();
    const bare = JSON.parse(completedEvent(unpriced));
    bare.data.object.metadata = { eventId: "christmas-lights", nightDate: "2026-12-12" };
    const fourth = JSON.stringify(bare);
    expect((await (await deliver(fourth, signed(fourth))).json()).outcome).toBe("amounts-differ");
    expect(await ordersFor(unpriced)).toEqual([]);
  });

  it("keeps the name the buyer paid under, for the door's search", async () => {
    const sessionId = await openSession();
    const event = JSON.parse(completedEvent(sessionId));
    event.data.object.customer_details = { email: "buyer@example.com", name: "Holly Berry" };
    const named = JSON.stringify(event);
    expect((await (await deliver(named, signed(named))).json()).outcome).toBe("recorded");
    expect(await ordersFor(sessionId)).toMatchObject([
      { customer_email: "buyer@example.com", customer_name: "Holly Berry" },
    ]);

    const unnamed = await openSession();
    const body = completedEvent(unnamed);
    expect((await (await deliver(body, signed(body))).json()).outcome).toBe("recorded");
    expect(await ordersFor(unnamed)).toMatchObject([{ customer_name: null }]);
  });

  it("changes nothing when the same event is replayed or another event reports the same session", async () => {
    const sessionId = await openSession();
    const body = completedEvent(sessionId);
    expect((await (await deliver(body, signed(body))).json()).outcome).toBe("recorded");
    expect((await (await deliver(body, signed(body))).json()).outcome).toBe("duplicate");
    const second = completedEvent(sessionId);
    expect((await (await deliver(second, signed(second))).json()).outcome).toBe("duplicate");
    expect(await ordersFor(sessionId)).toHaveLength(1);
    expect(await mailsAbout(sessionId)).toHaveLength(2);
  });

  it("records one order and queues one receipt when Stripe delivers the same payment several times at once", async () => {
    const sessionId = await openSession();
    const body = completedEvent(sessionId);
    const other = completedEvent(sessionId, "checkout.session.async_payment_succeeded");
    const responses = await Promise.all([
      deliver(body, signed(body)),
      deliver(body, signed(body)),
      deliver(other, signed(other)),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const outcomes = await Promise.all(responses.map(async (response) => (await response.json()).outcome));
    expect(outcomes.sort()).toEqual(["duplicate", "duplicate", "recorded"]);
    expect(await ordersFor(sessionId)).toHaveLength(1);
    expect((await mailsAbout(sessionId)).map((mail) => mail.kind).sort()).toEqual([
      "ticket-order-staff",
      "ticket-receipt",
    ]);
  });

  it("neither loses nor repeats the receipt when queueing the mails fails and Stripe retries", async () => {
    const sessionId = await openSession();
    const body = completedEvent(sessionId);
    // The receipt is written, then the front desk's copy fails (a full disk, a crash in between).
    await sql`create trigger staff_copy_refused before insert on outbox when new.kind = 'ticket-order-staff'
      begin select raise(abort, 'disk I/O error'); end`.execute(server.deps.db);
    try {
      expect((await deliver(body, signed(body))).status).toBe(500);
    } finally {
      await sql`drop trigger staff_copy_refused`.execute(server.deps.db);
    }
    const retry = await deliver(body, signed(body));
    expect(retry.status).toBe(200);
    expect(await ordersFor(sessionId)).toHaveLength(1);
    expect((await mailsAbout(sessionId)).map((mail) => mail.kind).sort()).toEqual([
      "ticket-order-staff",
      "ticket-receipt",
    ]);
  });

  it("rejects a signature made with another secret, and changes nothing", async () => {
    const sessionId = await openSession();
    const body = completedEvent(sessionId);
    const response = await deliver(body, signed(body, { secret: "whsec_someone_else" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid Stripe signature." });
    expect(await ordersFor(sessionId)).toEqual([]);
  });

  it("rejects a stale signature (replay outside Stripe's five-minute tolerance)", async () => {
    const sessionId = await openSession();
    const body = completedEvent(sessionId);
    const response = await deliver(body, signed(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(response.status).toBe(400);
    expect(await ordersFor(sessionId)).toEqual([]);
  });

  it("rejects a missing signature and a body altered after signing", async () => {
    const sessionId = await openSession();
    const body = completedEvent(sessionId);
    expect((await deliver(body, null)).status).toBe(400);
    const altered = body.replace('"amount_total":4600', '"amount_total":1');
    expect((await deliver(altered, signed(body))).status).toBe(400);
    expect(await ordersFor(sessionId)).toEqual([]);
  });

  it("acknowledges and ignores unknown event types", async () => {
    const sessionId = await openSession();
    const body = completedEvent(sessionId, "customer.created");
    const response = await deliver(body, signed(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await ordersFor(sessionId)).toEqual([]);
  });

  it("waits for the money: an unpaid completion (delayed payment method) records nothing until it succeeds", async () => {
    const sessionId = await openSession();
    const unpaid = JSON.parse(completedEvent(sessionId));
    unpaid.data.object.payment_status = "unpaid";
    const unpaidBody = JSON.stringify(unpaid);
    expect(await (await deliver(unpaidBody, signed(unpaidBody))).json()).toEqual({ received: true, outcome: "unpaid" });
    expect(await ordersFor(sessionId)).toEqual([]);
    const succeeded = completedEvent(sessionId, "checkout.session.async_payment_succeeded");
    expect(await (await deliver(succeeded, signed(succeeded))).json()).toEqual({ received: true, outcome: "recorded" });
    expect(await ordersFor(sessionId)).toHaveLength(1);
  });

  it("ignores checkout sessions the site did not create", async () => {
    const sessionId = await openSession();
    const foreign = JSON.parse(completedEvent(sessionId));
    foreign.data.object.metadata = {};
    const body = JSON.stringify(foreign);
    expect(await (await deliver(body, signed(body))).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await ordersFor(sessionId)).toEqual([]);
  });

  it("reads bodies beyond the 16 KB JSON limit of other endpoints, up to its own limit", async () => {
    const sessionId = await openSession();
    const padded = JSON.stringify({ ...JSON.parse(completedEvent(sessionId)), padding: "x".repeat(40_000) });
    const response = await deliver(padded, signed(padded));
    expect(response.status).toBe(200);
    const huge = JSON.stringify({ padding: "x".repeat(300_000) });
    expect((await deliver(huge, signed(huge))).status).toBe(413);
  });

  const holdOf = (sessionId: string) =>
    server.deps.db
      .selectFrom("ticket_holds")
      .selectAll()
      .where("checkout_id", "=", sessionId)
      .executeTakeFirstOrThrow();

  it("holds the session's places on its night, sells them when paid and remembers the night on the order", async () => {
    const sessionId = await openSession();
    // Two adults on the night; the season pass in the same order is tied to none.
    expect(await holdOf(sessionId)).toMatchObject({ night_date: "2026-12-12", people: 2, status: "held" });
    const body = completedEvent(sessionId);
    expect(await (await deliver(body, signed(body))).json()).toEqual({ received: true, outcome: "recorded" });
    expect((await holdOf(sessionId)).status).toBe("sold");
    expect((await ordersFor(sessionId))[0]?.night_date).toBe("2026-12-12");
  });

  it("gives back the places of a session Stripe reports expired, and only once", async () => {
    const sessionId = await openSession();
    const expired = completedEvent(sessionId, "checkout.session.expired");
    expect(await (await deliver(expired, signed(expired))).json()).toEqual({ received: true, outcome: "released" });
    expect((await holdOf(sessionId)).status).toBe("released");
    expect(await ordersFor(sessionId)).toEqual([]);

    // An expiry reported for a session already paid leaves its places sold.
    const paid = await openSession();
    const completed = completedEvent(paid);
    await deliver(completed, signed(completed));
    const late = completedEvent(paid, "checkout.session.expired");
    await deliver(late, signed(late));
    expect((await holdOf(paid)).status).toBe("sold");
  });
});
