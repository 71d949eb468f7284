import type { ResortEvent, TicketType } from "#domain/content/schemas.ts";
import { HOLD_MINUTES } from "./box-office.ts";
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

/**
 * What one buyer may hold at once in checkouts not yet paid (docs/decisions/040-ticket-hold-caps.md).
 * A buyer is counted by client address (as the rate limits count it) and, apart, by browser.
 */
export const holdCaps = {
  /** Places one buyer's open checkouts may hold on one night: a family's worth. */
  placesPerNight: 10,
  /** Checkouts holding places one buyer may have open at once, whatever their nights. */
  openCheckouts: 3,
  /**
   * Share of a night's places that the open checkouts of buyers with no paid order may hold
   * together (never less than one buyer's places), so no number of addresses holds a whole night.
   */
  firstTimeShare: 0.5,
} as const;

/** The box office's answers when a buyer would hold more than `holdCaps` allows. */
export const holdCapMessages = {
  openCheckouts: `You already have ${holdCaps.openCheckouts} checkouts open, the most one buyer can have at once. Please complete or cancel one first (an unpaid checkout closes after ${HOLD_MINUTES} minutes).`,
  nightBusy:
    "Many places on that night are in other buyers' open checkouts right now. Please try again in a few minutes, or choose another night.",
} as const;

/**
 * "One buyer can hold at most 10 places on a night at once…", told with the places the buyer's
 * open checkouts already hold on it, if any.
 */
export function placesCapMessage(heldAlready: number): string {
  const cap = holdCaps.placesPerNight;
  if (heldAlready <= 0)
    return `One buyer can hold at most ${cap} places on a night at once. For a larger group, please ask about group rates.`;
  const held = `Your open checkouts already hold ${heldAlready} ${heldAlready === 1 ? "place" : "places"} on that night`;
  const left = cap - heldAlready;
  return left > 0
    ? `${held}, and one buyer can hold at most ${cap} at once. Please choose ${left} or fewer, or complete or cancel that checkout first.`
    : `${held}, the most one buyer can hold at once. Please complete or cancel one of them first.`;
}

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
