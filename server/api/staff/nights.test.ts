import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { belowTakenMessage, nightsMessages, type StaffNight } from "#domain/staff/nights-schemas.ts";
import type { EventNights } from "#domain/tickets-schema.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();
/** Saturday 5 December 2026, noon in Gadsden: in the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const ORIGIN = "http://localhost:3000";

describe.each(databases)("the console's nights on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let buyers = 0;

  const staffNights = async () => {
    const response = await staffRequest(server, "/nights?event=christmas-lights", {
      cookie: await freshSessionCookie(server, manager),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { event: { id: string }; events: { id: string }[]; nights: StaffNight[] };
  };
  const change = async (date: string, body: unknown) =>
    staffRequest(server, `/nights/christmas-lights/${date}`, {
      cookie: await freshSessionCookie(server, manager),
      body,
    });
  const buy = (nightDate: string, quantity: number) => {
    buyers += 1;
    return server.postJson(
      "/api/create-checkout-session",
      {
        items: [{ priceId: "test_price_christmas-adult", quantity }],
        customerEmail: "buyer@example.com",
        eventId: "christmas-lights",
        eventName: "Christmas Lights",
        successUrl: `${ORIGIN}/events/christmas-lights?success=true`,
        cancelUrl: `${ORIGIN}/events/christmas-lights?canceled=true`,
        nightDate,
      },
      { ip: `198.18.9.${buyers}` },
    );
  };
  const publicNight = async (date: string) =>
    ((await (await server.request("/api/events/christmas-lights/nights")).json()) as EventNights).nights.find(
      (night) => night.date === date,
    );

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_nights");
    server.deps.clock.set(IN_SEASON);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  afterAll(() => server?.close());

  it("shows each night's places sold and held against its capacity", async () => {
    expect((await buy("2026-12-12", 3)).status).toBe(200);
    const { events, nights } = await staffNights();
    // In the order the content list shows the events' documents.
    expect(events.map((event) => event.id)).toEqual(["christmas-lights", "fall-fest-2025"]);
    expect(nights).toHaveLength(45);
    expect(nights.find((night) => night.date === "2026-12-12")).toEqual({
      date: "2026-12-12",
      state: "available",
      status: "on_sale",
      capacity: 400,
      sold: 0,
      held: 3,
    });
    expect(nights[0]).toMatchObject({ date: "2026-11-21", state: "past" });
  });

  it("changes a night's capacity and sale, never below what is taken, and the ticket panel follows", async () => {
    expect((await buy("2026-12-13", 4)).status).toBe(200);
    const below = await change("2026-12-13", { capacity: 3, status: "on_sale" });
    expect(below.status).toBe(409);
    expect(await below.json()).toEqual({ error: belowTakenMessage(4) });

    expect((await change("2026-12-13", { capacity: 4, status: "on_sale" })).status).toBe(200);
    expect(await publicNight("2026-12-13")).toMatchObject({ state: "sold-out" });
    expect((await buy("2026-12-13", 1)).status).toBe(409);

    const closed = await change("2026-12-14", { capacity: "250", status: "closed" });
    expect(closed.status).toBe(200);
    const night = ((await closed.json()) as { nights: StaffNight[] }).nights.find(
      (entry) => entry.date === "2026-12-14",
    );
    expect(night).toMatchObject({ capacity: 250, status: "closed", state: "closed" });
    expect(await publicNight("2026-12-14")).toMatchObject({ state: "closed" });
    expect((await buy("2026-12-14", 1)).status).toBe(409);
    expect((await change("2026-12-14", { capacity: 250, status: "on_sale" })).status).toBe(200);
    expect((await buy("2026-12-14", 1)).status).toBe(200);

    const audit = await server.deps.db
      .selectFrom("audit_log")
      .select(["action", "target", "before_json", "after_json"])
      .where("action", "=", "night.change")
      .orderBy("id")
      .execute();
    expect(audit[0]).toEqual({
      action: "night.change",
      target: "night:christmas-lights:2026-12-13",
      before_json: '{"capacity":400,"status":"on_sale"}',
      after_json: '{"capacity":4,"status":"on_sale"}',
    });
  });

  it("refuses a night the run does not have, an event not sold by the night, and bad values", async () => {
    const notANight = await change("2026-11-20", { capacity: 10, status: "on_sale" });
    expect(notANight.status).toBe(404);
    expect(await notANight.json()).toEqual({ error: nightsMessages.noSuchNight });
    const otherEvent = await staffRequest(server, "/nights?event=haunted-harvest", {
      cookie: await freshSessionCookie(server, manager),
    });
    expect(otherEvent.status).toBe(404);
    expect((await staffRequest(server, "/nights", { cookie: await freshSessionCookie(server, manager) })).status).toBe(
      400,
    );
    for (const body of [
      { capacity: -1, status: "on_sale" },
      { capacity: 2.5, status: "on_sale" },
      { capacity: "many", status: "on_sale" },
      { capacity: 10, status: "cancelled" },
      { capacity: 10, status: "on_sale", extra: true },
    ])
      expect((await change("2026-12-15", body)).status, JSON.stringify(body)).toBe(400);
  });
});
