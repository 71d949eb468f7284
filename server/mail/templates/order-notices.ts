import { formatNightDate } from "#domain/box-office.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { formatUsd } from "#domain/english.ts";
import { formatReference } from "#server/box-office/tickets.ts";
import { layout, lines, markup } from "./html.ts";
import type { RenderedMail } from "./contact.ts";

/** What every notice about an order names: the event, the order and where its tickets are. */
export interface NoticeOrder {
  reference: string;
  eventName: string;
  mode: "stripe" | "test";
  /** The order's ticket page. */
  link: string;
}

const referenceLine = (order: NoticeOrder) => `Order reference: ${formatReference(order.reference)}`;
const testNote = (order: NoticeOrder) => (order.mode === "test" ? "(Test mode: no card was charged or refunded.)" : "");
const cardNote = "Refunds reach the card you paid with in 5 to 10 business days.";

function notice(
  order: NoticeOrder,
  { subject, heading, paragraphs }: { subject: string; heading: string; paragraphs: string[] },
): RenderedMail {
  const closing = [referenceLine(order), testNote(order)].filter(Boolean);
  const text = [...paragraphs, "", `Your tickets: ${order.link}`, "", ...closing].join("\n");
  const html = layout(
    heading,
    markup`${paragraphs.map((paragraph) => markup`<p>${paragraph}</p>`)}<p><a href="${order.link}">View your tickets</a></p><p style="font-size:13px;color:#57534e">${lines(closing)}</p>`,
  );
  return { subject, text, html };
}

/** A refund of part or all of an order, asked for by the resort or made in Stripe. */
export function refundMail(
  order: NoticeOrder,
  refund: { amountCents: number; voidedCodes: readonly string[]; everyTicket: boolean },
): RenderedMail {
  const count = refund.voidedCodes.length;
  const tickets =
    count === 0
      ? "Your tickets are unchanged."
      : refund.everyTicket
        ? "Your tickets are cancelled and will not open the gate."
        : `${count === 1 ? "This ticket is" : "These tickets are"} cancelled and will not open the gate: ${refund.voidedCodes.map(formatTicketCode).join(", ")}. Your other tickets still admit.`;
  return notice(order, {
    subject: `Refund for your ${order.eventName} order`,
    heading: "Your refund",
    paragraphs: [`We refunded ${formatUsd(refund.amountCents)} of your ${order.eventName} order.`, tickets, cardNote],
  });
}

/** A night called off, and the order paid back. */
export function nightCancelledMail(
  order: NoticeOrder,
  { nightDate, amountCents, note }: { nightDate: string; amountCents: number; note: string },
): RenderedMail {
  const night = formatNightDate(nightDate);
  return notice(order, {
    subject: `${order.eventName} on ${night} is cancelled`,
    heading: "This night is cancelled",
    paragraphs: [
      `We're sorry: ${order.eventName} on ${night} is cancelled.`,
      ...(note ? [note] : []),
      `We refunded ${formatUsd(amountCents)} for your tickets that night, and they will not open the gate.`,
      cardNote,
    ],
  });
}

/** A night called off, and the order's tickets moved to another night. */
export function nightMovedMail(
  order: NoticeOrder,
  { from, to, note }: { from: string; to: string; note: string },
): RenderedMail {
  const fromNight = formatNightDate(from);
  const toNight = formatNightDate(to);
  return notice(order, {
    subject: `Your ${order.eventName} tickets now admit on ${toNight}`,
    heading: "Your tickets have a new night",
    paragraphs: [
      `We're sorry: ${order.eventName} on ${fromNight} is cancelled.`,
      ...(note ? [note] : []),
      `Your tickets now admit on ${toNight}. They are the same tickets: keep the QR codes you have.`,
      "If that night does not suit you, reply to this email and we will refund you.",
    ],
  });
}
