import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyTickets, christmasTickets } from "#server/testing/orders.ts";
import { resort } from "#content/resort.ts";
import { findTicketsMessages } from "#domain/find-tickets.ts";
import { emailInvalidMessage } from "#domain/form-fields.ts";
import { formatReference, ticketLinkToken } from "#server/box-office/tickets.ts";
import { smtpTransport } from "#server/mail/outbox.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { mailTo } from "#server/testing/messages.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const ORIGIN = "http://localhost:3000";
const EVENT_NAME = "Christmas Lights Drive-Through";
const LINKS_SUBJECT = `Your tickets at ${resort.name}`;

describe.each(testDatabases())("POST /api/tickets/find on $name", ({ url }) => {
  let server: TestServer;
  let smtp: TestSmtp;
  // Only ever moves forward: the outbox sends a mail once the clock reaches its queueing time.
  let now = Date.parse("2026-12-05T18:00:00Z");

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServerOn(url, "find_tickets", {}, { transport: smtpTransport(smtp.url) });
    server.deps.clock.set(new Date(now));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  function advance(ms: number) {
    now += ms;
    server.deps.clock.set(new Date(now));
  }

  const find = (body: unknown, ip = nextClientAddress()) => server.postJson("/api/tickets/find", body, { ip });

  /** Buys through the test checkout, a minute after the last purchase, and answers the order's row. */
  const buy = async (email: string, items: { priceId: string; quantity: number }[], nightDate?: string) =>
    (await buyTickets(server, { email, items, nightDate })).order;

  const { adult, child, pass } = christmasTickets;

  /** The ticket-link mails delivered to `email`, once every queued mail has gone out. */
  async function linkMails(email: string): Promise<ParsedMail[]> {
    await server.deps.outbox.drain();
    return mailTo(smtp.messages, email).filter((mail) => mail.subject === LINKS_SUBJECT);
  }

  const linkOf = (reference: string) => `${ORIGIN}/tickets/${ticketLinkToken(server.env.APP_SECRET, reference)}`;

  async function queuedLinkMails(): Promise<number> {
    const row = await server.deps.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("kind", "=", "ticket-links")
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it("answers the same whether or not the address has orders, and mails only the buyer", async () => {
    await buy("same-answer@example.org", [adult(1)], "2026-12-12");
    const withOrders = await find({ email: "same-answer@example.org" });
    const withoutOrders = await find({ email: "never-bought@example.org" });
    expect(withOrders.status).toBe(200);
    expect(withoutOrders.status).toBe(200);
    const [answered, answeredToo] = [await withOrders.text(), await withoutOrders.text()];
    expect(answered).toBe(JSON.stringify({ ok: true }));
    expect(answeredToo).toBe(answered);
    expect(withoutOrders.headers.get("content-type")).toBe(withOrders.headers.get("content-type"));

    expect(await linkMails("same-answer@example.org")).toHaveLength(1);
    await server.deps.outbox.drain();
    expect(mailTo(smtp.messages, "never-bought@example.org")).toEqual([]);
  });

  it("lists every order of the address, newest first, with links that open its tickets, and no one else's", async () => {
    const buyer = "family-links@example.org";
    const first = await buy(buyer, [adult(2), child(1)], "2026-12-12");
    const theirNeighbour = await buy("neighbour-links@example.org", [adult(1)], "2026-12-12");
    const second = await buy(buyer, [pass(1)]);
    const third = await buy(buyer, [child(1)], "2026-12-20");

    expect((await find({ email: buyer })).status).toBe(200);
    const [mail, ...more] = await linkMails(buyer);
    expect(more).toEqual([]);
    const text = mail?.text ?? "";
    const html = String(mail?.html);

    const expected = [
      { order: third, facts: ["Night: Sunday, December 20, 2026", "1 ticket"] },
      { order: second, facts: ["Any night of the season", "1 ticket"] },
      { order: first, facts: ["Night: Saturday, December 12, 2026", "3 tickets"] },
    ];
    const positions = expected.map(({ order }) => text.indexOf(linkOf(order.reference)));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const { order, facts } of expected) {
      const block = [
        EVENT_NAME,
        ...facts,
        `Order reference: ${formatReference(order.reference)}`,
        linkOf(order.reference),
      ].join("\n  ");
      expect(text).toContain(block);
      expect(html).toContain(`href="${linkOf(order.reference)}"`);

      const page = await server.request(new URL(linkOf(order.reference)).pathname);
      expect(page.status).toBe(200);
      const body = await page.text();
      expect(body).toContain("<h1>Your tickets</h1>");
      expect(body).toContain(formatReference(order.reference));
    }
    expect(text).not.toContain(formatReference(theirNeighbour.reference));
    expect(html).not.toContain(ticketLinkToken(server.env.APP_SECRET, theirNeighbour.reference));
  });

  it("finds the orders however the address is spelled", async () => {
    const order = await buy("  Mixed.Case@Example.ORG ", [adult(1)], "2026-12-13");
    expect(order.customer_email).toBe("mixed.case@example.org");
    expect((await find({ email: " MIXED.case@example.org  " })).status).toBe(200);
    const [mail] = await linkMails("mixed.case@example.org");
    expect(mail?.text).toContain(linkOf(order.reference));
  });

  it("lists the 20 newest orders at most, and escapes what it puts in HTML", async () => {
    const buyer = "regular@example.org";
    const references = Array.from({ length: 21 }, (_, index) => `RG${String(index).padStart(2, "0")}EGULAR`);
    await server.deps.db
      .insertInto("ticket_orders")
      .values(
        references.map((reference, index) => ({
          session_id: `cs_regular_${index}`,
          stripe_event_id: null,
          mode: "test" as const,
          event_id: "christmas-lights",
          event_name: "Lights & <Music>",
          customer_email: buyer,
          amount_total_cents: 800,
          currency: "usd",
          created_at: new Date(Date.parse("2025-12-01T18:00:00Z") + index * 86_400_000).toISOString(),
          mails_queued_at: null,
          night_date: null,
          reference,
          terms_accepted_at: null,
        })),
      )
      .execute();

    expect((await find({ email: buyer })).status).toBe(200);
    const [mail] = await linkMails(buyer);
    const links = [...(mail?.text ?? "").matchAll(/http:\/\/localhost:3000\/tickets\/[\w-]+/g)].map(
      (match) => match[0],
    );
    expect(links).toEqual(references.slice(1).reverse().map(linkOf));
    const html = String(mail?.html);
    expect(html).toContain("Lights &amp; &lt;Music&gt;");
    expect(html).not.toContain("<Music>");
  });

  it("refuses bad input with a clear 4xx, echoes none of it and sends nothing", async () => {
    await buy("victim@example.org", [adult(1)], "2026-12-14");
    await server.deps.outbox.drain();
    const before = await queuedLinkMails();
    const orders = await server.deps.db.selectFrom("ticket_orders").select("id").execute();

    const cases: Array<[string, () => Promise<Response>, number, Record<string, unknown>]> = [
      ["malformed JSON", () => find('{"email":'), 400, { error: "The request body is not valid JSON." }],
      [
        "wrong content type",
        () =>
          server.request("/api/tickets/find", {
            method: "POST",
            body: "email=victim@example.org",
            headers: { "Content-Type": "text/plain" },
            ip: nextClientAddress(),
          }),
        415,
        { error: "Send the request as application/json." },
      ],
      ["a JSON array", () => find([]), 400, {}],
      ["a wrong type", () => find({ email: ["victim@example.org"] }), 400, { fields: { email: expect.any(String) } }],
      ["a number", () => find({ email: 42 }), 400, { fields: { email: expect.any(String) } }],
      ["a missing address", () => find({}), 400, { fields: { email: expect.any(String) } }],
      [
        "an empty address",
        () => find({ email: "   " }),
        400,
        { error: findTicketsMessages.emailRequired, fields: { email: findTicketsMessages.emailRequired } },
      ],
      ["a malformed address", () => find({ email: "victim" }), 400, { error: emailInvalidMessage }],
      [
        "an unknown field",
        () => find({ email: "victim@example.org", customerEmail: "attacker@example.org" }),
        400,
        { fields: { customerEmail: "Unknown field." } },
      ],
      [
        "an oversize body",
        () => find({ email: `${"a".repeat(20_000)}@example.org` }),
        413,
        { error: "The request is too large." },
      ],
      [
        "a header injection",
        () => find({ email: "attacker@example.org\r\nBcc: victim@example.org" }),
        400,
        { error: emailInvalidMessage },
      ],
      ["an SQL injection", () => find({ email: "' OR '1'='1' --@example.org" }), 400, { error: emailInvalidMessage }],
      ["markup", () => find({ email: "<script>alert(1)</script>@example.org" }), 400, { error: emailInvalidMessage }],
    ];
    for (const [name, send, status, body] of cases) {
      const response = await send();
      expect(response.status, name).toBe(status);
      const answer = await response.text();
      expect(JSON.parse(answer), name).toMatchObject(body);
      expect(answer, name).not.toContain("victim@example.org");
      expect(answer, name).not.toContain("<script>");
    }

    // A quote is allowed in an address; it stays data, matching no one's orders and changing none.
    const quoted = await find({ email: "o'brien'--@example.org" });
    expect(quoted.status).toBe(200);
    await server.deps.outbox.drain();
    expect(await queuedLinkMails()).toBe(before);
    expect(await server.deps.db.selectFrom("ticket_orders").select("id").execute()).toEqual(orders);
  });

  it("answers a bot that fills the honeypot as anyone else, and mails no one", async () => {
    await buy("honeypot@example.org", [adult(1)], "2026-12-15");
    const response = await find({ email: "honeypot@example.org", website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await linkMails("honeypot@example.org")).toEqual([]);
  });

  it("limits each client to 5 requests per 10 minutes with a clear 429", async () => {
    const ip = nextClientAddress();
    for (let i = 0; i < 5; i += 1) expect((await find({ email: `asker${i}@example.org` }, ip)).status).toBe(200);
    const limited = await find({ email: "asker-last@example.org" }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: findTicketsMessages.rateLimited });
    expect((await find({ email: "asker-last@example.org" })).status).toBe(200);
  });

  it("mails an address at most 3 times an hour, from any number of clients, and answers the same past it", async () => {
    const buyer = "flooded@example.org";
    const order = await buy(buyer, [adult(1)], "2026-12-16");
    const answers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await find({ email: buyer });
      expect(response.status).toBe(200);
      answers.push(await response.text());
      advance(60_000);
    }
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ ok: true })]));
    const mails = await linkMails(buyer);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.text).toContain(linkOf(order.reference));

    // The cap is the address's: another buyer is mailed as usual.
    await buy("unflooded@example.org", [adult(1)], "2026-12-16");
    expect((await find({ email: "unflooded@example.org" })).status).toBe(200);
    expect(await linkMails("unflooded@example.org")).toHaveLength(1);

    // An hour after the first mail the address may be mailed again.
    advance(60 * 60_000);
    expect((await find({ email: buyer })).status).toBe(200);
    expect(await linkMails(buyer)).toHaveLength(4);
  });
});
