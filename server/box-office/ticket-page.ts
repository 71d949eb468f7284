import { createHash } from "node:crypto";
import { resort } from "#content/resort.ts";
import { formatNightDate, ticketNightText } from "#domain/box-office.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { formatUsd } from "#domain/english.ts";
import { lines, markup, raw, type Html } from "#server/mail/templates/html.ts";
import { formatReference, type OrderWithTickets } from "./tickets.ts";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;line-height:1.5}
header,main,footer{max-width:40rem;margin:0 auto;padding:1rem}
header a{color:#134e4a;font-weight:700;text-decoration:none}
h1{font-size:1.75rem;margin:.25rem 0}
h2{font-size:1.25rem;margin:0}
a{color:#134e4a}
a:focus-visible,button:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.order,.ticket{background:#fff;border:1px solid #d6d3d1;border-radius:.75rem;padding:1rem;margin:1rem 0}
.order p{margin:.25rem 0}
.badge{display:inline-block;padding:.125rem .625rem;border-radius:999px;background:#fef3c7;color:#78350f;font-weight:700;border:1px solid #b45309}
.tickets{list-style:none;margin:0;padding:0}
.ticket{text-align:center;break-inside:avoid}
.ticket .qr{display:block;width:min(100%,16rem);margin:.75rem auto}
.ticket .qr svg{display:block;width:100%;height:auto}
.code{font-family:ui-monospace,monospace;font-size:1.5rem;letter-spacing:.15em;font-weight:700;margin:0}
.void{opacity:.55}
.void .state{color:#991b1b;font-weight:700;opacity:1}
.state{margin:.25rem 0 0}
button{font:inherit;padding:.625rem 1.25rem;border-radius:.5rem;border:1px solid #134e4a;background:#134e4a;color:#fff;cursor:pointer}
@media print{body{background:#fff}header nav,.actions,footer{display:none}.order,.ticket{border-color:#000}}
`;

/** Prints the page; the only script it runs. */
const PRINT_SCRIPT = `document.getElementById("print").hidden=false;document.getElementById("print").addEventListener("click",function(){window.print()});`;

const hash = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

/** Nothing but its own style, its print button's script and links: a ticket page loads nothing else. */
export const TICKET_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${hash(STYLE)}`,
  `script-src ${hash(PRINT_SCRIPT)}`,
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

function page(title: string, body: Html): string {
  return String(markup`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head>
<body><header><a href="/">${resort.name}</a></header><main>${body}</main>
<footer><p>Questions? Call <a href="tel:${resort.phone.tel}">${resort.phone.display}</a> or reply to your receipt email.</p></footer>
</body></html>`);
}

/**
 * The buyer's tickets: one card per ticket with its QR code and short code, big enough to scan
 * from a phone at the gate, one to a printed page's width.
 */
export function renderTicketPage(order: OrderWithTickets, qrSvgs: ReadonlyMap<string, string>): string {
  const count = order.tickets.length;
  const valid = order.tickets.filter((ticket) => ticket.status === "valid").length;
  const lineTexts = order.lines.map((line) => `${line.quantity} × ${line.label} (${formatUsd(line.amountTotalCents)})`);
  const cards = order.tickets.map((ticket, index) => {
    const code = formatTicketCode(ticket.code);
    // The QR code library's own SVG, drawn from the ticket's code alone.
    const svg = raw(
      (qrSvgs.get(ticket.code) ?? "").replace("<svg ", `<svg role="img" aria-label="QR code of ticket ${code}" `),
    );
    const state =
      ticket.status === "void"
        ? markup`<p class="state">Refunded: not valid for entry</p>`
        : markup`<p class="state">Valid</p>`;
    return markup`<li class="ticket${ticket.status === "void" ? " void" : ""}" aria-labelledby="ticket-${index}">
<h2 id="ticket-${index}">${ticket.label}</h2>
<p>Ticket ${index + 1} of ${count} · ${ticketNightText(ticket.nightDate)}</p>
<div class="qr">${svg}</div>
<p class="code">${code}</p>${state}</li>`;
  });
  const title = `Your tickets: ${order.eventName}`;
  return page(
    title,
    markup`<h1>Your tickets</h1>
<section class="order" aria-label="Your order">
${order.mode === "test" && markup`<p><span class="badge">Test mode — no charge</span></p>`}
<p><strong>${order.eventName}</strong></p>
${order.nightDate && markup`<p>${formatNightDate(order.nightDate)}</p>`}
<p>${lines(lineTexts)}</p>
<p>Total paid: ${formatUsd(order.amountTotalCents)}</p>
<p>Order reference: ${formatReference(order.reference)}</p>
<p>${valid === count ? `${count} ${count === 1 ? "ticket" : "tickets"}` : `${valid} of ${count} tickets valid`}. Show each QR code at the gate; each one admits once.</p>
<p class="actions"><button type="button" id="print" hidden>Print tickets</button> <a href="/events/${encodeURIComponent(order.eventId)}">About the event</a></p>
</section>
<ul class="tickets" aria-label="Tickets">${cards}</ul>
<script>${raw(PRINT_SCRIPT)}</script>`,
  );
}

export function renderNoTicketsPage(): string {
  return page(
    "Tickets not found",
    markup`<h1>We could not find these tickets</h1>
<p>This ticket link is not valid. Please open the link from your receipt email, or ask for your tickets again with "Find my tickets" on the event's page.</p>
<p><a href="/events">See our events</a></p>`,
  );
}
