import { formatNightDate, ticketNightText } from "#domain/box-office.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { formatUsd } from "#domain/english.ts";
import { formatReference, type OrderWithTickets } from "#server/box-office/tickets.ts";
import type { MailAttachment } from "#server/mail/outbox.ts";
import { layout, lines, markup } from "./html.ts";
import type { RenderedMail } from "./contact.ts";

type ReceiptOrder = Pick<
  OrderWithTickets,
  "reference" | "mode" | "eventName" | "nightDate" | "amountTotalCents" | "lines" | "tickets"
>;

export interface ReceiptMail extends RenderedMail {
  attachments: MailAttachment[];
}

const cidOf = (code: string) => `ticket-${code}@tickets`;

/**
 * The buyer's receipt: the order, a link to the ticket page, and every ticket with its QR code
 * (a PNG shown inline, as every mail client shows those) and its short code.
 */
export function ticketReceiptMail(
  order: ReceiptOrder,
  { link, qrPngs }: { link: string; qrPngs: ReadonlyMap<string, Buffer> },
): ReceiptMail {
  const count = order.tickets.length;
  const countText = `${count} ${count === 1 ? "ticket" : "tickets"}`;
  const lineTexts = order.lines.map((line) => `${line.quantity} × ${line.label}  ${formatUsd(line.amountTotalCents)}`);
  const total = `Total paid: ${formatUsd(order.amountTotalCents)}`;
  const testNote = order.mode === "test" ? "(Test mode: no card was charged.)" : "";
  const night = order.nightDate ? `Night: ${formatNightDate(order.nightDate)}` : "";
  const reference = `Order reference: ${formatReference(order.reference)}`;
  const atTheGate = "Show the QR codes at the gate, on your phone or printed. Each one admits once.";

  const text = [
    "Thank you for your order!",
    "",
    order.eventName,
    ...(night ? [night] : []),
    ...lineTexts.map((line) => `  ${line}`),
    total,
    ...(testNote ? [testNote] : []),
    "",
    `Your ${countText}: ${link}`,
    atTheGate,
    "",
    ...order.tickets.map(
      (ticket) => `  ${formatTicketCode(ticket.code)}  ${ticket.label}  ${ticketNightText(ticket.nightDate)}`,
    ),
    "",
    reference,
    "",
    "Questions? Reply to this email.",
  ].join("\n");

  const summary = markup`<p><strong>${order.eventName}</strong>${night && markup`<br>${night}`}</p>
<p>${lines(lineTexts)}<br><strong>${total}</strong>${testNote && markup`<br>${testNote}`}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#134e4a;color:#ffffff;border-radius:6px;text-decoration:none">View your ${countText}</a></p>
<p>${atTheGate}</p>`;
  const tickets = order.tickets.map(
    (
      ticket,
      index,
    ) => markup`<div style="border:1px solid #d6d3d1;border-radius:8px;padding:12px;margin:12px 0;max-width:320px">
<p style="margin:0 0 8px"><strong>${ticket.label}</strong> · ticket ${index + 1} of ${count}<br>${ticketNightText(ticket.nightDate)}</p>
<img src="cid:${cidOf(ticket.code)}" width="200" height="200" alt="QR code of ticket ${formatTicketCode(ticket.code)}">
<p style="margin:8px 0 0;font-family:monospace;font-size:18px;letter-spacing:2px">${formatTicketCode(ticket.code)}</p>
</div>`,
  );
  const html = layout(
    "Your tickets",
    markup`<p>Thank you for your order!</p>${summary}${tickets}<p>${reference}</p><p>Questions? Reply to this email.</p>`,
  );

  const attachments = order.tickets.flatMap((ticket) => {
    const png = qrPngs.get(ticket.code);
    return png
      ? [
          {
            filename: `ticket-${formatTicketCode(ticket.code)}.png`,
            contentType: "image/png",
            cid: cidOf(ticket.code),
            contentBase64: png.toString("base64"),
          },
        ]
      : [];
  });
  return { subject: `Your tickets: ${order.eventName}`, text, html, attachments };
}
