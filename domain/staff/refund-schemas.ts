/**
 * Refunds from the console: the request a manager sends for one order, and what the box office
 * answers. Shared by the server and the console; errors use the rest of the staff API's shape,
 * `{ error, fields? }`.
 */
import { formatUsd } from "#domain/english.ts";
import { z } from "#domain/zod.ts";

/** Tickets one refund may name: more than any order holds. */
const MAX_TICKETS_PER_REFUND = 200;

export const refundMessages = {
  chooseSomething: "Choose the tickets to refund, or enter an amount.",
  amount: "Enter an amount in dollars, like 15 or 15.50.",
  amountZero: "Enter an amount above $0.00.",
  reason: "Keep the reason under 500 characters.",
  ticket: "Choose tickets of this order.",
  ticketVoid: "One of these tickets is refunded already. Reload the order and choose again.",
  nothingLeft: "Everything this order paid is refunded already.",
  stripeFailed: "Stripe did not make the refund, so nothing changed. Try again in a moment.",
  done: "Refunded. The tickets are void and the buyer is mailed.",
  doneMoneyOnly: "Refunded. The buyer is mailed.",
} as const;

/** "At most $12.50 of this order is left to refund." */
export function refundTooLargeMessage(leftCents: number): string {
  return `At most ${formatUsd(leftCents)} of this order is left to refund.`;
}

/** "15", "15.5" or "15.50" as cents; null for anything else. */
export function dollarsToCents(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * What a refund gives back: the amount typed, else what the chosen tickets cost, at most what is
 * left to refund on the order (an earlier refund of money alone may have taken some of it).
 */
export function refundAmountCents(amount: string, ticketsCents: number, leftCents: number): number {
  return dollarsToCents(amount) ?? Math.min(ticketsCents, leftCents);
}

/**
 * A refund: the tickets it voids (by code) and the amount it returns. Without an amount it returns
 * what the tickets cost; an amount without tickets returns money and leaves every ticket valid (a
 * goodwill refund).
 */
export const refundRequest = z
  .strictObject({
    tickets: z
      .array(z.string().regex(/^[0-9A-Z]{8}$/, refundMessages.ticket))
      .max(MAX_TICKETS_PER_REFUND, refundMessages.ticket),
    /** Dollars as typed; empty for the price of the tickets chosen. */
    amount: z
      .string()
      .trim()
      .refine((text) => text === "" || dollarsToCents(text) !== null, refundMessages.amount)
      .refine((text) => text === "" || dollarsToCents(text) !== 0, refundMessages.amountZero),
    reason: z.string().trim().max(500, refundMessages.reason),
  })
  .refine((refund) => refund.tickets.length > 0 || refund.amount !== "", {
    message: refundMessages.chooseSomething,
    path: ["tickets"],
  });
export type RefundRequest = z.output<typeof refundRequest>;
