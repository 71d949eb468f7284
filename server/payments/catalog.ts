import { boxOfficeOf } from "#content/box-office.ts";
import { events, type ResortEvent, type TicketType } from "#content/events.ts";
import type { TicketCatalog, TicketOffer } from "#domain/tickets-schema.ts";
import { testPriceId, ticketedEvent } from "#domain/tickets.ts";
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
 * The price id each ticket type sells under. The test checkout falls back to a deterministic id
 * so a fresh install sells without configuration; Stripe needs the real one.
 */
export function priceIdOf(ticket: TicketType, env: Env, mode: CheckoutMode = checkoutMode(env)): string | null {
  const configured = env.priceIds[ticket.priceEnv];
  if (configured) return configured;
  return mode === "test" ? testPriceId(ticket.id) : null;
}

export function ticketCatalog(event: ResortEvent & { tickets: TicketType[] }, env: Env): TicketCatalog {
  const mode = checkoutMode(env);
  const perNightTickets = boxOfficeOf(event.id)?.perNightTickets ?? [];
  const tickets: TicketOffer[] = event.tickets.map((ticket) => ({
    id: ticket.id,
    label: ticket.label,
    priceCents: ticket.priceCents,
    description: ticket.description,
    priceId: mode === "off" ? null : priceIdOf(ticket, env, mode),
    perNight: perNightTickets.includes(ticket.id),
  }));
  return { eventId: event.id, mode, tickets };
}

export function findTicketedEvent(eventId: string) {
  return ticketedEvent(events, eventId);
}

/** The ticket type a configured price id belongs to, for any ticketed event. */
export function ticketForPrice(priceId: string, env: Env): { event: ResortEvent; ticket: TicketType } | undefined {
  for (const event of events) {
    for (const ticket of event.tickets ?? []) {
      if (priceIdOf(ticket, env) === priceId) return { event, ticket };
    }
  }
  return undefined;
}
