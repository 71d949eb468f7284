import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_TICKETS_PER_TYPE, checkoutRefusals, placesCapMessage } from "#domain/tickets.ts";
import { startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const ORIGIN = "http://localhost:3000";

function payload(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { priceId: "ticket_christmas-adult", quantity: 2 },
      { priceId: "ticket_christmas-child", quantity: 3 },
    ],
    customerEmail: "  Buyer@Example.com ",
    eventId: "christmas-lights",
    eventName: "Christmas Lights Drive-Through",
    successUrl: `${ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ORIGIN}/events/christmas-lights?canceled=true`,
    nightDate: "2026-12-12",
    ...overrides,
  };
}

describe("POST /api/create-checkout-session with Stripe", () => {
  let stripe: StripeStandIn;
  let server: TestServer;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer({ STRIPE_SECRET_KEY: "sk_test_standin", STRIPE_API_URL: stripe.url });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });
  beforeEach(() => {
    server.deps.clock.set(IN_SEASON);
    server.deps.limiter.reset();
    stripe.requests.length = 0;
  });

  const post = (body: unknown) => server.postJson("/api/create-checkout-session", body);

  it("creates a payment-mode Checkout Session charging the published prices and answers its url", async () => {
    const response = await post(payload());
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin/);

    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.authorization).toBe("Bearer sk_test_standin");
    expect(request?.form).toEqual({
      mode: "payment",
      customer_email: "buyer@example.com",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "800",
      "line_items[0][price_data][product_data][name]": "Christmas Lights Drive-Through: Adult",
      "line_items[0][quantity]": "2",
      "line_items[1][price_data][currency]": "usd",
      "line_items[1][price_data][unit_amount]": "500",
      "line_items[1][price_data][product_data][name]": "Christmas Lights Drive-Through: Child",
      "line_items[1][quantity]": "3",
      allow_promotion_codes: "true",
      success_url: `${ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
      // Ours: coming back through it gives the places back (server/api/checkout-holds.ts), then the page's.
      cancel_url: expect.stringMatching(
        /^http:\/\/localhost:3000\/api\/checkout-canceled\/\d+\.[\w-]{43}\?to=http%3A%2F%2Flocalhost%3A3000%2Fevents%2Fchristmas-lights%3Fcanceled%3Dtrue$/,
      ),
      // The session closes when the places it holds are given back: 30 minutes from now.
      expires_at: String(Date.parse("2026-12-05T18:30:00Z") / 1000),
      "metadata[eventId]": "christmas-lights",
      "metadata[nightDate]": "2026-12-12",
      // What each line was priced at, which the webhook checks Stripe's charge against.
      "metadata[line1]": "christmas-adult 2 800",
      "metadata[line2]": "christmas-child 3 500",
    });
  });

  it("gives the browser each ticket type with the id its checkout names it by, none needing a Stripe price", async () => {
    const response = await server.request("/api/events/christmas-lights/tickets");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      eventId: "christmas-lights",
      mode: "stripe",
      tickets: [
        {
          id: "christmas-adult",
          label: "Adult",
          priceCents: 800,
          description: "Ages 13 and up, one night",
          priceId: "ticket_christmas-adult",
          perNight: true,
        },
        {
          id: "christmas-child",
          label: "Child",
          priceCents: 500,
          description: "Ages 3 to 12, one night",
          priceId: "ticket_christmas-child",
          perNight: true,
        },
        {
          id: "christmas-season-pass",
          label: "Season Pass",
          priceCents: 3000,
          description: "Unlimited nights all season for one car",
          priceId: "ticket_christmas-season-pass",
          perNight: false,
        },
      ],
    });
    expect((await server.request("/api/events/haunted-harvest/tickets")).status).toBe(404);
  });

  it("refuses a price id of another event, or one that is not ours", async () => {
    for (const priceId of ["ticket_haunted-forest-adult", "price_made_up", "test_price_christmas-adult"]) {
      const response = await post(payload({ items: [{ priceId, quantity: 1 }] }));
      expect(response.status, priceId).toBe(400);
      expect(await response.json()).toEqual({
        error: checkoutRefusals.foreignPrice,
        fields: { "items.0.priceId": checkoutRefusals.foreignPrice },
      });
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it("refuses the same ticket type twice", async () => {
    const response = await post(
      payload({
        items: [
          { priceId: "ticket_christmas-adult", quantity: 1 },
          { priceId: "ticket_christmas-adult", quantity: 1 },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ "items.1.priceId": checkoutRefusals.duplicatePrice });
  });

  it("refuses amounts or other fields sent by the browser", async () => {
    const tampered = [
      payload({ amount: 1 }),
      payload({ items: [{ priceId: "ticket_christmas-adult", quantity: 1, unitAmount: 1 }] }),
      payload({ items: [{ priceId: "ticket_christmas-adult", quantity: 1, price_data: { unit_amount: 1 } }] }),
    ];
    for (const body of tampered) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(Object.values((await response.json()).fields)).toContain("Unknown field.");
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it("refuses zero, negative, fractional, huge and non-numeric quantities", async () => {
    for (const quantity of [0, -1, 1.5, MAX_TICKETS_PER_TYPE + 1, 1e9, "2", null]) {
      const response = await post(payload({ items: [{ priceId: "ticket_christmas-adult", quantity }] }));
      expect(response.status, String(quantity)).toBe(400);
      expect(Object.keys((await response.json()).fields)).toEqual(["items.0.quantity"]);
    }
    // The schema takes up to MAX_TICKETS_PER_TYPE of a type; places on one night stop at one buyer's cap.
    const most = await post(
      payload({ items: [{ priceId: "ticket_christmas-adult", quantity: MAX_TICKETS_PER_TYPE }] }),
    );
    expect(most.status).toBe(409);
    expect(await most.json()).toEqual({ error: placesCapMessage(0) });
  });

  it("refuses an empty order and a bad email", async () => {
    const empty = await post(payload({ items: [] }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toEqual({ items: "Please select at least one ticket to continue." });
    for (const customerEmail of ["", "not-an-email", "a@b"]) {
      const response = await post(payload({ customerEmail }));
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({ customerEmail: "Please enter a valid email address." });
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it("refuses return URLs off our origin", async () => {
    const foreign = [
      { successUrl: "https://evil.example/steal?success=true" },
      { cancelUrl: "https://evil.example/" },
      { successUrl: "http://localhost:3000.evil.example/x" },
      { cancelUrl: "javascript:alert(1)" },
      { successUrl: "http://localhost:4000/events/christmas-lights" },
    ];
    for (const override of foreign) {
      const response = await post(payload(override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(Object.keys((await response.json()).fields)).toEqual(Object.keys(override));
    }
    expect(stripe.requests).toHaveLength(0);
    const foreignSuccess = await post(payload({ successUrl: "https://evil.example/" }));
    expect(await foreignSuccess.json()).toEqual({
      error: checkoutRefusals.foreignReturnUrl,
      fields: { successUrl: checkoutRefusals.foreignReturnUrl },
    });
    const loopback = await post(payload({ successUrl: "http://127.0.0.1:3000/events/christmas-lights?success=true" }));
    expect(loopback.status).toBe(200);
  });

  it("refuses return URLs on our origin whose path would lead off it", async () => {
    const offSite = [
      `${ORIGIN}//evil.example/`,
      `${ORIGIN}///evil.example/`,
      `${ORIGIN}/%2Fevil.example/`,
      `${ORIGIN}/%2f%2fevil.example/`,
      `${ORIGIN}/%5Cevil.example/`,
      `${ORIGIN}/%5C/evil.example/`,
      `${ORIGIN}/\\evil.example/`,
      `${ORIGIN}/events//evil.example/`,
      `${ORIGIN}/%09/evil.example/`,
      `${ORIGIN}/%E0%A4%A/`,
    ];
    for (const url of offSite) {
      for (const key of ["successUrl", "cancelUrl"] as const) {
        const response = await post(payload({ [key]: url }));
        expect(response.status, `${key} ${url}`).toBe(400);
        expect(await response.json()).toEqual({
          error: checkoutRefusals.foreignReturnUrl,
          fields: { [key]: checkoutRefusals.foreignReturnUrl },
        });
      }
      server.deps.limiter.reset();
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it("refuses an event that has ended, an event without tickets, and an unknown event", async () => {
    const ended = await post(
      payload({ eventId: "fall-fest-2025", items: [{ priceId: "ticket_haunted-forest-adult", quantity: 1 }] }),
    );
    expect(ended.status).toBe(409);
    expect(await ended.json()).toEqual({ error: checkoutRefusals.ended });

    for (const eventId of ["haunted-harvest", "no-such-event"]) {
      const response = await post(payload({ eventId }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: checkoutRefusals.unknownEvent });
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it("sold the fall festival while it ran, on the resort's calendar", async () => {
    const fest = payload({
      eventId: "fall-fest-2025",
      items: [{ priceId: "ticket_haunted-forest-adult", quantity: 1 }],
      nightDate: "2025-10-31",
      acceptTerms: true,
    });
    server.deps.clock.set(new Date("2025-11-01T04:30:00Z")); // 11:30 PM on October 31 in Alabama
    expect((await post(fest)).status).toBe(200);
    // The moment the buyer accepted the Haunted Forest's terms travels with the session, back to the order.
    expect(stripe.requests.at(-1)?.form["metadata[termsAcceptedAt]"]).toBe("2025-11-01T04:30:00.000Z");
    server.deps.clock.set(new Date("2025-11-01T05:30:00Z")); // 12:30 AM on November 1
    expect((await post(fest)).status).toBe(409);
  });

  it("answers 502 with the checkout's message when Stripe fails or returns no url", async () => {
    stripe.failNext = "error";
    const failed = await post(payload());
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: "Failed to create checkout session" });

    stripe.failNext = "no-url";
    const noUrl = await post(payload());
    expect(noUrl.status).toBe(502);
    expect(await noUrl.json()).toEqual({ error: "No checkout URL returned" });
  });

  it("rate-limits checkout attempts per client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await server.postJson("/api/create-checkout-session", payload({ items: [] }), { ip: "198.51.100.9" })).status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("checkout configuration", () => {
  it("is never offered in production: no Stripe key there means no ticket sales", async () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://www.resort.example",
      APP_SECRET: "p".repeat(32),
      GATE_CODE: "1234",
      SMTP_URL: "smtp://127.0.0.1:9",
      TEST_HOOKS: "0",
      TEST_CHECKOUT: "1",
    };
    const off = await startTestServer(production, { transport: null });
    try {
      off.deps.clock.set(IN_SEASON);
      const catalog = await (await off.request("/api/events/christmas-lights/tickets")).json();
      expect(catalog.mode).toBe("off");
      expect(catalog.tickets.map((ticket: { priceId: unknown }) => ticket.priceId)).toEqual([null, null, null]);
      const response = await off.postJson(
        "/api/create-checkout-session",
        payload({ items: [{ priceId: "test_price_christmas-adult", quantity: 1 }] }),
      );
      expect(response.status).toBe(503);
      expect((await off.request("/api/test-checkout/cs_test_local_abcdefgh")).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
