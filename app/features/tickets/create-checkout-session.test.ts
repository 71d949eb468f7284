import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { holdCapMessages, placesCapMessage, ticketMessages } from "#domain/tickets.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { BoxOfficeRefusal, CheckoutError, createCheckoutSession } from "./create-checkout-session.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.deps.clock.set(new Date("2026-12-05T18:00:00Z"));
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The panel's fetch, answered by the real app in-process, as one buyer at one address. */
function asBuyerAt(ip: string) {
  vi.stubGlobal("fetch", (path: string, init: RequestInit) => server.request(path, { ...init, ip }));
}

const order = (nightDate: string, adults: number) => ({
  items: [{ priceId: "test_price_christmas-adult", quantity: adults }],
  customerEmail: `guest-${nightDate}@example.com`,
  eventId: "christmas-lights",
  eventName: "Christmas Lights Drive-Through",
  successUrl: "http://localhost:3000/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://localhost:3000/events/christmas-lights?canceled=true",
  nightDate,
});

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the checkout to be refused");
    },
    (error: unknown) => error,
  );

it("tells the panel, in the box office's words, when a buyer's open checkouts hold what one buyer may", async () => {
  asBuyerAt("198.51.100.40");
  const tooMany = await refusalOf(createCheckoutSession(order("2026-12-12", 11)));
  expect(tooMany).toBeInstanceOf(BoxOfficeRefusal);
  expect((tooMany as Error).message).toBe(placesCapMessage(0));

  for (const night of ["2026-12-12", "2026-12-13", "2026-12-14"])
    expect(await createCheckoutSession(order(night, 2))).toMatch(/\/api\/test-checkout\/cs_test_local_/);
  const fourth = await refusalOf(createCheckoutSession(order("2026-12-15", 2)));
  expect(fourth).toBeInstanceOf(BoxOfficeRefusal);
  expect((fourth as Error).message).toBe(holdCapMessages.openCheckouts);
});

it("keeps the checkout's own message for other refusals", async () => {
  asBuyerAt("198.51.100.41");
  const refused = await refusalOf(createCheckoutSession({ ...order("2026-12-12", 1), eventId: "no-such-event" }));
  expect(refused).toBeInstanceOf(CheckoutError);
  expect(refused).not.toBeInstanceOf(BoxOfficeRefusal);
  expect((refused as Error).message).toBe(ticketMessages.requestFailed);
});
