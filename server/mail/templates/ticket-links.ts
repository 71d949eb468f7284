import { formatNightDate, ticketNightText } from "#domain/box-office.ts";
import { formatReference } from "#server/box-office/tickets.ts";
import { layout, lines, markup } from "./html.ts";
import type { RenderedMail } from "./contact.ts";

/** One order as "Find my tickets" lists it. */
export interface TicketLinkOrder {
  reference: string;
  eventName: string;
  nightDate: string | null;
  tickets: number;
  /** The order's ticket page. */
  link: string;
}

function orderFacts(order: TicketLinkOrder): string[] {
  return [
    order.nightDate ? `Night: ${formatNightDate(order.nightDate)}` : ticketNightText(null),
    `${order.tickets} ${order.tickets === 1 ? "ticket" : "tickets"}`,
    `Order reference: ${formatReference(order.reference)}`,
  ];
}

/**
 * The links to every order of an address, newest first, for a buyer who lost the receipt. Anyone
 * can ask for it to be sent to any address, so it says so and asks nothing of the reader.
 */
export function ticketLinksMail(resortName: string, orders: readonly TicketLinkOrder[]): RenderedMail {
  const intro = `Here ${orders.length === 1 ? "is the link to your tickets" : "are the links to your tickets, newest order first"}. Show the QR codes on the ticket page at the gate, on your phone or printed.`;
  const notYou = `Someone asked for these links on the ${resortName} website. If it wasn't you, you can ignore this email: it went only to you.`;

  const text = [
    intro,
    "",
    ...orders.flatMap((order) => [
      order.eventName,
      ...orderFacts(order).map((fact) => `  ${fact}`),
      `  ${order.link}`,
      "",
    ]),
    notYou,
  ].join("\n");

  const list = orders.map(
    (order) =>
      markup`<li style="margin:0 0 16px"><strong>${order.eventName}</strong><br>${lines(orderFacts(order))}<br><a href="${order.link}">View the tickets of order ${formatReference(order.reference)}</a></li>`,
  );
  const html = layout(
    "Your tickets",
    markup`<p>${intro}</p><ul style="padding-left:20px">${list}</ul><p style="font-size:13px;color:#57534e">${notYou}</p>`,
  );
  return { subject: `Your tickets at ${resortName}`, text, html };
}
