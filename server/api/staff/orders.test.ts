import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buyTickets, christmasTickets } from "#server/testing/orders.ts";
import { dashboardAnswer } from "#domain/staff/mail-schemas.ts";
import { orderAnswer, ordersAnswer, ordersMessages, type OrderSummary } from "#domain/staff/order-schemas.ts";
import {
  formatReference,
  issueTickets,
  newOrderReference,
  publishedSale,
  ticketLinkUrl,
  ticketsFor,
} from "#server/box-office/tickets.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { messages } from "./router.ts";

const ORIGIN = "http://localhost:3000";
const SECRET = "test-secret-test-secret-test-secret-0123";
/** Saturday 5 December 2026, noon in Gadsden: a night of the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const TONIGHT = "2026-12-05";
const NEXT_SATURDAY = "2026-12-12";

describe.each(testDatabases())("orders in the console on $name", ({ url }) => {
  let server: TestServer;
  let mia: StaffClient;
  let dana: StaffClient;

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_orders");
    server.deps.clock.set(IN_SEASON);
    mia = await enrolStaff(server, { email: "mia@example.com", role: "manager", name: "Mia Manager" });
    dana = await enrolStaff(server, { email: "dana@example.com", role: "front_desk", name: "Dana Door" });
  });
  afterAll(() => server?.close());
  beforeEach(() => server.deps.clock.set(IN_SEASON));

  /** Buys Christmas Lights tickets through the test checkout; answers the order's row and its tickets' codes. */
  const buy = (email: string, items: { priceId: string; quantity: number }[], nightDate?: string) =>
    buyTickets(server, { email, items, nightDate });
  const { adult: adults, pass: passes } = christmasTickets;

  /** An order as an earlier season or another event left it, with one ticket per person. */
  async function storedOrder(row: { eventId: string; createdAt: string; nightDate: string | null; cents: number }) {
    const { id } = await server.deps.db
      .insertInto("ticket_orders")
      .values({
        session_id: `stored-${newOrderReference()}`,
        stripe_event_id: null,
        mode: "test",
        event_id: row.eventId,
        event_name: row.eventId === "fall-fest-2025" ? "Fall Fest" : "Christmas Lights Drive-Through",
        customer_email: "stored@earlier.example",
        customer_name: null,
        amount_total_cents: row.cents,
        currency: "usd",
        created_at: row.createdAt,
        mails_queued_at: row.createdAt,
        night_date: row.nightDate,
        reference: newOrderReference(),
        terms_accepted_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const lines = [{ ticketId: "christmas-adult", label: "Adult", quantity: 1, amountTotalCents: row.cents }];
    await issueTickets(
      server.deps.db,
      id,
      ticketsFor(publishedSale(server.deps.published, row.eventId), row.nightDate, lines, new Date(row.createdAt)),
      row.createdAt,
    );
    return id;
  }

  const voidTickets = (codes: string[]) =>
    server.deps.db.updateTable("tickets").set({ status: "void" }).where("code", "in", codes).execute();
  const nameBuyer = (orderId: number, name: string) =>
    server.deps.db.updateTable("ticket_orders").set({ customer_name: name }).where("id", "=", orderId).execute();
  const checkIn = async (codes: string[], night = TONIGHT) => {
    const response = await staffRequest(server, "/door/check-ins", {
      cookie: await freshSessionCookie(server, dana),
      body: {
        event: "christmas-lights",
        night,
        scans: codes.map((code) => ({ id: `scan-${night}-${code}`, code, scannedAt: IN_SEASON.toISOString() })),
      },
    });
    expect(response.status).toBe(200);
  };

  const get = async (path: string, member = mia) =>
    staffRequest(server, path, { cookie: await freshSessionCookie(server, member) });
  const list = async (query: string) => {
    const response = await get(`/orders?${query}`);
    expect(response.status, query).toBe(200);
    return ordersAnswer.parse(await response.json());
  };
  const ids = async (query: string) => (await list(query)).orders.map((order) => order.id);
  const detail = async (id: number) => {
    const response = await get(`/orders/${id}`);
    expect(response.status).toBe(200);
    return orderAnswer.parse(await response.json()).order;
  };
  const resend = async (id: number | string, member = mia) =>
    staffRequest(server, `/orders/${id}/resend-receipt`, {
      cookie: await freshSessionCookie(server, member),
      body: {},
    });
  const auditEntries = (action: string) =>
    server.deps.db
      .selectFrom("audit_log")
      .select(["actor", "target", "after_json"])
      .where("action", "=", action)
      .orderBy("id")
      .execute();
  const receiptsTo = (email: string) =>
    server.deps.db
      .selectFrom("outbox")
      .select(["id", "priority", "reply_to", "subject", "attachments", "text_body"])
      .where("kind", "=", "ticket-receipt")
      .where("to_address", "=", email)
      .orderBy("id")
      .execute();

  it("lists orders newest first with their tickets counted, filtered by event and by night or passes", async () => {
    const family = await buy("holly@filters.example", [adults(2), passes(1)], TONIGHT);
    const later = await buy("ivy@filters.example", [adults(1)], NEXT_SATURDAY);
    const passOnly = await buy("noel@filters.example", [passes(2)]);
    const fallFest = await storedOrder({
      eventId: "fall-fest-2025",
      createdAt: "2025-10-01T15:00:00.000Z",
      nightDate: "2025-10-03",
      cents: 2500,
    });

    expect(await ids("q=filters.example")).toEqual([passOnly.order.id, later.order.id, family.order.id]);
    expect(await ids(`q=filters.example&night=${TONIGHT}`)).toEqual([family.order.id]);
    expect(await ids(`q=filters.example&night=${NEXT_SATURDAY}`)).toEqual([later.order.id]);
    expect(await ids("q=filters.example&night=pass")).toEqual([passOnly.order.id]);
    expect(await ids("event=christmas-lights&q=example")).not.toContain(fallFest);
    expect(await ids("event=fall-fest-2025")).toEqual([fallFest]);
    expect(await ids("event=fall-fest-2025&night=2025-10-04")).toEqual([]);

    const [first] = (await list(`q=holly@filters.example`)).orders;
    expect(first).toEqual({
      id: family.order.id,
      reference: formatReference(family.order.reference),
      event: { id: "christmas-lights", name: "Christmas Lights Drive-Through" },
      night: TONIGHT,
      buyerEmail: "holly@filters.example",
      buyerName: null,
      amountCents: 2 * 800 + 3000,
      currency: family.order.currency,
      createdAt: IN_SEASON.toISOString(),
      mode: "test",
      ticketCount: 3,
      checkedIn: 0,
      voided: 0,
      refundedCents: 0,
      status: "paid",
    } satisfies OrderSummary);
  });

  it("finds an order by its reference with or without the dash, in any case, and by email or name", async () => {
    const { order } = await buy("Robin.Search@finders.example", [adults(1)], TONIGHT);
    const other = await buy("someone@finders.example", [adults(1)], TONIGHT);
    await nameBuyer(other.order.id, "Jolly Holiday");
    const dashed = formatReference(order.reference);

    for (const q of [dashed, dashed.toLowerCase(), order.reference, order.reference.toLowerCase(), dashed.slice(0, 7)])
      expect(await ids(`q=${encodeURIComponent(q)}`), q).toEqual([order.id]);
    expect(await ids("q=ROBIN.SEARCH")).toEqual([order.id]);
    expect(await ids("q=robin.search%40finders")).toEqual([order.id]);
    expect(await ids("q=jolly%20hol")).toEqual([other.order.id]);
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("q=finders.example&night=pass")).toEqual([]);
  });

  it("pages newest first, each page starting below the last id of the one before", async () => {
    const bought = [];
    for (let index = 0; index < 5; index += 1)
      bought.push((await buy(`p${index}@paging.example`, [adults(1)], TONIGHT)).order);
    const newest = bought.map((order) => order.id).reverse();

    const first = await list("q=paging.example&limit=2");
    expect(first.orders.map((order) => order.id)).toEqual(newest.slice(0, 2));
    expect(first.nextBefore).toBe(newest[1]);
    const second = await list(`q=paging.example&limit=2&before=${first.nextBefore}`);
    expect(second.orders.map((order) => order.id)).toEqual(newest.slice(2, 4));
    const third = await list(`q=paging.example&limit=2&before=${second.nextBefore}`);
    expect(third.orders.map((order) => order.id)).toEqual(newest.slice(4));
    expect(third.nextBefore).toBeNull();
  });

  it("tells paid, partially refunded and refunded from the tickets voided, and counts check-ins", async () => {
    const { order, codes } = await buy("carol@status.example", [adults(3), passes(1)], TONIGHT);
    const summary = async () => (await list("q=carol@status.example")).orders[0];

    await checkIn([codes[0] ?? "", codes[3] ?? ""]);
    // The pass comes again another night: each night's check-in counts.
    await checkIn([codes[3] ?? ""], NEXT_SATURDAY);
    expect(await summary()).toMatchObject({ id: order.id, ticketCount: 4, checkedIn: 3, voided: 0, status: "paid" });

    await voidTickets([codes[1] ?? ""]);
    expect(await summary()).toMatchObject({ voided: 1, status: "partially refunded" });
    await voidTickets(codes);
    expect(await summary()).toMatchObject({ voided: 4, status: "refunded", checkedIn: 3 });
  });

  it("opens an order with its lines, tickets and their check-ins, the ticket link and the mails about it", async () => {
    const { order, codes } = await buy("lena@detail.example", [adults(2), passes(1)], TONIGHT);
    const other = await buy("lena@detail.example", [adults(1)], NEXT_SATURDAY);
    await nameBuyer(order.id, "Lena Lights");
    await checkIn([codes[0] ?? ""]);
    await voidTickets([codes[1] ?? ""]);
    // "Find my tickets" lists both orders in one mail, which is about each of them.
    expect((await server.postJson("/api/tickets/find", { email: "lena@detail.example" })).status).toBe(200);

    const opened = await detail(order.id);
    expect(opened).toMatchObject({
      id: order.id,
      reference: formatReference(order.reference),
      buyerName: "Lena Lights",
      night: TONIGHT,
      ticketCount: 3,
      checkedIn: 1,
      voided: 1,
      status: "partially refunded",
      termsAcceptedAt: null,
      lines: [
        { label: "Adult", quantity: 2, unitAmountCents: 800, amountCents: 1600 },
        { label: "Season Pass", quantity: 1, unitAmountCents: 3000, amountCents: 3000 },
      ],
      ticketLink: ticketLinkUrl(ORIGIN, SECRET, order.reference),
    });
    expect(opened.tickets).toEqual([
      {
        code: codes[0],
        label: "Adult",
        night: TONIGHT,
        status: "valid",
        priceCents: 800,
        checkIns: [{ night: TONIGHT, at: IN_SEASON.toISOString(), by: "Dana Door" }],
      },
      { code: codes[1], label: "Adult", night: TONIGHT, status: "void", priceCents: 800, checkIns: [] },
      { code: codes[2], label: "Season Pass", night: null, status: "valid", priceCents: 3000, checkIns: [] },
    ]);
    // Voided here by hand, not by a refund: no money went back.
    expect(opened).toMatchObject({ refunds: [], refundedCents: 0, refundableCents: 1600 + 3000 });
    expect(opened.mails.map((mail) => mail.kind)).toEqual(["ticket-links", "ticket-receipt"]);
    expect(opened.mails[1]).toMatchObject({ status: "pending", createdAt: IN_SEASON.toISOString(), sentAt: null });
    // The other order's receipt went to the same address, and is not about this one.
    expect((await detail(other.order.id)).mails.map((mail) => mail.kind)).toEqual(["ticket-links", "ticket-receipt"]);
    expect(opened.mails.map((mail) => mail.id)).not.toContain((await detail(other.order.id)).mails[1]?.id);

    const page = await server.request(new URL(opened.ticketLink).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(formatReference(order.reference));
  });

  it("queues the receipt again, urgent, with the same tickets and QR codes, audited; not for a refunded order", async () => {
    const { order, codes } = await buy("rex@resend.example", [adults(2), passes(1)], TONIGHT);
    const [original] = await receiptsTo("rex@resend.example");

    server.deps.clock.set(new Date(IN_SEASON.getTime() + 60_000));
    const response = await resend(order.id, dana);
    expect(response.status).toBe(200);
    const answered = orderAnswer.parse(await response.json()).order;
    expect(answered.mails.map((mail) => [mail.kind, mail.createdAt])).toEqual([
      ["ticket-receipt", new Date(IN_SEASON.getTime() + 60_000).toISOString()],
      ["ticket-receipt", IN_SEASON.toISOString()],
    ]);

    const receipts = await receiptsTo("rex@resend.example");
    expect(receipts).toHaveLength(2);
    const again = receipts[1];
    const attachments = (json: string | null | undefined) => JSON.parse(json ?? "[]") as { filename: string }[];
    expect(attachments(again?.attachments)).toHaveLength(3);
    expect(attachments(again?.attachments)).toEqual(attachments(original?.attachments));
    expect(again).toMatchObject({
      priority: original?.priority,
      reply_to: original?.reply_to,
      subject: original?.subject,
      text_body: original?.text_body,
    });
    expect(again?.priority).toBe(0);

    expect((await auditEntries("orders.resend-receipt")).at(-1)).toEqual({
      actor: "dana@example.com",
      target: `order:${order.id}`,
      after_json: JSON.stringify({ reference: formatReference(order.reference), mail: again?.id, tickets: 3 }),
    });

    await voidTickets(codes);
    const refunded = await resend(order.id);
    expect(refunded.status).toBe(409);
    expect(await refunded.json()).toEqual({ error: ordersMessages.refunded });
    expect(await receiptsTo("rex@resend.example")).toHaveLength(2);
  });

  it("downloads the orders as CSV, a formula in a name defused, audited; not for the front desk", async () => {
    const { order } = await buy("sheet@csv.example", [adults(2)], TONIGHT);
    await nameBuyer(order.id, "=cmd|' /C calc'!A0");
    const pass = await buy("pass@csv.example", [passes(1)]);
    const codes = await server.deps.db
      .selectFrom("tickets")
      .select("code")
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute();
    await checkIn([codes[0]?.code ?? ""]);

    const response = await get(`/orders.csv?event=christmas-lights&night=${TONIGHT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="orders-${TONIGHT}.csv"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("Reference,Event,Night,Buyer,Email,Tickets,Checked in,Amount,Status,Paid at");
    expect(lines.at(-1)).toBe("");
    expect(lines).toContain(
      `${formatReference(order.reference)},Christmas Lights Drive-Through,${TONIGHT},'=cmd|' /C calc'!A0,sheet@csv.example,2,1,16.00,Paid,${IN_SEASON.toISOString()}`,
    );
    expect(lines.some((line) => line.includes("pass@csv.example"))).toBe(false);
    const tonightOrders = await list(`event=christmas-lights&night=${TONIGHT}&limit=100`);
    expect(lines).toHaveLength(tonightOrders.orders.length + 2);
    expect((await auditEntries("orders.export")).at(-1)).toEqual({
      actor: "mia@example.com",
      target: null,
      after_json: JSON.stringify({ event: "christmas-lights", night: TONIGHT, rows: lines.length - 2 }),
    });

    const passRows = (await (await get("/orders.csv?night=pass")).text()).split("\r\n");
    expect(passRows).toContain(
      `${formatReference(pass.order.reference)},Christmas Lights Drive-Through,Season pass,,pass@csv.example,1,0,30.00,Paid,${IN_SEASON.toISOString()}`,
    );

    const exportsBefore = await auditEntries("orders.export");
    const frontDesk = await get(`/orders.csv?event=christmas-lights`, dana);
    expect(frontDesk.status).toBe(403);
    expect(await frontDesk.json()).toEqual({ error: messages.forbidden });
    expect(await auditEntries("orders.export")).toEqual(exportsBefore);
  });

  it("shows Today's sales by event: tonight's tickets, revenue and check-ins, and the run's since the last one ended", async () => {
    const sales = async () => {
      const response = await get("/dashboard", dana);
      expect(response.status).toBe(200);
      return dashboardAnswer.parse(await response.json()).sales;
    };
    const before = await sales();
    // Fall Fest 2025 is over; only the Christmas Lights season sells.
    expect(before.map((entry) => entry.event)).toEqual([
      { id: "christmas-lights", name: "Christmas Lights Drive-Through" },
    ]);
    const start = before[0];

    const family = await buy("fam@sales.example", [adults(2), passes(1)], TONIGHT);
    await buy("next@sales.example", [adults(1)], NEXT_SATURDAY);
    const pass = await buy("pass@sales.example", [passes(1)]);
    await voidTickets([family.codes[1] ?? ""]);
    await checkIn([family.codes[0] ?? "", pass.codes[0] ?? ""]);
    await checkIn([family.codes[2] ?? ""], NEXT_SATURDAY);
    // Sold on 4 January at 11 PM in Gadsden, the last day of last season: not this run's.
    await storedOrder({
      eventId: "christmas-lights",
      createdAt: "2026-01-05T05:00:00.000Z",
      nightDate: "2026-01-04",
      cents: 700,
    });
    // Half an hour into 5 January in Gadsden: this run's first day of sales.
    await storedOrder({
      eventId: "christmas-lights",
      createdAt: "2026-01-05T06:30:00.000Z",
      nightDate: null,
      cents: 900,
    });

    const [after] = await sales();
    expect(after?.night).toBe(TONIGHT);
    expect(after?.tonight).toEqual({
      tickets: (start?.tonight.tickets ?? 0) + 2,
      revenueCents: (start?.tonight.revenueCents ?? 0) + 2 * 800 + 3000,
      checkedIn: (start?.tonight.checkedIn ?? 0) + 2,
    });
    expect(after?.run).toEqual({
      tickets: (start?.run.tickets ?? 0) + 2 + 1 + 1 + 1,
      revenueCents: (start?.run.revenueCents ?? 0) + 4600 + 800 + 3000 + 900,
    });

    // On a day with no night the event still shows its run, with nothing tonight.
    server.deps.clock.set(new Date("2027-01-10T18:00:00Z"));
    const [offSeason] = await sales();
    expect(offSeason).toMatchObject({ night: null, tonight: { tickets: 0, revenueCents: 0, checkedIn: 0 } });
    expect(offSeason?.run.tickets).toBe(0);
  });

  it("refuses an unknown event, a malformed night or query, and an order that is not there", async () => {
    const unknown = await get("/orders?event=haunted-harvest");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: ordersMessages.unknownEvent });
    expect((await get("/orders.csv?event=haunted-harvest")).status).toBe(404);

    for (const path of [
      "/orders?night=2026-13-01",
      "/orders?night=tonight",
      "/orders.csv?night=2026-12-5",
      "/orders?night=pass&extra=1",
      "/orders?limit=0",
      "/orders?before=-1",
      `/orders?q=${"x".repeat(101)}`,
      "/orders.csv?q=holly",
    ]) {
      const refused = await get(path);
      expect(refused.status, path).toBe(400);
      const body = (await refused.json()) as { error: string; fields: Record<string, string> };
      expect(body.error, path).toBe(ordersMessages.query);
      expect(Object.keys(body.fields).length, path).toBeGreaterThan(0);
    }
    expect(((await (await get("/orders?night=tonight")).json()) as { fields: unknown }).fields).toEqual({
      night: ordersMessages.night,
    });

    for (const path of ["/orders/abc", "/orders/0", "/orders/999999", "/orders/1.5"]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.json(), path).toEqual({ error: ordersMessages.notFound });
    }
    for (const id of ["abc", "999999"]) {
      const missing = await resend(id);
      expect(missing.status, id).toBe(404);
      expect(await missing.json()).toEqual({ error: ordersMessages.notFound });
    }
  });

  it("refuses a signed-out request on every orders endpoint, and lets the front desk see and resend", async () => {
    const { order } = await buy("guarded@auth.example", [adults(1)], TONIGHT);
    for (const path of ["/orders", `/orders/${order.id}`, "/orders.csv"]) {
      const signedOut = await staffRequest(server, path);
      expect(signedOut.status, path).toBe(401);
      expect(await signedOut.json()).toEqual({ error: messages.signIn });
    }
    const signedOut = await staffRequest(server, `/orders/${order.id}/resend-receipt`, { body: {} });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: messages.signIn });
    expect(await receiptsTo("guarded@auth.example")).toHaveLength(1);

    expect((await get("/orders", dana)).status).toBe(200);
    expect((await get(`/orders/${order.id}`, dana)).status).toBe(200);
    expect((await resend(order.id, dana)).status).toBe(200);
    expect(await receiptsTo("guarded@auth.example")).toHaveLength(2);
  });
});
