import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ResortEventFacts } from "#domain/content/schemas.ts";
import { contentDocumentAnswer, contentMessages } from "#domain/staff/content-schemas.ts";
import { orderAnswer } from "#domain/staff/order-schemas.ts";
import { ticketCatalogSchema } from "#domain/tickets-schema.ts";
import { buyTickets, christmasTickets, orderOfCheckout } from "#server/testing/orders.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { signedEvent, startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

/** Saturday 5 December 2026, noon in Gadsden: a night of the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const NIGHT = "2026-12-12";
const LIGHTS = "event:christmas-lights";
const WEBHOOK_SECRET = "whsec_test_secret_for_prices";
/** The adult ticket's price in the content folder, which the database starts with. */
const SEEDED_ADULT_CENTS = 800;

/** What a manager does in the console: the published Christmas Lights with the adult ticket at `price`, saved and published. */
async function publishAdultPrice(server: TestServer, manager: StaffClient, price: unknown): Promise<Response> {
  const cookie = await freshSessionCookie(server, manager);
  const current = contentDocumentAnswer.parse(
    await (await staffRequest(server, `/content/${LIGHTS}`, { cookie })).json(),
  );
  const event = current.published as ResortEventFacts;
  const draft = {
    ...event,
    tickets: event.tickets?.map((ticket) =>
      ticket.id === "christmas-adult" ? { ...ticket, priceCents: price } : ticket,
    ),
  };
  const saved = await staffRequest(server, `/content/${LIGHTS}/draft`, {
    cookie,
    method: "PUT",
    body: { revision: current.revision, draft },
  });
  expect(saved.status).toBe(200);
  const { revision } = contentDocumentAnswer.parse(await saved.json());
  return staffRequest(server, `/content/${LIGHTS}/publish`, { cookie, body: { revision } });
}

/** The helpers both checkouts' suites read the site through. */
function staffConsole(server: () => TestServer, manager: () => StaffClient) {
  const publish = async (price: number) =>
    expect((await publishAdultPrice(server(), manager(), price)).status).toBe(200);
  const catalogAdultCents = async () => {
    const catalog = ticketCatalogSchema.parse(
      await (await server().request("/api/events/christmas-lights/tickets")).json(),
    );
    return catalog.tickets.find((ticket) => ticket.id === "christmas-adult")?.priceCents;
  };
  const orderView = async (orderId: number) => {
    const cookie = await freshSessionCookie(server(), manager());
    return orderAnswer.parse(await (await staffRequest(server(), `/orders/${orderId}`, { cookie })).json()).order;
  };
  /** The receipt the console sends again, drawn from the order as stored. */
  const resentReceipt = async (orderId: number, email: string) => {
    const cookie = await freshSessionCookie(server(), manager());
    expect((await staffRequest(server(), `/orders/${orderId}/resend-receipt`, { cookie, body: {} })).status).toBe(200);
    const mail = await server()
      .deps.db.selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "ticket-receipt")
      .where("to_address", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return mail.text_body;
  };
  /** Two adults paid for at the seeded price, a price change, and another two: what each order keeps. */
  const expectKeptAtOldPrice = async (before: { id: number }, email: string) => {
    const view = await orderView(before.id);
    expect(view).toMatchObject({
      amountCents: 2 * SEEDED_ADULT_CENTS,
      lines: [
        { label: "Adult", quantity: 2, unitAmountCents: SEEDED_ADULT_CENTS, amountCents: 2 * SEEDED_ADULT_CENTS },
      ],
      refundableCents: 2 * SEEDED_ADULT_CENTS,
    });
    expect(view.tickets.map((ticket) => ticket.priceCents)).toEqual([SEEDED_ADULT_CENTS, SEEDED_ADULT_CENTS]);
    const receipt = await resentReceipt(before.id, email);
    expect(receipt).toContain("2 × Adult  $16.00");
    expect(receipt).toContain("Total paid: $16.00");
  };
  return { publish, catalogAdultCents, orderView, expectKeptAtOldPrice };
}

describe.each(testDatabases())("a price published in the console, at the test checkout, on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  const site = staffConsole(
    () => server,
    () => manager,
  );
  let buyers = 0;
  const buy = (quantity: number) => {
    buyers += 1;
    const email = `buyer${buyers}@prices.example`;
    return buyTickets(server, { email, items: [christmasTickets.adult(quantity)], nightDate: NIGHT }).then(
      (bought) => ({ ...bought, email }),
    );
  };

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_prices");
    server.deps.clock.set(IN_SEASON);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  afterAll(() => server?.close());
  beforeEach(() => server.deps.clock.set(IN_SEASON));

  it("is what the next checkout charges; an order paid before keeps its amounts, receipt and refunds", async () => {
    const before = await buy(2);
    expect(before.order.amount_total_cents).toBe(2 * SEEDED_ADULT_CENTS);

    await site.publish(1250);
    expect(await site.catalogAdultCents()).toBe(1250);
    const after = await buy(2);
    expect(after.order.amount_total_cents).toBe(2500);
    expect(await site.orderView(after.order.id)).toMatchObject({
      amountCents: 2500,
      lines: [{ label: "Adult", quantity: 2, unitAmountCents: 1250, amountCents: 2500 }],
    });

    await site.expectKeptAtOldPrice(before.order, before.email);
    const cookie = await freshSessionCookie(server, manager);
    const refunded = await staffRequest(server, `/orders/${before.order.id}/refunds`, {
      cookie,
      body: { tickets: [before.codes[0]], amount: "", reason: "" },
    });
    expect(refunded.status).toBe(200);
    expect(orderAnswer.parse(await refunded.json()).order).toMatchObject({
      refundedCents: SEEDED_ADULT_CENTS,
      refundableCents: SEEDED_ADULT_CENTS,
    });
  });

  it("charges a checkout opened before a price change what it was opened at", async () => {
    await site.publish(1300);
    const opened = await server.postJson("/api/create-checkout-session", {
      items: [christmasTickets.adult(2)],
      customerEmail: "opened-before@prices.example",
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?canceled=true`,
      nightDate: NIGHT,
    });
    expect(opened.status).toBe(200);
    const path = new URL(((await opened.json()) as { url: string }).url).pathname;

    await site.publish(1400);
    expect(await (await server.request(path)).text()).toContain("$26.00");
    expect((await server.request(`${path}/complete`, { method: "POST", redirect: "manual" })).status).toBe(303);
    const { order } = await orderOfCheckout(server, path.split("/").at(-1) ?? "");
    expect(order.amount_total_cents).toBe(2600);
  });

  it("refuses to publish a negative, fractional, written-out, zero or unchargeable price; checkouts keep the last one", async () => {
    await site.publish(1100);
    for (const price of [-100, 12.5, "1100", 0, 100_000_000]) {
      const refused = await publishAdultPrice(server, manager, price);
      expect(refused.status, String(price)).toBe(409);
      expect(await refused.json()).toEqual({
        error: contentMessages.invalid,
        fields: { "tickets[0].priceCents": expect.any(String) as string },
      });
    }
    expect(await site.catalogAdultCents()).toBe(1100);
    expect((await buy(1)).order.amount_total_cents).toBe(1100);
  });
});

describe.each(testDatabases())("a price published in the console, at Stripe's checkout, on $name", ({ url }) => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let manager: StaffClient;
  const site = staffConsole(
    () => server,
    () => manager,
  );
  let buyers = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServerOn(url, "resort_stripe_prices", {
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    server.deps.clock.set(IN_SEASON);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });
  beforeEach(() => server.deps.clock.set(IN_SEASON));

  /** Opens Stripe's checkout for `adults` on the night; answers the session and the unit amount Stripe was asked to charge. */
  const open = async (adults: number) => {
    buyers += 1;
    const email = `buyer${buyers}@stripe-prices.example`;
    const response = await server.postJson("/api/create-checkout-session", {
      items: [{ priceId: "ticket_christmas-adult", quantity: adults }],
      customerEmail: email,
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?canceled=true`,
      nightDate: NIGHT,
    });
    expect(response.status).toBe(200);
    const sessionId = [...stripe.sessions.keys()].at(-1) ?? "";
    const form = stripe.sessions.get(sessionId)?.form ?? {};
    return { sessionId, email, unitAmount: form["line_items[0][price_data][unit_amount]"] };
  };
  /** The buyer pays and Stripe reports it to the webhook; answers the order recorded. */
  const pay = async (sessionId: string) => {
    const { body, signature } = signedEvent(
      WEBHOOK_SECRET,
      "checkout.session.completed",
      stripe.pay(sessionId),
      server.deps.clock.now(),
    );
    const response = await server.request("/api/stripe-webhook", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
    expect(await response.json()).toEqual({ received: true, outcome: "recorded" });
    return (await orderOfCheckout(server, sessionId)).order;
  };

  it("is what Stripe is asked to charge next; an order paid before keeps its amounts and receipt", async () => {
    const early = await open(2);
    expect(early.unitAmount).toBe(String(SEEDED_ADULT_CENTS));
    const before = await pay(early.sessionId);
    expect(before.amount_total_cents).toBe(2 * SEEDED_ADULT_CENTS);

    await site.publish(1250);
    expect(await site.catalogAdultCents()).toBe(1250);
    const late = await open(2);
    expect(late.unitAmount).toBe("1250");
    const after = await pay(late.sessionId);
    expect(after.amount_total_cents).toBe(2500);
    expect(await site.orderView(after.id)).toMatchObject({
      amountCents: 2500,
      lines: [{ label: "Adult", quantity: 2, unitAmountCents: 1250, amountCents: 2500 }],
    });

    await site.expectKeptAtOldPrice(before, early.email);
  });

  it("records a session paid after a price change at what Stripe charged for it", async () => {
    await site.publish(1300);
    const opened = await open(2);
    await site.publish(1500);
    const order = await pay(opened.sessionId);
    expect(order.amount_total_cents).toBe(2600);
    expect((await site.orderView(order.id)).lines).toEqual([
      { label: "Adult", quantity: 2, unitAmountCents: 1300, amountCents: 2600 },
    ]);
  });
});
