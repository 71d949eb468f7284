import { Hono } from "hono";
import type { AppDeps } from "#server/app.ts";
import { renderNoTicketsPage, renderTicketPage, TICKET_PAGE_CSP } from "#server/box-office/ticket-page.ts";
import { qrSvg } from "#server/box-office/ticket-qr.ts";
import { orderWithTickets, referenceOfTicketLink, ticketQr } from "#server/box-office/tickets.ts";

/**
 * The ticket page at the link a receipt carries: drawn on the server, no script but its print
 * button's, so it opens fast on a weak signal at the gate and prints as it shows.
 */
export function ticketPageRoutes(deps: AppDeps): Hono {
  const { env, db } = deps;
  const routes = new Hono();
  routes.get("/:token", async (c) => {
    c.header("Content-Security-Policy", TICKET_PAGE_CSP);
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Robots-Tag", "noindex, nofollow");
    const reference = referenceOfTicketLink(env.APP_SECRET, c.req.param("token"));
    const order = reference ? await orderWithTickets(db, { reference }) : undefined;
    if (!order) return c.html(renderNoTicketsPage(), 404);
    const svgs = new Map<string, string>();
    for (const ticket of order.tickets) svgs.set(ticket.code, await qrSvg(ticketQr(env.APP_SECRET, ticket.code)));
    return c.html(renderTicketPage(order, svgs));
  });
  return routes;
}
