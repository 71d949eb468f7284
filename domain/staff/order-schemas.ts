/**
 * Ticket orders in the staff console: the list and its filters, one order in full, and the sales
 * the Today screen shows. Answers shared by the server and the console; errors use the rest of the
 * staff API's shape, `{ error, fields? }`.
 */
import { z } from "#domain/zod.ts";
import { instant } from "./schemas.ts";

export const ordersMessages = {
  query: "Please check the filters.",
  unknownEvent: "No event sells tickets under this id.",
  night: "Choose a night (YYYY-MM-DD), or passes for orders of passes only.",
  notFound: "No order has this id.",
  refunded: "Every ticket of this order is refunded: there is no receipt to send again.",
  cancelled: "This order's night is cancelled: there is no receipt to send again.",
  resent: "The receipt is queued again and goes out in a moment.",
} as const;

/** The night filter's value for orders of passes only, which are for no night. */
export const PASS_NIGHT = "pass";

const eventId = z.string().min(1).max(100);
// Zod reports the one string option's own issue when text fails both, so each option carries the message.
const nightFilter = z.union(
  [z.iso.date(ordersMessages.night), z.literal(PASS_NIGHT, ordersMessages.night)],
  ordersMessages.night,
);

export const ordersQuery = z.strictObject({
  event: eventId.optional(),
  night: nightFilter.optional(),
  /** An order reference, with or without its dash, or part of the buyer's email address or name. */
  q: z.string().trim().max(100).optional(),
  /** The id of the last order of the previous page: newest orders first. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OrdersQuery = z.output<typeof ordersQuery>;

export const ordersCsvQuery = ordersQuery.pick({ event: true, night: true });
export type OrdersCsvQuery = z.output<typeof ordersCsvQuery>;

const orderStatuses = ["paid", "partially refunded", "refunded", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  paid: "Paid",
  "partially refunded": "Partially refunded",
  refunded: "Refunded",
  cancelled: "Cancelled",
};

/**
 * An order's state from its tickets and its refunds. A refund voids the tickets it pays back, and
 * a refund made in Stripe's dashboard may return money without naming tickets, so either one
 * counts; an order whose night was called off and paid back is cancelled.
 */
export function orderStatus(order: {
  tickets: number;
  voided: number;
  amountCents: number;
  refundedCents: number;
  cancelled: boolean;
}): OrderStatus {
  if (order.cancelled) return "cancelled";
  if (order.voided === 0 && order.refundedCents === 0) return "paid";
  const everyTicket = order.tickets > 0 && order.voided >= order.tickets;
  const everyCent = order.amountCents > 0 && order.refundedCents >= order.amountCents;
  return everyTicket || everyCent ? "refunded" : "partially refunded";
}

const orderSummary = z.object({
  id: z.number(),
  /** As the buyer's receipt shows it: `K7QF2-M9XAB`. */
  reference: z.string(),
  event: z.object({ id: z.string(), name: z.string() }),
  /** The night its per-night tickets are for; null for an order of passes only. */
  night: z.iso.date().nullable(),
  buyerEmail: z.string(),
  buyerName: z.string().nullable(),
  amountCents: z.number(),
  currency: z.string(),
  createdAt: instant,
  mode: z.enum(["stripe", "test"]),
  ticketCount: z.number(),
  /** Check-ins of its tickets: a pass counts once for each night it came. */
  checkedIn: z.number(),
  voided: z.number(),
  /** Money returned or on its way back: refunds that succeeded or are pending. */
  refundedCents: z.number(),
  status: z.enum(orderStatuses),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const ordersAnswer = z.object({
  orders: z.array(orderSummary),
  nextBefore: z.number().nullable(),
});

const orderTicket = z.object({
  /** As stored and signed, without the dash (`formatTicketCode` shows it). */
  code: z.string(),
  label: z.string(),
  night: z.iso.date().nullable(),
  status: z.enum(["valid", "void"]),
  /** What the buyer paid for it, discounts included: what refunding it gives back by default. */
  priceCents: z.number(),
  checkIns: z.array(z.object({ night: z.iso.date(), at: instant, by: z.string() })),
});
export type OrderTicket = z.infer<typeof orderTicket>;

/** The mails a buyer gets about an order, as the console names them. */
export const buyerMailLabels = {
  "ticket-receipt": "Receipt",
  "ticket-refund": "Refund notice",
  "night-cancelled": "Night cancelled",
  "night-moved": "Night moved",
  "ticket-links": "Find my tickets",
} as const;
export type BuyerMailKind = keyof typeof buyerMailLabels;

const orderMail = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  createdAt: instant,
  sentAt: instant.nullable(),
});
export type OrderMail = z.infer<typeof orderMail>;

const refundStatuses = ["pending", "succeeded", "failed", "canceled"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: "On its way",
  succeeded: "Refunded",
  failed: "Failed",
  canceled: "Canceled",
};

/** Where a refund was asked for: the console, Stripe's own dashboard, or a cancelled night. */
const refundSources = ["console", "stripe", "cancellation"] as const;
export type RefundSource = (typeof refundSources)[number];

const orderRefund = z.object({
  id: z.number(),
  amountCents: z.number(),
  status: z.enum(refundStatuses),
  source: z.enum(refundSources),
  reason: z.string(),
  /** The staff member who asked for it; "Stripe" for one made in Stripe's dashboard. */
  by: z.string(),
  createdAt: instant,
  /** Codes of the tickets it voided. */
  tickets: z.array(z.string()),
});
export type OrderRefund = z.infer<typeof orderRefund>;

const orderDetail = orderSummary.extend({
  lines: z.array(
    z.object({ label: z.string(), quantity: z.number(), unitAmountCents: z.number(), amountCents: z.number() }),
  ),
  tickets: z.array(orderTicket),
  termsAcceptedAt: instant.nullable(),
  /** The buyer's ticket page, as the receipt links it. */
  ticketLink: z.url(),
  /** Receipts, refund and cancellation notices and "Find my tickets" mails about this order, newest first. */
  mails: z.array(orderMail),
  /** Its refunds, oldest first. */
  refunds: z.array(orderRefund),
  /** What may still be refunded: the amount paid less refunds that succeeded or are pending. */
  refundableCents: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderAnswer = z.object({ order: orderDetail });

/**
 * One event sold by the night on the Today screen. Tonight counts the orders for tonight; the run,
 * every order since the previous run ended (only the current or next run is on sale). Tickets
 * count when valid; revenue is what the orders paid.
 */
export const eventSales = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  /** Tonight's date when tonight is one of the event's nights, else null. */
  night: z.iso.date().nullable(),
  tonight: z.object({ tickets: z.number(), revenueCents: z.number(), checkedIn: z.number() }),
  run: z.object({ tickets: z.number(), revenueCents: z.number() }),
});
export type EventSales = z.infer<typeof eventSales>;
