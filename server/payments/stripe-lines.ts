import type Stripe from "stripe";
import type { PricedLine } from "./orders.ts";

/** The currency every ticket is priced in and charged in. */
export const CURRENCY = "usd";

/** A line as the checkout priced it: the ticket, how many, and its published price then. */
interface CheckoutLine {
  ticketId: string;
  quantity: number;
  unitAmountCents: number;
}

/**
 * Stripe's line items for an order: each charges the amount the order was priced at, from the
 * published content, not a Price kept in Stripe, which a price edited in the console could not change.
 */
export function stripeLineItems(
  eventName: string,
  lines: readonly (CheckoutLine & { label: string })[],
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return lines.map((line) => ({
    price_data: {
      currency: CURRENCY,
      unit_amount: line.unitAmountCents,
      product_data: { name: `${eventName}: ${line.label}` },
    },
    quantity: line.quantity,
  }));
}

const LINE_KEY = (index: number) => `line${index + 1}`;
const LINE_VALUE = /^([a-z0-9-]+) ([1-9]\d*) ([1-9]\d*)$/;

/**
 * The session's metadata naming each line as it was priced, which the webhook checks Stripe's
 * line items against: one key per line, well within Stripe's 500 characters a value.
 */
export function checkoutLinesMetadata(lines: readonly CheckoutLine[]): Record<string, string> {
  return Object.fromEntries(
    lines.map((line, index) => [LINE_KEY(index), `${line.ticketId} ${line.quantity} ${line.unitAmountCents}`]),
  );
}

/** The lines a session's metadata says the checkout priced; none for a session without them or with any malformed. */
function checkoutLinesOf(metadata: Stripe.Metadata | null | undefined): CheckoutLine[] {
  const lines: CheckoutLine[] = [];
  for (let index = 0; metadata?.[LINE_KEY(index)] !== undefined; index++) {
    const match = LINE_VALUE.exec(metadata[LINE_KEY(index)] ?? "");
    if (!match) return [];
    lines.push({ ticketId: match[1] ?? "", quantity: Number(match[2]), unitAmountCents: Number(match[3]) });
  }
  return lines;
}

/**
 * A paid session's lines as its order keeps them: Stripe's line items, each checked against the line
 * the checkout priced (the ticket, how many, the amount a ticket was charged) and the amount paid
 * against their totals, which a promotion code may have lowered. Undefined when they differ, or the
 * session names no priced lines: it was not priced by this site's checkout, and issues no tickets.
 */
export function chargedLines(
  session: Stripe.Checkout.Session,
  items: readonly Stripe.LineItem[],
  labelOf: (ticketId: string) => string | undefined,
): PricedLine[] | undefined {
  const priced = checkoutLinesOf(session.metadata);
  if (priced.length === 0 || priced.length !== items.length || session.currency !== CURRENCY) return undefined;
  const lines = items.map((item, index): PricedLine | undefined => {
    const line = priced[index];
    if (
      !line ||
      item.currency !== CURRENCY ||
      item.quantity !== line.quantity ||
      item.price?.unit_amount !== line.unitAmountCents
    )
      return undefined;
    return {
      priceId: item.price.id,
      ticketId: line.ticketId,
      label: labelOf(line.ticketId) ?? item.description ?? line.ticketId,
      quantity: line.quantity,
      unitAmountCents: line.unitAmountCents,
      amountTotalCents: item.amount_total,
    };
  });
  if (lines.some((line) => line === undefined)) return undefined;
  const charged = lines as PricedLine[];
  const total = charged.reduce((sum, line) => sum + line.amountTotalCents, 0);
  return session.amount_total === total ? charged : undefined;
}
