import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { doorCheckInAnswer } from "#domain/staff/door-schemas.ts";
import { nightCancelAnswer, nightsMessages } from "#domain/staff/nights-schemas.ts";
import { orderAnswer, ordersMessages } from "#domain/staff/order-schemas.ts";
import { refundMessages } from "#domain/staff/refund-schemas.ts";
import { formatReference, ticketQr } from "#server/box-office/tickets.ts";
import { buyTickets, christmasTickets } from "#server/testing/orders.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { messages } from "./router.ts";

const SECRET = "test-secret-test-secret-test-secret-0123";
/** Saturday 5 December 2026, noon in Gadsden: a night of the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const TONIGHT = "2026-12-05";

describe.each(testDatabases())("refunds and cancelled nights on $name", ({ url }) => {
  let server: TestServer;
  let mia: StaffClient;
  let dana: StaffClient;
  let scans = 0;

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_refunds");
    server.deps.clock.set(IN_SEASON);
    mia = await enrolStaff(server, { email: "mia@example.com", role: "manager", name: "Mia Manager" });
    dana = await enrolStaff(server, { email: "dana@example.com", role: "front_desk", name: "Dana Door" });
  });
  afterAll(() => server?.close());
  beforeEach(() => server.deps.clock.set(IN_SEASON));

  const { adult: adults, pass: passes } = christmasTickets;
  const buy = (email: string, items: { priceId: string; quantity: number }[], nightDate?: string) =>
    buyTickets(server, { email, items, nightDate });

  const refund = async (orderId: number, body: unknown, member = mia) =>
    staffRequest(server, `/orders/${orderId}/refunds`, { cookie: await freshSessionCookie(server, member), body });
  const refunded = async (orderId: number, body: unknown) => {
    const response = await refund(orderId, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return orderAnswer.parse(await response.json()).order;
  };
  const cancelNight = async (date: string, body: unknown, member = mia) =>
    staffRequest(server, `/nights/christmas-lights/${date}/cancel`, {
      cookie: await freshSessionCookie(server, member),
      body,
    });
  const doorScan = async (code: string, night = TONIGHT) => {
    scans += 1;
    const response = await staffRequest(server, "/door/check-ins", {
      cookie: await freshSessionCookie(server, dana),
      body: {
        event: "christmas-lights",
        night,
        scans: [
          { id: `refund-scan-${scans}`, qr: ticketQr(SECRET, code), scannedAt: server.deps.clock.now().toISOString() },
        ],
      },
    });
    expect(response.status).toBe(200);
    return doorCheckInAnswer.parse(await response.json()).results[0]?.outcome;
  };
  /** The messages a 400 answer shows beside its fields. */
  const fieldMessages = (body: unknown) => Object.values((body as { fields?: Record<string, string> }).fields ?? {});
  const mailsTo = (address: string, kind: string) =>
    server.deps.db
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", address)
      .where("kind", "=", kind)
      .orderBy("id")
      .execute();
  const audit = (action: string, target: string) =>
    server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .where("target", "=", target)
      .orderBy("id")
      .execute();
  const soldOn = async (date: string) => {
    const response = await staffRequest(server, "/nights?event=christmas-lights", {
      cookie: await freshSessionCookie(server, mia),
    });
    const answer = (await response.json()) as { nights: { date: string; sold: number; status: string }[] };
    return answer.nights.find((night) => night.date === date);
  };

  it("refunds a ticket at its price: the door refuses it, its place is for sale again, the buyer is mailed, the log has it", async () => {
    const { order, codes } = await buy("ivy@refund.example", [adults(3)], TONIGHT);
    const soldBefore = (await soldOn(TONIGHT))?.sold ?? 0;
    expect(await doorScan(codes[0] ?? "")).toBe("admitted");

    const answered = await refunded(order.id, { tickets: [codes[0]], amount: "", reason: "Left early" });
    expect(answered).toMatchObject({
      status: "partially refunded",
      voided: 1,
      refundedCents: 800,
      refundableCents: 1600,
      refunds: [
        {
          amountCents: 800,
          status: "succeeded",
          source: "console",
          reason: "Left early",
          by: "Mia Manager",
          tickets: [codes[0]],
        },
      ],
    });
    expect(answered.tickets.map((ticket) => ticket.status)).toEqual(["void", "valid", "valid"]);
    expect(await doorScan(codes[0] ?? "")).toBe("void");
    expect(await doorScan(codes[1] ?? "")).toBe("admitted");
    expect((await soldOn(TONIGHT))?.sold).toBe(soldBefore - 1);

    const [mail, ...more] = await mailsTo("ivy@refund.example", "ticket-refund");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Refund for your Christmas Lights Drive-Through order");
    expect(mail?.text_body).toContain("We refunded $8.00 of your Christmas Lights Drive-Through order.");
    expect(mail?.text_body).toContain(`This ticket is cancelled and will not open the gate: ${codes[0]?.slice(0, 4)}-`);
    expect(mail?.text_body).toContain(`Order reference: ${formatReference(order.reference)}`);

    const [entry] = await audit("orders.refund", `order:${order.id}`);
    expect(entry).toMatchObject({ actor: "mia@example.com", staff_id: mia.id });
    expect(JSON.parse(entry?.after_json ?? "{}")).toMatchObject({ amountCents: 800, tickets: [codes[0]] });
    // The order's mails in the console include the refund notice.
    expect(answered.mails.map((sent) => sent.kind)).toEqual(["ticket-refund", "ticket-receipt"]);

    // The receipt sent again carries the two tickets still valid, not the refunded one.
    const resend = await staffRequest(server, `/orders/${order.id}/resend-receipt`, {
      cookie: await freshSessionCookie(server, mia),
      body: {},
    });
    expect(resend.status).toBe(200);
    const [, again] = await mailsTo("ivy@refund.example", "ticket-receipt");
    const images = JSON.parse(again?.attachments ?? "[]") as { filename: string }[];
    expect(images.map((image) => image.filename).sort()).toEqual(
      [codes[1], codes[2]].map((code) => `ticket-${code?.slice(0, 4)}-${code?.slice(4)}.png`).sort(),
    );
    expect(again?.text_body).not.toContain(`${codes[0]?.slice(0, 4)}-${codes[0]?.slice(4)}`);
  });

  it("takes a typed amount, refuses more than is left, and a goodwill refund leaves every ticket valid", async () => {
    const { order, codes } = await buy("gus@amounts.example", [adults(2), passes(1)], TONIGHT);
    const goodwill = await refunded(order.id, { tickets: [], amount: "5", reason: "Long wait at the gate" });
    expect(goodwill).toMatchObject({
      status: "partially refunded",
      voided: 0,
      refundedCents: 500,
      refundableCents: 4100,
    });
    const [notice] = await mailsTo("gus@amounts.example", "ticket-refund");
    expect(notice?.text_body).toContain("We refunded $5.00 of your");
    expect(notice?.text_body).toContain("Your tickets are unchanged.");

    const tooMuch = await refund(order.id, { tickets: [], amount: "41.01", reason: "" });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toEqual({
      error: "At most $41.00 of this order is left to refund.",
      fields: { amount: "At most $41.00 of this order is left to refund." },
    });

    const pass = await refunded(order.id, { tickets: [codes[2]], amount: "29.50", reason: "" });
    expect(pass).toMatchObject({ refundedCents: 3450, refundableCents: 1150, voided: 1 });

    // Both adults cost 16.00, but only 11.50 is left: the refund gives back what is left.
    const rest = await refunded(order.id, { tickets: [codes[0], codes[1]], amount: "", reason: "" });
    expect(rest).toMatchObject({ status: "refunded", refundedCents: 4600, refundableCents: 0, voided: 3 });
    expect(rest.refunds.map((entry) => entry.amountCents)).toEqual([500, 2950, 1150]);

    const nothing = await refund(order.id, { tickets: [], amount: "1", reason: "" });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toEqual({ error: refundMessages.nothingLeft });
    const resend = await staffRequest(server, `/orders/${order.id}/resend-receipt`, {
      cookie: await freshSessionCookie(server, mia),
      body: {},
    });
    expect(resend.status).toBe(409);
    expect(await resend.json()).toEqual({ error: ordersMessages.refunded });
  });

  it("refuses tickets already refunded or of another order, bad amounts, bad bodies, and front-desk staff", async () => {
    const { order, codes } = await buy("rae@refusals.example", [adults(2)], TONIGHT);
    const other = await buy("other@refusals.example", [adults(1)], TONIGHT);
    await refunded(order.id, { tickets: [codes[0]], amount: "", reason: "" });

    const again = await refund(order.id, { tickets: [codes[0]], amount: "", reason: "" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "One of these tickets is refunded already. Reload the order and choose again.",
      fields: { tickets: "One of these tickets is refunded already. Reload the order and choose again." },
    });
    const foreign = await refund(order.id, { tickets: [other.codes[0]], amount: "", reason: "" });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: "Choose tickets of this order." });

    const bad: [unknown, string][] = [
      [{ tickets: [], amount: "", reason: "" }, "Choose the tickets to refund, or enter an amount."],
      [{ tickets: [], amount: "12.345", reason: "" }, "Enter an amount in dollars, like 15 or 15.50."],
      [{ tickets: [], amount: "-5", reason: "" }, "Enter an amount in dollars, like 15 or 15.50."],
      [{ tickets: [], amount: "0", reason: "" }, "Enter an amount above $0.00."],
      [{ tickets: [], amount: "1e3", reason: "" }, "Enter an amount in dollars, like 15 or 15.50."],
      [{ tickets: [], amount: "5", reason: "x".repeat(501) }, "Keep the reason under 500 characters."],
      [{ tickets: ["'; DROP TABLE tickets; --"], amount: "", reason: "" }, "Choose tickets of this order."],
    ];
    for (const [body, message] of bad) {
      const response = await refund(order.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(fieldMessages(await response.json()), JSON.stringify(body)).toContain(message);
    }
    for (const body of [
      { tickets: "all", amount: "", reason: "" },
      { tickets: [], amount: 5, reason: "" },
      { tickets: [], amount: "5", reason: "", extra: true },
      { amount: "5", reason: "" },
    ]) {
      const response = await refund(order.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await server.request(`/api/staff/orders/${order.id}/refunds`, {
      method: "POST",
      headers: {
        Cookie: await freshSessionCookie(server, mia),
        Origin: server.env.PUBLIC_ORIGIN,
        "Content-Type": "application/json",
      },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await refund(999_999, { tickets: [], amount: "1", reason: "" })).status).toBe(404);

    const frontDesk = await refund(order.id, { tickets: [codes[1]], amount: "", reason: "" }, dana);
    expect(frontDesk.status).toBe(403);
    expect(await frontDesk.json()).toEqual({ error: messages.forbidden });
    const anonymous = await staffRequest(server, `/orders/${order.id}/refunds`, {
      body: { tickets: [codes[1]], amount: "", reason: "" },
    });
    expect(anonymous.status).toBe(401);
    // Nothing above changed the order beyond the first refund.
    const opened = orderAnswer.parse(
      await (
        await staffRequest(server, `/orders/${order.id}`, { cookie: await freshSessionCookie(server, mia) })
      ).json(),
    ).order;
    expect(opened).toMatchObject({ refundedCents: 800, voided: 1 });
  });

  it("gives back the money once when many refunds of the whole order arrive at once", async () => {
    const { order } = await buy("race@refund.example", [adults(2)], TONIGHT);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => refund(order.id, { tickets: [], amount: "16", reason: "" })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    const rows = await server.deps.db
      .selectFrom("ticket_refunds")
      .select(["amount_cents"])
      .where("order_id", "=", order.id)
      .execute();
    expect(rows).toEqual([{ amount_cents: 1600 }]);
  });

  it("moves a cancelled night's orders to another night, mails each buyer once, and refuses a second cancellation", async () => {
    const from = "2026-12-18";
    const to = "2026-12-19";
    const first = await buy("moe@move.example", [adults(2), passes(1)], from);
    const second = await buy("may@move.example", [adults(1)], from);
    const elsewhere = await buy("not@move.example", [adults(1)], "2026-12-20");
    const soldBefore = (await soldOn(to))?.sold ?? 0;

    const response = await cancelNight(from, { outcome: "move", moveTo: to, note: "Ice on the roads." });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = nightCancelAnswer.parse(await response.json());
    expect(answer.cancelled).toEqual({ orders: 2, refundedCents: 0, movedTo: to });
    expect(answer.nights.find((night) => night.date === from)).toMatchObject({
      status: "cancelled",
      state: "cancelled",
    });
    expect((await soldOn(to))?.sold).toBe(soldBefore + 3);

    const tickets = await server.deps.db
      .selectFrom("tickets")
      .select(["code", "night_date", "status"])
      .where("order_id", "in", [first.order.id, second.order.id])
      .orderBy("id")
      .execute();
    expect(tickets.map((ticket) => [ticket.night_date, ticket.status])).toEqual([
      [to, "valid"],
      [to, "valid"],
      [null, "valid"],
      [to, "valid"],
    ]);
    expect(await doorScan(first.codes[0] ?? "", to)).toBe("admitted");
    expect(await doorScan(second.codes[0] ?? "", from)).toBe("wrong-night");

    const [mail, ...more] = await mailsTo("moe@move.example", "night-moved");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your Christmas Lights Drive-Through tickets now admit on Saturday, December 19, 2026");
    expect(mail?.text_body).toContain(
      "We're sorry: Christmas Lights Drive-Through on Friday, December 18, 2026 is cancelled.",
    );
    expect(mail?.text_body).toContain("Ice on the roads.");
    expect(mail?.text_body).toContain("Your tickets now admit on Saturday, December 19, 2026.");
    expect(await mailsTo("may@move.example", "night-moved")).toHaveLength(1);
    expect(await mailsTo("not@move.example", "night-moved")).toHaveLength(0);
    expect(elsewhere.order.night_date).toBe("2026-12-20");

    const again = await cancelNight(from, { outcome: "refund", moveTo: "", note: "" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This night is cancelled already." });
    expect(await mailsTo("moe@move.example", "night-moved")).toHaveLength(1);
    expect(await mailsTo("moe@move.example", "night-cancelled")).toHaveLength(0);
    expect(await audit("night.cancel", `night:christmas-lights:${from}`)).toHaveLength(1);
  });

  it("refuses to move orders to a night without their places, and leaves the night as it was", async () => {
    const from = "2026-12-11";
    const to = "2026-12-10";
    await buy("big@capacity.example", [adults(3)], from);
    const change = await staffRequest(server, `/nights/christmas-lights/${to}`, {
      cookie: await freshSessionCookie(server, mia),
      body: { capacity: 2, status: "on_sale" },
    });
    expect(change.status).toBe(200);
    const response = await cancelNight(from, { outcome: "move", moveTo: to, note: "" });
    expect(response.status).toBe(409);
    const message = "Only 2 places are left on Thursday, December 10, 2026; this night's orders need 3.";
    expect(await response.json()).toEqual({ error: message, fields: { moveTo: message } });
    expect((await soldOn(from))?.status).toBe("on_sale");
    expect(await mailsTo("big@capacity.example", "night-moved")).toHaveLength(0);
  });

  it("refunds a cancelled night's orders for their tickets that night, keeps passes, closes open checkouts", async () => {
    const date = "2026-12-26";
    const whole = await buy("wen@cancel.example", [adults(2)], date);
    const mixed = await buy("max@cancel.example", [adults(1), passes(1)], date);
    // A buyer still at the checkout when the night is called off cannot pay for it.
    const open = await server.postJson("/api/create-checkout-session", {
      items: [adults(1)],
      customerEmail: "late@cancel.example",
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      successUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${server.env.PUBLIC_ORIGIN}/events/christmas-lights?canceled=true`,
      nightDate: date,
    });
    expect(open.status).toBe(200);
    const checkoutPath = new URL(((await open.json()) as { url: string }).url).pathname;

    const response = await cancelNight(date, { outcome: "refund", moveTo: "", note: "Storms all evening." });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(nightCancelAnswer.parse(await response.json()).cancelled).toEqual({
      orders: 2,
      refundedCents: 1600 + 800,
      movedTo: null,
    });

    const order = async (id: number) =>
      orderAnswer.parse(
        await (await staffRequest(server, `/orders/${id}`, { cookie: await freshSessionCookie(server, mia) })).json(),
      ).order;
    expect(await order(whole.order.id)).toMatchObject({
      status: "cancelled",
      refundedCents: 1600,
      refunds: [{ amountCents: 1600, status: "succeeded", source: "cancellation", by: "Mia Manager" }],
    });
    const partly = await order(mixed.order.id);
    expect(partly).toMatchObject({ status: "partially refunded", refundedCents: 800, refundableCents: 3000 });
    expect(partly.tickets.map((ticket) => [ticket.label, ticket.status])).toEqual([
      ["Adult", "void"],
      ["Season Pass", "valid"],
    ]);
    expect(await doorScan(whole.codes[0] ?? "", date)).toBe("void");

    const [mail, ...more] = await mailsTo("wen@cancel.example", "night-cancelled");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Christmas Lights Drive-Through on Saturday, December 26, 2026 is cancelled");
    expect(mail?.text_body).toContain("Storms all evening.");
    expect(mail?.text_body).toContain(
      "We refunded $16.00 for your tickets that night, and they will not open the gate.",
    );
    // The cancellation's own mail is the buyer's one notice: no separate refund mail.
    expect(await mailsTo("wen@cancel.example", "ticket-refund")).toHaveLength(0);

    const late = await server.request(`${checkoutPath}/complete`, { method: "POST", redirect: "manual" });
    expect(late.status).toBe(303);
    expect(late.headers.get("location")).toContain("canceled=true");

    const resend = await staffRequest(server, `/orders/${whole.order.id}/resend-receipt`, {
      cookie: await freshSessionCookie(server, mia),
      body: {},
    });
    expect(await resend.json()).toEqual({ error: ordersMessages.cancelled });
  });

  it("refuses to cancel a past night or one the run does not have, a bad move, and front-desk staff", async () => {
    server.deps.clock.set(new Date("2026-12-08T18:00:00Z"));
    const past = await cancelNight(TONIGHT, { outcome: "refund", moveTo: "", note: "" });
    expect(past.status).toBe(409);
    expect(await past.json()).toEqual({ error: "That night has passed: it cannot be cancelled." });
    expect((await cancelNight("2026-07-04", { outcome: "refund", moveTo: "", note: "" })).status).toBe(404);

    const cases: [unknown, string][] = [
      [{ outcome: "move", moveTo: "", note: "" }, "Choose the night to move the orders to."],
      [{ outcome: "move", moveTo: "2026-12-09", note: "" }, nightsMessages.moveToSame],
      [{ outcome: "move", moveTo: "2026-12-05", note: "" }, nightsMessages.moveToUnavailable],
      [{ outcome: "move", moveTo: "2027-01-30", note: "" }, nightsMessages.moveToUnavailable],
      [{ outcome: "postpone", moveTo: "", note: "" }, "Choose whether to refund the orders or move them."],
      [
        { outcome: "refund", moveTo: "", note: "n".repeat(1001) },
        "Keep the note to the buyers under 1,000 characters.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await cancelNight("2026-12-09", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(fieldMessages(await response.json()), JSON.stringify(body)).toContain(message);
    }
    expect((await cancelNight("2026-12-09", { outcome: "refund" })).status).toBe(400);
    const frontDesk = await cancelNight("2026-12-09", { outcome: "refund", moveTo: "", note: "" }, dana);
    expect(frontDesk.status).toBe(403);
    expect((await soldOn("2026-12-09"))?.status).toBe("on_sale");
  });
});
