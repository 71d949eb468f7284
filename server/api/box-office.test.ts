import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { boxOfficeMessages, fewerLeftMessage } from "#domain/box-office.ts";
import type { EventNights } from "#domain/tickets-schema.ts";
import { BoxOffice } from "#server/box-office/box-office.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();
const ORIGIN = "http://localhost:3000";
/** Saturday 5 December 2026, noon in Gadsden: in the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");

let buyers = 0;
/** A buyer of its own address, so the checkout's rate limit never stands between two of them. */
function nextBuyerIp(): string {
  buyers += 1;
  return `198.18.${(buyers >> 8) & 255}.${buyers & 255}`;
}

function order(nightDate: string | undefined, adults = 1, passes = 0) {
  return {
    items: [
      ...(adults ? [{ priceId: "test_price_christmas-adult", quantity: adults }] : []),
      ...(passes ? [{ priceId: "test_price_christmas-season-pass", quantity: passes }] : []),
    ],
    customerEmail: "buyer@example.com",
    eventId: "christmas-lights",
    eventName: "Christmas Lights Drive-Through",
    successUrl: `${ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ORIGIN}/events/christmas-lights?canceled=true`,
    ...(nightDate ? { nightDate } : {}),
  };
}

describe.each(databases)("the box office on $name", ({ url }) => {
  let server: TestServer;

  const buy = (server_: TestServer, nightDate: string | undefined, adults = 1, passes = 0) =>
    server_.postJson("/api/create-checkout-session", order(nightDate, adults, passes), { ip: nextBuyerIp() });
  const nights = async () => {
    const response = await server.request("/api/events/christmas-lights/nights");
    expect(response.status).toBe(200);
    return ((await response.json()) as EventNights).nights;
  };
  const night = async (date: string) => (await nights()).find((entry) => entry.date === date);
  const setNight = (date: string, capacity: number, status: "on_sale" | "closed" | "cancelled" = "on_sale") =>
    server.deps.db
      .insertInto("event_nights")
      .values({ event_id: "christmas-lights", date, capacity, status, updated_at: IN_SEASON.toISOString() })
      .onConflict((conflict) => conflict.columns(["event_id", "date"]).doUpdateSet({ capacity, status }))
      .execute();
  const checkoutPath = async (response: Response) => new URL(((await response.json()) as { url: string }).url).pathname;
  /** A buyer of its own address pays for `adults` places at once: sold, they are no open checkout's. */
  const buyPaid = async (nightDate: string, adults: number) => {
    const ip = nextBuyerIp();
    const opened = await server.postJson("/api/create-checkout-session", order(nightDate, adults), { ip });
    expect(opened.status).toBe(200);
    const path = await checkoutPath(opened);
    expect((await server.request(`${path}/complete`, { method: "POST", redirect: "manual", ip })).status).toBe(303);
  };

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_box_office");
  });
  afterAll(() => server?.close());
  beforeEach(() => server.deps.clock.set(IN_SEASON));

  it("lists every night of the season with its state, past nights as past", async () => {
    const all = await nights();
    expect(all).toHaveLength(45);
    expect(all[0]).toEqual({ date: "2026-11-21", state: "past", remaining: null });
    expect(all.at(-1)).toEqual({ date: "2027-01-04", state: "available", remaining: null });
    expect(await night("2026-12-04")).toMatchObject({ state: "past" });
    expect(await night("2026-12-05")).toMatchObject({ state: "available" });

    await setNight("2026-12-14", 100);
    await buyPaid("2026-12-14", 10);
    expect(await night("2026-12-14")).toEqual({ date: "2026-12-14", state: "available", remaining: null });
    for (let i = 0; i < 7; i += 1) await buyPaid("2026-12-14", 10);
    // 80 of 100 taken: 20 left is not under 15 %; 14 left is, held or sold.
    expect(await night("2026-12-14")).toMatchObject({ state: "available" });
    expect((await buy(server, "2026-12-14", 6)).status).toBe(200);
    expect(await night("2026-12-14")).toEqual({ date: "2026-12-14", state: "few", remaining: 14 });

    await setNight("2026-12-15", 0);
    await setNight("2026-12-16", 50, "closed");
    await setNight("2026-12-17", 50, "cancelled");
    expect((await night("2026-12-15"))?.state).toBe("sold-out");
    expect((await night("2026-12-16"))?.state).toBe("closed");
    expect((await night("2026-12-17"))?.state).toBe("cancelled");
    expect((await server.request("/api/events/haunted-harvest/nights")).status).toBe(404);
  });

  it("sells per-night tickets only for a chosen night that can take them; a pass needs none", async () => {
    const missing = await buy(server, undefined);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: boxOfficeMessages.nightRequired,
      fields: { nightDate: boxOfficeMessages.nightRequired },
    });
    expect((await buy(server, undefined, 0, 2)).status).toBe(200);

    const notANight = await buy(server, "2026-11-20");
    expect(notANight.status).toBe(400);
    expect(((await notANight.json()) as { error: string }).error).toBe(boxOfficeMessages.noSuchNight);
    expect((await buy(server, "2026-13-01")).status).toBe(400);
    expect(await (await buy(server, "2026-12-01")).json()).toEqual({ error: boxOfficeMessages.past });
    await setNight("2026-12-16", 50, "closed");
    await setNight("2026-12-17", 50, "cancelled");
    expect(await (await buy(server, "2026-12-16")).json()).toEqual({ error: boxOfficeMessages.closed });
    expect(await (await buy(server, "2026-12-17")).json()).toEqual({ error: boxOfficeMessages.cancelled });

    await setNight("2026-12-18", 5);
    const tooMany = await buy(server, "2026-12-18", 6);
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ error: fewerLeftMessage(5) });
    expect((await buy(server, "2026-12-18", 5)).status).toBe(200);
    expect(await (await buy(server, "2026-12-18", 1)).json()).toEqual({ error: boxOfficeMessages.soldOut });
  });

  it("holds places while a checkout is open, gives them back when it is abandoned or expires, and sells them once paid", async () => {
    await setNight("2026-12-19", 2);
    const first = await checkoutPath(await buy(server, "2026-12-19", 2));
    expect((await night("2026-12-19"))?.state).toBe("sold-out");

    // Abandoned: the buyer cancels, and the places are free at once.
    await server.request(`${first}/cancel`, { method: "POST", redirect: "manual" });
    expect((await night("2026-12-19"))?.state).toBe("available");

    // Expired: thirty minutes on, the checkout closes; the places are free once its grace is over.
    const second = await checkoutPath(await buy(server, "2026-12-19", 2));
    server.deps.clock.set(new Date(IN_SEASON.getTime() + 34 * 60_000));
    expect((await night("2026-12-19"))?.state).toBe("sold-out");
    server.deps.clock.set(new Date(IN_SEASON.getTime() + 35 * 60_000));
    expect((await night("2026-12-19"))?.state).toBe("available");
    const completeExpired = await server.request(`${second}/complete`, { method: "POST", redirect: "manual" });
    expect(completeExpired.headers.get("location")).toContain("canceled=true");

    // Paid: sold for good, and the order knows its night.
    server.deps.clock.set(new Date(IN_SEASON.getTime() + 36 * 60_000));
    const third = await checkoutPath(await buy(server, "2026-12-19", 2));
    await server.request(`${third}/complete`, { method: "POST", redirect: "manual" });
    server.deps.clock.set(new Date(IN_SEASON.getTime() + 4 * 3_600_000));
    expect((await night("2026-12-19"))?.state).toBe("sold-out");
    const sessionId = third.split("/").at(-1) ?? "";
    const paid = await server.deps.db
      .selectFrom("ticket_orders")
      .select("night_date")
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(paid.night_date).toBe("2026-12-19");
  });

  it("records holds whose time ran out as released when swept, and never a sold one", async () => {
    await setNight("2026-12-21", 10);
    expect((await buy(server, "2026-12-21", 3)).status).toBe(200);
    const paid = await checkoutPath(await buy(server, "2026-12-21", 2));
    await server.request(`${paid}/complete`, { method: "POST", redirect: "manual" });
    server.deps.clock.set(new Date(IN_SEASON.getTime() + 40 * 60_000));
    expect(await new BoxOffice(server.deps).sweep()).toBeGreaterThan(0);
    const left = await server.deps.db
      .selectFrom("ticket_holds")
      .select(["people", "status"])
      .where("night_date", "=", "2026-12-21")
      .orderBy("id")
      .execute();
    expect(left).toEqual([
      { people: 3, status: "released" },
      { people: 2, status: "sold" },
    ]);
  });

  it("sells exactly the last 10 places to 200 buyers racing for them (on PostgreSQL across two instances)", async () => {
    await setNight("2026-12-22", 110);
    for (let i = 0; i < 10; i += 1) await buyPaid("2026-12-22", 10);
    // PostgreSQL: a second instance on the same database, as on several machines behind a load
    // balancer. SQLite serves one instance, so its buyers all reach the one app.
    const second = url ? await startTestServer({ DATABASE_URL: server.env.DATABASE_URL }) : server;
    try {
      second.deps.clock.set(IN_SEASON);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, index) => buy(index % 2 === 0 ? server : second, "2026-12-22", 1)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(190);
      const taken = await server.deps.db
        .selectFrom("ticket_holds")
        .select((eb) => eb.fn.sum<number | string>("people").as("people"))
        .where("night_date", "=", "2026-12-22")
        .where("status", "in", ["held", "sold"])
        .executeTakeFirstOrThrow();
      expect(Number(taken.people)).toBe(110);
      expect(await night("2026-12-22")).toMatchObject({ state: "sold-out" });
    } finally {
      if (second !== server) await second.close();
    }
  }, 60_000);
});
