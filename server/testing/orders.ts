import { expect } from "vitest";
import { formatReference } from "#server/box-office/tickets.ts";
import type { Db } from "#server/db/database.ts";
import { nextClientAddress } from "./client-address.ts";
import type { TestServer } from "./test-server.ts";

/** The mails queued about the order of a checkout session: its receipt and the front desk's notice, by its reference. */
export async function mailsAboutOrder(db: Db, sessionId: string) {
  const order = await db
    .selectFrom("ticket_orders")
    .select("reference")
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
  if (!order) return [];
  const mails = await db.selectFrom("outbox").selectAll().where("kind", "like", "ticket-%").execute();
  return mails.filter((mail) => mail.text_body.includes(`Order reference: ${formatReference(order.reference)}`));
}

/** Test checkout items of the Christmas Lights, by ticket. */
export const christmasTickets = {
  adult: (quantity: number) => ({ priceId: "test_price_christmas-adult", quantity }),
  child: (quantity: number) => ({ priceId: "test_price_christmas-child", quantity }),
  pass: (quantity: number) => ({ priceId: "test_price_christmas-season-pass", quantity }),
};

/**
 * Buys Christmas Lights tickets as a visitor does, through the built-in test checkout, from a client
 * address of its own (so no checkout rate limit stands between buyers), sending `cookie` as its
 * browser would; answers the order and its tickets' codes. The server's clock must be in the season.
 */
export async function buyTickets(
  server: TestServer,
  {
    email,
    items,
    nightDate,
    cookie,
  }: { email: string; items: { priceId: string; quantity: number }[]; nightDate?: string; cookie?: string },
) {
  const ip = nextClientAddress();
  const opened = await server.postJson(
    "/api/create-checkout-session",
    {
      items,
      customerEmail: email,
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?canceled=true`,
      ...(nightDate ? { nightDate } : {}),
    },
    { ip, headers: cookie ? { Cookie: cookie } : {} },
  );
  expect(opened.status).toBe(200);
  const path = new URL(((await opened.json()) as { url: string }).url).pathname;
  expect((await server.request(`${path}/complete`, { method: "POST", redirect: "manual", ip })).status).toBe(303);
  return orderOfCheckout(server, path.split("/").at(-1) ?? "");
}

/** The order a paid checkout session recorded, and its tickets' codes. */
export async function orderOfCheckout(server: TestServer, sessionId: string) {
  const order = await server.deps.db
    .selectFrom("ticket_orders")
    .selectAll()
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  const tickets = await server.deps.db
    .selectFrom("tickets")
    .select("code")
    .where("order_id", "=", order.id)
    .orderBy("id")
    .execute();
  return { order, codes: tickets.map((ticket) => ticket.code) };
}
