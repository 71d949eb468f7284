import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { holdCapMessages, holdCaps, placesCapMessage } from "#domain/tickets.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const ORIGIN = "http://localhost:3000";
/** Saturday 5 December 2026, noon in Gadsden: in the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const PAGE_CANCEL_URL = `${ORIGIN}/events/christmas-lights?canceled=true`;

interface Buyer {
  /** The client address, as the proxy in front names it. */
  ip: string;
  /** The browser's buyer cookie, when it sends one. */
  browser?: string;
  email?: string;
}

function order(nightDate: string, { adults = 1, children = 0, email = "buyer@example.com", price = "test_price" }) {
  return {
    items: [
      ...(adults ? [{ priceId: `${price}_christmas-adult`, quantity: adults }] : []),
      ...(children ? [{ priceId: `${price}_christmas-child`, quantity: children }] : []),
    ],
    customerEmail: email,
    eventId: "christmas-lights",
    eventName: "Christmas Lights Drive-Through",
    successUrl: `${ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: PAGE_CANCEL_URL,
    nightDate,
  };
}

/** A buyer of an address of its own, with a browser of its own. */
const buyer = (email = "buyer@example.com"): Buyer => ({
  ip: nextClientAddress(),
  browser: `browser${String(browsers++).padStart(15, "0")}`,
  email,
});
let browsers = 0;

/** The helpers every suite of this file needs, on its server. */
function shop(server: () => TestServer, price = "test_price") {
  const open = (who: Buyer, nightDate: string, people: { adults?: number; children?: number } = {}) =>
    server().postJson("/api/create-checkout-session", order(nightDate, { ...people, email: who.email, price }), {
      ip: who.ip,
      headers: who.browser ? { Cookie: `buyer=${who.browser}` } : {},
    });
  /** Opens a checkout that must open; answers its test checkout's path, or Stripe's session id. */
  const opened = async (who: Buyer, nightDate: string, people: { adults?: number; children?: number } = {}) => {
    const response = await open(who, nightDate, people);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const url = new URL(((await response.json()) as { url: string }).url);
    return url.pathname.split("/").at(-1) ?? "";
  };
  const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });
  const held = async (nightDate: string) => {
    const row = await server()
      .deps.db.selectFrom("ticket_holds")
      .select((eb) => eb.fn.sum<number | string | null>("people").as("people"))
      .where("night_date", "=", nightDate)
      .where("status", "=", "held")
      .executeTakeFirstOrThrow();
    return Number(row.people ?? 0);
  };
  const statusOf = async (checkoutId: string) =>
    (
      await server()
        .deps.db.selectFrom("ticket_holds")
        .select("status")
        .where("checkout_id", "=", checkoutId)
        .executeTakeFirstOrThrow()
    ).status;
  const setNight = (date: string, capacity: number) =>
    server()
      .deps.db.insertInto("event_nights")
      .values({ event_id: "christmas-lights", date, capacity, status: "on_sale", updated_at: IN_SEASON.toISOString() })
      .onConflict((conflict) => conflict.columns(["event_id", "date"]).doUpdateSet({ capacity }))
      .execute();
  return { open, opened, refusal, held, statusOf, setNight };
}

describe.each(testDatabases())("what one buyer may hold, on $name", ({ url }) => {
  let server: TestServer;
  const { open, opened, refusal, held, statusOf, setNight } = shop(() => server);
  const testCheckout = (id: string, action: "complete" | "cancel", who: Buyer) =>
    server.request(`/api/test-checkout/${id}/${action}`, { method: "POST", redirect: "manual", ip: who.ip });

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_holds");
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server.deps.clock.set(IN_SEASON);
    server.deps.limiter.reset();
  });

  it("Seen: a script on one address, with a new email each time and no cookie, holds no more than one buyer may", async () => {
    const ip = nextClientAddress();
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push(await open({ ip, email: `script${i}@example.com` }, "2026-12-08", { adults: 20, children: 20 }));
    for (let i = 0; i < 10; i++)
      answers.push(await open({ ip, email: `script${i}@example.org` }, "2026-12-08", { adults: 5 }));
    expect(await held("2026-12-08")).toBe(holdCaps.placesPerNight);
    // Each refusal says why, in the API's error shape.
    expect(await refusal(answers[0] as Response)).toEqual({ status: 409, body: { error: placesCapMessage(0) } });
    expect(await refusal(answers.at(-1) as Response)).toEqual({
      status: 409,
      body: { error: placesCapMessage(holdCaps.placesPerNight) },
    });
  });

  it("holds one buyer to a family's worth of places on a night, counting its open checkouts, while others still buy", async () => {
    const family = buyer("parent@example.com");
    await opened(family, "2026-12-09", { adults: 2, children: 2 });
    // The other parent, on the same connection with another browser: still the same address.
    const sameHome = { ip: family.ip, browser: "otherbrowser0000000000", email: "other@example.com" };
    await opened(sameHome, "2026-12-09", { adults: 4, children: 2 });
    const grandparent = { ip: family.ip, email: "grandparent@example.com" };
    expect(await refusal(await open(grandparent, "2026-12-09"))).toEqual({
      status: 409,
      body: { error: placesCapMessage(10) },
    });
    expect(placesCapMessage(10)).toBe(
      "Your open checkouts already hold 10 places on that night, the most one buyer can hold at once. Please complete or cancel one of them first.",
    );
    expect(placesCapMessage(4)).toBe(
      "Your open checkouts already hold 4 places on that night, and one buyer can hold at most 10 at once. Please choose 6 or fewer, or complete or cancel that checkout first.",
    );
    // A group bigger than a family is told so at once.
    expect(await refusal(await open(buyer(), "2026-12-09", { adults: 11 }))).toEqual({
      status: 409,
      body: { error: placesCapMessage(0) },
    });
    // Another buyer still buys.
    const neighbour = buyer("neighbour@example.com");
    const paid = await opened(neighbour, "2026-12-09", { adults: 10 });
    expect((await testCheckout(paid, "complete", neighbour)).status).toBe(303);
    expect(await statusOf(paid)).toBe("sold");
    // Paid places no longer count as held: the neighbour may hold a night's worth again.
    await opened(neighbour, "2026-12-09", { adults: 10 });
    expect(await held("2026-12-09")).toBe(20);
  });

  it("lets one buyer have three checkouts open at once, counted by address and by browser", async () => {
    const home = buyer();
    const first = await opened(home, "2026-12-10");
    await opened(home, "2026-12-11");
    await opened(home, "2026-12-12");
    expect(await refusal(await open(home, "2026-12-13"))).toEqual({
      status: 409,
      body: { error: holdCapMessages.openCheckouts },
    });
    // From a new address, the same browser is the same buyer.
    expect((await open({ ...home, ip: nextClientAddress() }, "2026-12-13")).status).toBe(409);
    // From the same address, a new browser is not.
    expect((await open({ ...home, browser: "anotherbrowser00000000" }, "2026-12-13")).status).toBe(409);
    // Cancelling one at the test checkout gives its places back and makes room.
    const back = await testCheckout(first, "cancel", home);
    expect(back.headers.get("location")).toBe(PAGE_CANCEL_URL);
    expect(await statusOf(first)).toBe("released");
    await opened(home, "2026-12-13");
  });

  it("replaces the buyer's open checkout for the night with a new one; other nights and other buyers keep theirs", async () => {
    const guest = buyer("guest@example.com");
    const earlier = await opened(guest, "2026-12-14", { adults: 4 });
    const otherNight = await opened(guest, "2026-12-15", { adults: 2 });
    const later = await opened(guest, "2026-12-14", { adults: 6 });
    expect(await statusOf(earlier)).toBe("released");
    expect(await statusOf(otherNight)).toBe("held");
    expect(await held("2026-12-14")).toBe(6);
    // The replaced checkout can no longer be paid.
    expect(await (await server.request(`/api/test-checkout/${earlier}`)).text()).toContain(
      "This checkout was canceled.",
    );
    expect((await testCheckout(earlier, "complete", guest)).headers.get("location")).toBe(PAGE_CANCEL_URL);
    expect(
      await server.deps.db.selectFrom("ticket_orders").select("id").where("session_id", "=", earlier).execute(),
    ).toEqual([]);

    // Without its cookie, the same address and receipt address are the same buyer too.
    const noCookie = { ip: guest.ip, email: guest.email };
    const again = await opened(noCookie, "2026-12-14", { adults: 3 });
    expect(await statusOf(later)).toBe("released");
    // Another family behind the same address keeps its checkout, and both count for the address.
    await opened({ ip: guest.ip, email: "other-family@example.com" }, "2026-12-14", { adults: 3 });
    expect(await statusOf(again)).toBe("held");
    expect(await held("2026-12-14")).toBe(6);

    // A paid checkout is never replaced.
    const payer = buyer();
    const paid = await opened(payer, "2026-12-16", { adults: 2 });
    expect((await testCheckout(paid, "complete", payer)).status).toBe(303);
    await opened(payer, "2026-12-16", { adults: 2 });
    expect(await statusOf(paid)).toBe("sold");
  });

  it("keeps half a night from buyers with no paid order, so many addresses cannot hold it all; buyers who paid before still buy", async () => {
    // 40 places: first-time buyers' open checkouts may hold 20 of them together.
    await setNight("2026-12-17", 40);
    const first = buyer();
    const firstCheckout = await opened(first, "2026-12-17", { adults: 10 });
    await opened(buyer(), "2026-12-17", { adults: 6, children: 4 });
    const newcomer = buyer();
    expect(await refusal(await open(newcomer, "2026-12-17"))).toEqual({
      status: 409,
      body: { error: holdCapMessages.nightBusy },
    });

    // A buyer who paid for another night is known by the address it paid from, and by its browser.
    const regular = buyer("regular@example.com");
    const before = await opened(regular, "2026-12-18", { adults: 2 });
    expect((await testCheckout(before, "complete", regular)).status).toBe(303);
    await opened({ ...regular, ip: nextClientAddress() }, "2026-12-17", { adults: 4 });
    await opened({ ip: regular.ip, browser: "regularsotherbrowser00", email: "partner@example.com" }, "2026-12-17", {
      adults: 6,
    });
    expect(await held("2026-12-17")).toBe(30);

    // Once a first-time buyer pays, its places leave the share: the newcomer gets in.
    expect((await testCheckout(firstCheckout, "complete", first)).status).toBe(303);
    await opened(newcomer, "2026-12-17");
  });

  it("keeps the caps when one buyer's checkouts race on two instances", async () => {
    const second = url ? await startTestServer({ DATABASE_URL: server.env.DATABASE_URL }) : server;
    try {
      second.deps.clock.set(IN_SEASON);
      const racer = buyer();
      const nights = Array.from({ length: 9 }, (_, index) =>
        new Date(Date.UTC(2026, 11, 27 + index)).toISOString().slice(0, 10),
      );
      const across = await Promise.all(
        nights.map((date, index) =>
          (index % 2 === 0 ? server : second).postJson("/api/create-checkout-session", order(date, { adults: 1 }), {
            ip: racer.ip,
          }),
        ),
      );
      expect(across.filter((answer) => answer.status === 200)).toHaveLength(holdCaps.openCheckouts);

      const other = buyer();
      const onOneNight = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 === 0 ? server : second).postJson(
            "/api/create-checkout-session",
            order("2026-12-26", { adults: 3, email: `racer${index}@example.com` }),
            { ip: other.ip },
          ),
        ),
      );
      // Three checkouts of 3 (9 places); a fourth would be 12.
      expect(onOneNight.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(await held("2026-12-26")).toBe(9);
    } finally {
      if (second !== server) await second.close();
    }
  });
});

describe("the cancel URL of a Stripe checkout", () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  const { opened, held, statusOf } = shop(() => server, "ticket");

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
  });

  /** The cancel URL Stripe's page links to, for the session just opened. */
  const cancelUrlOf = (sessionId: string) => new URL(stripe.sessions.get(sessionId)?.form.cancel_url ?? "");
  const follow = (url: URL) => server.request(`${url.pathname}${url.search}`, { redirect: "manual" });

  it("gives the places back and expires the session when the buyer comes back through it", async () => {
    const guest = buyer();
    const session = await opened(guest, "2026-12-27", { adults: 3 });
    const cancel = cancelUrlOf(session);
    expect(cancel.origin).toBe(ORIGIN);
    expect(cancel.pathname).toMatch(/^\/api\/checkout-canceled\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await held("2026-12-27")).toBe(3);

    const back = await follow(cancel);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(PAGE_CANCEL_URL);
    expect(stripe.expired.has(session)).toBe(true);
    expect(await statusOf(session)).toBe("released");
    expect(await held("2026-12-27")).toBe(0);
    // Who held it is not kept once the hold is given back.
    expect(
      await server.deps.db
        .selectFrom("ticket_holds")
        .select(["client_address", "client_browser", "client_email"])
        .where("checkout_id", "=", session)
        .executeTakeFirstOrThrow(),
    ).toEqual({ client_address: null, client_browser: null, client_email: null });
    // Coming back twice changes nothing more.
    expect((await follow(cancel)).headers.get("location")).toBe(PAGE_CANCEL_URL);
  });

  it("refuses a cancel URL it did not make, and keeps the places of a session paid meanwhile", async () => {
    const guest = buyer();
    const session = await opened(guest, "2026-12-28", { adults: 2 });
    const cancel = cancelUrlOf(session);
    const elsewhere = new URL(cancel);
    elsewhere.searchParams.set("to", "https://evil.example/");
    expect((await follow(elsewhere)).status).toBe(404);
    const forged = new URL(cancel);
    forged.pathname = forged.pathname.replace(/\/(\d+)\./, (_, id: string) => `/${Number(id) + 1}.`);
    expect((await follow(forged)).status).toBe(404);
    expect(await statusOf(session)).toBe("held");

    // Paid in another tab, its webhook not here yet: Stripe will not expire it, so nothing is given back.
    stripe.pay(session);
    expect((await follow(cancel)).headers.get("location")).toBe(PAGE_CANCEL_URL);
    expect(stripe.expired.has(session)).toBe(false);
    expect(await statusOf(session)).toBe("held");
  });

  it("expires the session a new checkout of the same buyer for the night replaces", async () => {
    const guest = buyer();
    const first = await opened(guest, "2026-12-29", { adults: 2 });
    const second = await opened(guest, "2026-12-29", { adults: 5 });
    expect(stripe.expired.has(first)).toBe(true);
    expect(stripe.expired.has(second)).toBe(false);
    expect(await statusOf(first)).toBe("released");
    expect(await held("2026-12-29")).toBe(5);
  });

  it("gives a browser that has none its buyer cookie, for the API only", async () => {
    const response = await server.postJson("/api/create-checkout-session", order("2026-12-30", { price: "ticket" }), {
      ip: nextClientAddress(),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^buyer=[A-Za-z0-9_-]{22}; Max-Age=15552000; Path=\/api; HttpOnly; SameSite=Strict$/);
  });
});
