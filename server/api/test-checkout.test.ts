import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailsAboutOrder } from "#server/testing/orders.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const ORIGIN = "http://localhost:3000";

describe("the built-in test checkout (no Stripe key)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ FRONT_DESK_EMAIL: "frontdesk@example.com" });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.deps.clock.set(new Date("2026-12-05T18:00:00Z"));
    server.deps.limiter.reset();
  });

  async function openCheckout(email = "guest@example.com"): Promise<{ id: string; path: string }> {
    const response = await server.postJson("/api/create-checkout-session", {
      items: [
        { priceId: "test_price_christmas-adult", quantity: 2 },
        { priceId: "test_price_christmas-child", quantity: 1 },
      ],
      customerEmail: email,
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: `${ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ORIGIN}/events/christmas-lights?canceled=true`,
      nightDate: "2026-12-12",
    });
    expect(response.status).toBe(200);
    const url = new URL(((await response.json()) as { url: string }).url);
    expect(url.origin).toBe(ORIGIN);
    const id = url.pathname.split("/").at(-1) ?? "";
    expect(id).toMatch(/^cs_test_local_[A-Za-z0-9_-]{32}$/);
    return { id, path: url.pathname };
  }

  const post = (path: string) => server.request(path, { method: "POST", redirect: "manual" });
  const orders = () => server.deps.db.selectFrom("ticket_orders").selectAll().execute();

  it("offers deterministic test price ids when none are configured", async () => {
    const catalog = await (await server.request("/api/events/christmas-lights/tickets")).json();
    expect(catalog.mode).toBe("test");
    expect(catalog.tickets.map((ticket: { priceId: string }) => ticket.priceId)).toEqual([
      "test_price_christmas-adult",
      "test_price_christmas-child",
      "test_price_christmas-season-pass",
    ]);
  });

  it("shows a page clearly marked as charging nothing, with the order and a strict policy", async () => {
    const { path } = await openCheckout("o'brien+<tag>@example.com".replace("<tag>", "tag"));
    const response = await server.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'/);
    expect(csp).not.toContain("script-src");
    const html = await response.text();
    expect(html).toContain("Test mode — no charge");
    expect(html).toContain("Christmas Lights Drive-Through");
    expect(html).toMatch(/<td>Adult<\/td><td>2<\/td><td class="amount">\$16\.00<\/td>/);
    expect(html).toMatch(/<td>Child<\/td><td>1<\/td><td class="amount">\$5\.00<\/td>/);
    expect(html).toContain("$21.00");
    expect(html).toContain("o&#39;brien+tag@example.com");
    expect(html).not.toContain("<script");
  });

  it("completes through the webhook's code path: the order once, two mails, back to the success URL", async () => {
    const { id, path } = await openCheckout();
    const before = (await orders()).length;
    const completed = await post(`${path}/complete`);
    expect(completed.status).toBe(303);
    expect(completed.headers.get("location")).toBe(`${ORIGIN}/events/christmas-lights?success=true&session_id=${id}`);

    const again = await post(`${path}/complete`);
    expect(again.headers.get("location")).toBe(completed.headers.get("location"));
    const recorded = (await orders()).filter((order) => order.session_id === id);
    expect((await orders()).length).toBe(before + 1);
    expect(recorded[0]).toMatchObject({
      mode: "test",
      stripe_event_id: null,
      amount_total_cents: 2100,
      customer_email: "guest@example.com",
    });
    const mails = await mailsAboutOrder(server.deps.db, id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["ticket-order-staff", "ticket-receipt"]);
    expect(mails.every((mail) => mail.text_body.includes("Test mode: no card was charged."))).toBe(true);

    const summary = await server.request(`/api/orders/${id}`);
    expect((await summary.json()).lines).toEqual([
      { label: "Adult", quantity: 2, amountTotalCents: 1600 },
      { label: "Child", quantity: 1, amountTotalCents: 500 },
    ]);
    expect(await (await server.request(path)).text()).toContain("This order is complete.");
  });

  it("cancels without recording anything, and a canceled checkout cannot be completed", async () => {
    const { id, path } = await openCheckout();
    const canceled = await post(`${path}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe(`${ORIGIN}/events/christmas-lights?canceled=true`);
    const late = await post(`${path}/complete`);
    expect(late.headers.get("location")).toBe(`${ORIGIN}/events/christmas-lights?canceled=true`);
    expect((await orders()).filter((order) => order.session_id === id)).toEqual([]);
    expect((await server.request(`/api/orders/${id}`)).status).toBe(404);
  });

  it("lets an open checkout expire after 30 minutes, as the places it holds are given back", async () => {
    const { id, path } = await openCheckout();
    server.deps.clock.set(new Date("2026-12-05T18:29:59Z"));
    expect(await (await server.request(path)).text()).not.toContain("This checkout has expired.");
    server.deps.clock.set(new Date("2026-12-05T18:30:00Z"));
    expect(await (await server.request(path)).text()).toContain("This checkout has expired.");
    expect((await post(`${path}/complete`)).headers.get("location")).toBe(
      `${ORIGIN}/events/christmas-lights?canceled=true`,
    );
    expect((await orders()).filter((order) => order.session_id === id)).toEqual([]);
  });

  it("answers 404 for an unknown checkout", async () => {
    expect((await server.request("/api/test-checkout/cs_test_local_nope")).status).toBe(404);
    expect((await post("/api/test-checkout/cs_test_local_nope/complete")).status).toBe(404);
  });
});

describe("an event whose tickets need its terms accepted (the Haunted Forest)", () => {
  let server: TestServer;
  const TERMS = "Please accept the Haunted Forest terms to continue.";

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    // Friday 3 October 2025, noon in Gadsden: the festival's first night.
    server.deps.clock.set(new Date("2025-10-03T17:00:00Z"));
    server.deps.limiter.reset();
  });

  const order = (ticketId: string, extra: Record<string, unknown> = {}) => ({
    items: [{ priceId: `test_price_${ticketId}`, quantity: 2 }],
    customerEmail: "brave@example.com",
    eventId: "fall-fest-2025",
    eventName: "Fall Fest & Haunted Forest 2025",
    successUrl: `${ORIGIN}/events/fall-fest-2025?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ORIGIN}/events/fall-fest-2025?canceled=true`,
    ...extra,
  });

  it("refuses a Haunted Forest ticket until the terms are accepted, and keeps the moment they were", async () => {
    const refused = await server.postJson(
      "/api/create-checkout-session",
      order("haunted-forest-adult", { nightDate: "2025-10-04" }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: TERMS, fields: { acceptTerms: TERMS } });
    const notTrue = await server.postJson(
      "/api/create-checkout-session",
      order("haunted-forest-adult", { nightDate: "2025-10-04", acceptTerms: false }),
    );
    expect(notTrue.status).toBe(400);

    const accepted = await server.postJson(
      "/api/create-checkout-session",
      order("haunted-forest-adult", { nightDate: "2025-10-04", acceptTerms: true }),
    );
    expect(accepted.status).toBe(200);
    const path = new URL(((await accepted.json()) as { url: string }).url).pathname;
    expect((await server.request(`${path}/complete`, { method: "POST", redirect: "manual" })).status).toBe(303);
    const recorded = await server.deps.db
      .selectFrom("ticket_orders")
      .select(["terms_accepted_at", "night_date"])
      .where("session_id", "=", path.split("/").at(-1) ?? "")
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ terms_accepted_at: "2025-10-03T17:00:00.000Z", night_date: "2025-10-04" });
  });

  it("asks nothing of an order without a Haunted Forest ticket", async () => {
    const response = await server.postJson("/api/create-checkout-session", order("fall-fest-day-pass"));
    expect(response.status).toBe(200);
    const path = new URL(((await response.json()) as { url: string }).url).pathname;
    const checkout = await server.deps.db
      .selectFrom("test_checkouts")
      .select("terms_accepted_at")
      .where("id", "=", path.split("/").at(-1) ?? "")
      .executeTakeFirstOrThrow();
    expect(checkout.terms_accepted_at).toBeNull();
  });
});

describe("the test checkout with a Stripe key", () => {
  it("does not exist", async () => {
    const server = await startTestServer({ STRIPE_SECRET_KEY: "sk_test_x" });
    try {
      expect((await server.request("/api/test-checkout/cs_test_local_abcdefgh")).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
