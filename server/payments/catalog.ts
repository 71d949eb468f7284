import type { ResortEvent, TicketType } from "#domain/content/schemas.ts";
import type { TicketCatalog, TicketOffer } from "#domain/tickets-schema.ts";
import { testPriceId, ticketedEvent } from "#domain/tickets.ts";
import type { PublishedContent } from "#server/content/published.ts";
import type { Env } from "#server/env.ts";

export type CheckoutMode = TicketCatalog["mode"];

/**
 * Stripe when a key is configured; otherwise our own no-charge checkout, which production never
 * offers: there, no key means no ticket sales.
 */
export function checkoutMode(env: Env): CheckoutMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return env.NODE_ENV !== "production" ? "test" : "off";
}

/**
 * The id a checkout names a ticket type by; null when nothing is sold. It only says which ticket:
 * either checkout charges the ticket's published price (docs/decisions/049).
 */
export function priceIdOf(ticket: Pick<TicketType, "id">, mode: CheckoutMode): string | null {
  if (mode === "off") return null;
  return mode === "test" ? testPriceId(ticket.id) : `ticket_${ticket.id}`;
}

export function ticketCatalog(
  published: PublishedContent,
  event: ResortEvent & { tickets: TicketType[] },
  env: Env,
): TicketCatalog {
  const mode = checkoutMode(env);
  const perNightTickets = published.boxOffice(event.id)?.perNightTickets ?? [];
  const tickets: TicketOffer[] = event.tickets.map((ticket) => ({
    id: ticket.id,
    label: ticket.label,
    priceCents: ticket.priceCents,
    description: ticket.description,
    priceId: priceIdOf(ticket, mode),
    perNight: perNightTickets.includes(ticket.id),
  }));
  return { eventId: event.id, mode, tickets };
}

/** A published event that sells tickets online, hidden or not. */
export function findTicketedEvent(published: PublishedContent, eventId: string) {
  return ticketedEvent(published.events(), eventId);
}
