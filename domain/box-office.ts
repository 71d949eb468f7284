import type { BoxOffice, EventDates } from "#domain/content/schemas.ts";
import { longDate } from "./english.ts";
import { eventRun, type CalendarDate } from "./event-dates.ts";

/** How a night looks to a buyer. */
export type NightState = "available" | "few" | "sold-out" | "closed" | "cancelled" | "past";

/** A night is "few left" once fewer than this share of its places remain. */
export const FEW_LEFT_SHARE = 0.15;

const DAY_MS = 86_400_000;

/** How long a checkout holds its places: the life of the Stripe Checkout session it opens. */
export const HOLD_MINUTES = 30;

/** What the box office says, shared by the ticket panel and the server's refusals. */
export const boxOfficeMessages = {
  nightRequired: "Please choose a night.",
  noSuchNight: "The event has no such night.",
  past: "That night has passed.",
  closed: "That night is not on sale.",
  cancelled: "That night is cancelled.",
  soldOut: "That night is sold out. Please choose another night.",
} as const;

/** "Please accept the Haunted Forest terms to continue." */
export function termsRequiredMessage(termsName: string): string {
  return `Please accept ${termsName} to continue.`;
}

/** Whether an order must come with its event's terms accepted: it holds a ticket they cover. */
export function needsTerms(
  terms: { tickets: readonly string[] } | undefined,
  lines: readonly { ticketId: string | null; quantity: number }[],
): boolean {
  return Boolean(
    terms && lines.some((line) => line.quantity > 0 && line.ticketId && terms.tickets.includes(line.ticketId)),
  );
}

/** "Only 3 places are left that night." */
export function fewerLeftMessage(remaining: number): string {
  return `Only ${remaining} ${remaining === 1 ? "place is" : "places are"} left that night.`;
}

export const nightStateLabels: Record<NightState, string> = {
  available: "Available",
  few: "Few left",
  "sold-out": "Sold out",
  closed: "Not on sale",
  cancelled: "Cancelled",
  past: "Past",
};

/** The nights of an event's current or next run (its dated run as of `today`), in order, `YYYY-MM-DD`. */
export function runNights(dates: EventDates, boxOffice: BoxOffice | undefined, today: CalendarDate): string[] {
  if (!boxOffice) return [];
  const { start, end } = eventRun(dates, today);
  const last = Date.UTC(end.year, end.month - 1, end.day);
  const nights: string[] = [];
  for (let day = Date.UTC(start.year, start.month - 1, start.day); day <= last; day += DAY_MS) {
    const date = new Date(day);
    if (boxOffice.nightWeekdays.includes(date.getUTCDay())) nights.push(date.toISOString().slice(0, 10));
  }
  return nights;
}

/** A night's state for the buyer, from its capacity, the places sold or held, its status and the date. */
export function nightState({
  date,
  today,
  status,
  capacity,
  taken,
}: {
  date: string;
  today: string;
  status: "on_sale" | "closed" | "cancelled";
  capacity: number;
  taken: number;
}): NightState {
  if (status === "cancelled") return "cancelled";
  if (date < today) return "past";
  if (status === "closed") return "closed";
  const remaining = capacity - taken;
  if (remaining <= 0) return "sold-out";
  return remaining < capacity * FEW_LEFT_SHARE ? "few" : "available";
}

/** People an order brings on its night: one for each ticket sold per night; passes count on no night. */
export function peopleOnNight(
  perNightTickets: readonly string[],
  lines: readonly { ticketId: string | null; quantity: number }[],
): number {
  return lines.reduce(
    (sum, line) => sum + (line.ticketId !== null && perNightTickets.includes(line.ticketId) ? line.quantity : 0),
    0,
  );
}

/** "2026-12-12" as a ticket names its night: "Saturday, December 12, 2026". */
export function formatNightDate(isoDate: string): string {
  return longDate(isoDate, { year: true });
}

/** When a ticket admits: its night, or any night for a pass. */
export function ticketNightText(nightDate: string | null): string {
  return nightDate ? formatNightDate(nightDate) : "Any night of the season";
}
