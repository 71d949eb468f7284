import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buyTickets } from "#server/testing/orders.ts";
import { formatTicketCode, parseTicketQr } from "#domain/ticket-codes.ts";
import { isTicketSignature, ticketLinkToken } from "#server/box-office/tickets.ts";
import { smtpTransport } from "#server/mail/outbox.ts";
import { addresses } from "#server/testing/messages.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const ORIGIN = "http://localhost:3000";
const SECRET = "test-secret-test-secret-test-secret-0123";

/** What a phone's camera would read off the image. */
async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe.each(testDatabases())("tickets on $name", ({ url }) => {
  let server: TestServer;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // The mail goes out through a real SMTP server, as in production.
    server = await startTestServerOn(
      url,
      "tickets",
      { FRONT_DESK_EMAIL: "frontdesk@example.com" },
      { transport: smtpTransport(smtp.url) },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    server.deps.clock.set(new Date("2026-12-05T18:00:00Z"));
  });

  /** Buys through the test checkout and answers the order's row. */
  const buy = async (email: string, items: { priceId: string; quantity: number }[], nightDate?: string) =>
    (await buyTickets(server, { email, items, nightDate })).order;

  const ticketsOf = (orderId: number) =>
    server.deps.db.selectFrom("tickets").selectAll().where("order_id", "=", orderId).orderBy("id").execute();

  it("issues one ticket per person for the night and one per pass, each with its own short code", async () => {
    const order = await buy(
      "family@example.com",
      [
        { priceId: "test_price_christmas-adult", quantity: 2 },
        { priceId: "test_price_christmas-child", quantity: 1 },
        { priceId: "test_price_christmas-season-pass", quantity: 1 },
      ],
      "2026-12-12",
    );
    expect(order.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const tickets = await ticketsOf(order.id);
    expect(tickets.map((ticket) => [ticket.label, ticket.night_date, ticket.status])).toEqual([
      ["Adult", "2026-12-12", "valid"],
      ["Adult", "2026-12-12", "valid"],
      ["Child", "2026-12-12", "valid"],
      ["Season Pass", null, "valid"],
    ]);
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(4);
    for (const ticket of tickets) expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("mails the receipt with every ticket's QR code inline, signed, and a link to the ticket page", async () => {
    const order = await buy(
      "qr@example.com",
      [
        { priceId: "test_price_christmas-adult", quantity: 1 },
        { priceId: "test_price_christmas-season-pass", quantity: 1 },
      ],
      "2026-12-19",
    );
    const tickets = await ticketsOf(order.id);
    const [receipt] = await smtp.waitForMail((mail) => addresses(mail.to).includes("qr@example.com"));
    expect(receipt?.subject).toBe("Your tickets: Christmas Lights Drive-Through");
    const images = receipt?.attachments.filter((attachment) => attachment.contentType === "image/png") ?? [];
    expect(images).toHaveLength(2);
    const html = String(receipt?.html);
    const scanned: string[] = [];
    for (const image of images) {
      expect(html).toContain(`src="cid:${image.cid}"`);
      const text = await readQr(image.content);
      const parsed = parseTicketQr(text ?? "");
      expect(parsed).not.toBeNull();
      expect(isTicketSignature(SECRET, parsed?.code ?? "", parsed?.signature ?? "")).toBe(true);
      scanned.push(parsed?.code ?? "");
    }
    expect(scanned.sort()).toEqual(tickets.map((ticket) => ticket.code).sort());

    const link = `${ORIGIN}/tickets/${ticketLinkToken(SECRET, order.reference)}`;
    expect(receipt?.text).toContain(`Your 2 tickets: ${link}`);
    expect(receipt?.text).toContain("Night: Saturday, December 19, 2026");
    expect(receipt?.text).toContain("(Test mode: no card was charged.)");
    for (const ticket of tickets) expect(receipt?.text).toContain(formatTicketCode(ticket.code));
    expect(html).toContain(`href="${link}"`);
  });

  it("shows the tickets on a page at the link: QR codes, short codes, the night, no script but its own", async () => {
    const order = await buy("page@example.com", [{ priceId: "test_price_christmas-child", quantity: 3 }], "2026-12-20");
    const tickets = await ticketsOf(order.id);
    const response = await server.request(`/tickets/${ticketLinkToken(SECRET, order.reference)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; script-src 'sha256-[^']+';/);
    const html = await response.text();
    expect(html).toContain("<h1>Your tickets</h1>");
    expect(html).toContain("Sunday, December 20, 2026");
    expect(html).toContain("Test mode — no charge");
    expect(html.match(/<svg role="img" aria-label="QR code of ticket /g)).toHaveLength(3);
    for (const [index, ticket] of tickets.entries()) {
      expect(html).toContain(`aria-label="QR code of ticket ${formatTicketCode(ticket.code)}"`);
      expect(html).toContain(`Ticket ${index + 1} of 3`);
    }
  });

  it("answers a forged, altered or malformed link with a page that says so, and never an order", async () => {
    const order = await buy(
      "forged@example.com",
      [{ priceId: "test_price_christmas-adult", quantity: 1 }],
      "2026-12-21",
    );
    const good = ticketLinkToken(SECRET, order.reference);
    const otherSecret = ticketLinkToken("another-secret-another-secret-another-1", order.reference);
    const altered = `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`;
    for (const token of [otherSecret, altered, order.reference, "x".repeat(38), "%3Cscript%3E"]) {
      const response = await server.request(`/tickets/${token}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("We could not find these tickets");
      expect(html).not.toContain("forged@example.com");
    }
  });
});
