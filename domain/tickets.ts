import type { ResortEvent, TicketType } from "../content/events.ts";
import { eventRun, resortDay } from "./event-dates.ts";

/** Most tickets of one type in one order; bigger groups use the group-rates inquiry. */
export const MAX_TICKETS_PER_TYPE = 20;

/** The ticket panel's messages, shared by the panel and the server. */
export const ticketMessages = {
  noTickets: { title: "No tickets selected", description: "Please select at least one ticket to continue." },
  email: { title: "Email required", description: "Please enter a valid email address." },
  configuration: { title: "Configuration Error", description: "Stripe prices not configured. Please contact support." },
  checkoutFailedTitle: "Checkout failed",
  requestFailed: "Failed to create checkout session",
  noUrl: "No checkout URL returned",
  checkoutFallback: "Unable to process checkout. Please try again.",
} as const;

/** Answers of the server when it refuses to sell, beyond field errors. */
export const checkoutRefusals = {
  unknownEvent: "This event does not sell tickets online.",
  ended: "This event has ended; tickets are no longer on sale.",
  foreignPrice: "A ticket in this order is not sold for this event.",
  duplicatePrice: "Each ticket type may appear only once.",
  foreignReturnUrl: "Return addresses must be on this site.",
  unavailable: "Online ticket sales are not available right now.",
} as const;

/** Placeholder Stripe's Checkout replaces with the session id in the success URL. */
export const CHECKOUT_SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** Deterministic price id for the built-in test checkout, so a fresh install sells without setup. */
export function testPriceId(ticketId: string): string {
  return `test_price_${ticketId}`;
}

export type Quantities = Record<string, number>;

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_TICKETS_PER_TYPE, Math.max(0, Math.trunc(value)));
}

export function orderTotalCents(
  tickets: readonly Pick<TicketType, "id" | "priceCents">[],
  quantities: Quantities,
): number {
  return tickets.reduce((sum, ticket) => sum + ticket.priceCents * (quantities[ticket.id] ?? 0), 0);
}

/** True once an event's run is over on the resort's calendar; such an event sells nothing. */
export function salesEnded(event: ResortEvent, now: Date): boolean {
  return eventRun(event.dates, resortDay(now)).ended;
}

/** Events that sell tickets online. */
export function ticketedEvent(
  events: readonly ResortEvent[],
  eventId: string,
): (ResortEvent & { tickets: TicketType[] }) | undefined {
  const event = events.find((candidate) => candidate.id === eventId);
  return event?.tickets?.length ? (event as ResortEvent & { tickets: TicketType[] }) : undefined;
}

export function describeLines(lines: readonly { label: string; quantity: number }[]): string {
  return lines.map((line) => `${line.quantity} × ${line.label}`).join(", ");
}
