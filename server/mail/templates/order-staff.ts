import { formatUsd } from "#domain/english.ts";
import { describeLines } from "#domain/tickets.ts";
import { formatReference } from "#server/box-office/tickets.ts";

/** A paid order as the front desk is told of it. */
export interface StaffOrder {
  /** The order's row, which the console's Orders screen opens. */
  id: number;
  reference: string;
  mode: "stripe" | "test";
  eventName: string;
  customerEmail: string;
  amountTotalCents: number;
  lines: readonly { label: string; quantity: number; amountTotalCents: number }[];
}

/**
 * The front desk's notice of a paid order: what was bought, by whom, and a link to the order in
 * the console. It names no checkout session: its id opens the buyer's tickets, and this mail is
 * read by every staff member with the front desk's inbox (and in the console's Mail screen).
 */
export function staffOrderMail(publicOrigin: string, order: StaffOrder): { subject: string; text: string } {
  const reference = formatReference(order.reference);
  const consoleLink = `${publicOrigin}/staff/orders?${new URLSearchParams({ q: reference, order: String(order.id) })}`;
  const lines = order.lines.map((line) => `  ${line.quantity} × ${line.label}  ${formatUsd(line.amountTotalCents)}`);
  return {
    subject: `Ticket order: ${order.eventName} (${describeLines(order.lines)})`,
    text: [
      "A ticket order was paid.",
      "",
      `Event: ${order.eventName}`,
      `Buyer: ${order.customerEmail}`,
      ...lines,
      `Total paid: ${formatUsd(order.amountTotalCents)}`,
      ...(order.mode === "test" ? ["", "(Test mode: no card was charged.)"] : []),
      "",
      `Order reference: ${reference}`,
      `Open the order in the console: ${consoleLink}`,
    ].join("\n"),
  };
}
