import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { EventDates } from "#domain/content/schemas.ts";
import { eventRun, isoDate, resortDay } from "#domain/event-dates.ts";
import { CODE_ALPHABET, TICKET_CODE_LENGTH, TICKET_SIGNATURE_LENGTH, ticketQrText } from "#domain/ticket-codes.ts";
import type { PublishedContent } from "#server/content/published.ts";
import type { Db } from "#server/db/database.ts";
import type { Database, TicketsTable } from "#server/db/schema.ts";

/** Characters of an order's reference: 50 random bits, unique per order. */
const REFERENCE_LENGTH = 10;

/** Crockford base32 of the leading `length × 5` bits of `bytes`. */
function base32(bytes: Buffer, length: number): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (out.length < length) throw new Error("not enough bytes for the code's length");
  return out;
}

const randomCode = (length: number) => base32(randomBytes(Math.ceil((length * 5) / 8)), length);

function mac(secret: string, purpose: string, value: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest();
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The signature a ticket's QR code carries: only the server, holding APP_SECRET, can make one, so
 * a code copied off a ticket or guessed does not make a QR code the door accepts.
 */
function ticketSignature(secret: string, code: string): string {
  return base32(mac(secret, "ticket", code), TICKET_SIGNATURE_LENGTH);
}

export function isTicketSignature(secret: string, code: string, signature: string): boolean {
  return sameText(signature, ticketSignature(secret, code));
}

/** What a ticket's QR code says. */
export function ticketQr(secret: string, code: string): string {
  return ticketQrText(code, ticketSignature(secret, code));
}

/**
 * The last part of an order's ticket link: its reference and a signature of it. Nothing is stored
 * for it, so the receipt, a resent receipt and "Find my tickets" all give the same link.
 */
export function ticketLinkToken(secret: string, reference: string): string {
  return `${reference.toLowerCase()}-${mac(secret, "ticket-link", reference).toString("base64url").slice(0, 27)}`;
}

/** The reference a ticket link is for; null when the link is malformed or forged. */
export function referenceOfTicketLink(secret: string, token: string): string | null {
  const match = /^([0-9a-z]{10})-[A-Za-z0-9_-]{27}$/.exec(token);
  const reference = match?.[1]?.toUpperCase();
  return reference && sameText(token, ticketLinkToken(secret, reference)) ? reference : null;
}

export function ticketLinkPath(secret: string, reference: string): string {
  return `/tickets/${ticketLinkToken(secret, reference)}`;
}

export function ticketLinkUrl(origin: string, secret: string, reference: string): string {
  return new URL(ticketLinkPath(secret, reference), origin).href;
}

export function newOrderReference(): string {
  return randomCode(REFERENCE_LENGTH);
}

/** "K7QF2M9XAB" as the buyer reads it: "K7QF2-M9XAB". */
export function formatReference(reference: string): string {
  return `${reference.slice(0, 5)}-${reference.slice(5)}`;
}

interface TicketedLine {
  ticketId: string | null;
  label: string;
  quantity: number;
  amountTotalCents: number;
}

type NewTicket = Pick<TicketsTable, "code" | "ticket_type" | "label" | "night_date" | "valid_from" | "valid_until"> & {
  price_cents: number;
};

/** What issuing an event's tickets reads of it: its dates, and the tickets it sells by the night. */
export interface TicketedSale {
  dates: EventDates;
  perNightTickets: readonly string[];
}

/** An event's sale as published now; undefined for an event that is not. */
export function publishedSale(published: PublishedContent, eventId: string): TicketedSale | undefined {
  const event = published.event(eventId);
  return event && { dates: event.dates, perNightTickets: published.boxOffice(eventId)?.perNightTickets ?? [] };
}

/**
 * The nights a pass bought at `paidAt` admits on: its event's run (an annual event's season) as of
 * that day, so next year's door does not let this year's pass in.
 */
export function passSeason(dates: EventDates | undefined, paidAt: Date): { from: string; until: string } | null {
  if (!dates) return null;
  const run = eventRun(dates, resortDay(paidAt));
  return { from: isoDate(run.start), until: isoDate(run.end) };
}

/**
 * The tickets an order's lines come to: one per person for a ticket sold per night, admitting on the
 * order's night; one per pass, for any night of the season it was paid in. Each keeps its share of
 * what its line cost, discount included, the odd cents on the first ones, so a line's tickets add up
 * to it.
 */
export function ticketsFor(
  sale: TicketedSale | undefined,
  nightDate: string | null,
  lines: readonly TicketedLine[],
  paidAt: Date,
): NewTicket[] {
  const perNight = sale?.perNightTickets ?? [];
  const season = passSeason(sale?.dates, paidAt);
  return lines.flatMap((line) => {
    const share = Math.floor(line.amountTotalCents / line.quantity);
    const oddCents = line.amountTotalCents - share * line.quantity;
    const forOneNight = Boolean(line.ticketId && perNight.includes(line.ticketId));
    return Array.from({ length: line.quantity }, (_, index) => ({
      code: randomCode(TICKET_CODE_LENGTH),
      ticket_type: line.ticketId,
      label: line.label,
      night_date: forOneNight ? nightDate : null,
      valid_from: forOneNight ? null : (season?.from ?? null),
      valid_until: forOneNight ? null : (season?.until ?? null),
      price_cents: share + (index < oddCents ? 1 : 0),
    }));
  });
}

/** Stores an order's tickets, in the transaction that records the order. */
export async function issueTickets(
  trx: Kysely<Database>,
  orderId: number,
  tickets: readonly NewTicket[],
  now: string,
): Promise<void> {
  if (tickets.length === 0) return;
  await trx
    .insertInto("tickets")
    .values(tickets.map((ticket) => ({ ...ticket, order_id: orderId, status: "valid" as const, created_at: now })))
    .execute();
}

export interface OrderWithTickets {
  id: number;
  reference: string;
  sessionId: string;
  mode: "stripe" | "test";
  eventId: string;
  eventName: string;
  customerEmail: string;
  nightDate: string | null;
  createdAt: string;
  amountTotalCents: number;
  currency: string;
  lines: { label: string; quantity: number; amountTotalCents: number }[];
  tickets: { code: string; label: string; nightDate: string | null; status: "valid" | "void" }[];
}

/** An order as its ticket page and its mails show it. */
export async function orderWithTickets(
  db: Db,
  by: { reference: string } | { sessionId: string },
): Promise<OrderWithTickets | undefined> {
  const orders = db.selectFrom("ticket_orders").selectAll();
  const order = await (
    "reference" in by ? orders.where("reference", "=", by.reference) : orders.where("session_id", "=", by.sessionId)
  ).executeTakeFirst();
  if (!order) return undefined;
  const [lines, tickets] = await Promise.all([
    db
      .selectFrom("ticket_order_lines")
      .select(["label", "quantity", "amount_total_cents"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("tickets")
      .select(["code", "label", "night_date", "status"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute(),
  ]);
  return {
    id: order.id,
    reference: order.reference,
    sessionId: order.session_id,
    mode: order.mode,
    eventId: order.event_id,
    eventName: order.event_name,
    customerEmail: order.customer_email,
    nightDate: order.night_date,
    createdAt: order.created_at,
    amountTotalCents: order.amount_total_cents,
    currency: order.currency,
    lines: lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      amountTotalCents: line.amount_total_cents,
    })),
    tickets: tickets.map((ticket) => ({
      code: ticket.code,
      label: ticket.label,
      nightDate: ticket.night_date,
      status: ticket.status,
    })),
  };
}
