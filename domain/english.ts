/**
 * Calendar dates, lists and dollar amounts written exactly as `Intl` writes them for en-US, without
 * `Intl`. The first `Intl` object a page builds loads ICU's locale data: 25–90 ms of main thread on
 * this project's test machine, ahead of everything else the page runs, and more on a phone
 * (decision 034). The site speaks one language, so the few formats it shows are written out here;
 * `english.test.ts` holds each one to `Intl`'s answer.
 */

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A calendar day, `YYYY-MM-DD`, read at noon UTC so that no visitor's zone moves it. */
function atNoon(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00.000Z`);
}

/** "2026-11-26" → "Thursday, November 26", or "Thursday, November 26, 2026" with the year. */
export function longDate(isoDate: string, { year = false }: { year?: boolean } = {}): string {
  const day = atNoon(isoDate);
  const text = `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
  return year ? `${text}, ${day.getUTCFullYear()}` : text;
}

/** "2026-12-12" → "Dec". */
export function shortMonth(isoDate: string): string {
  return MONTHS[atNoon(isoDate).getUTCMonth()]?.slice(0, 3) ?? "";
}

/** ["Adult", "Child", "Senior"] → "Adult, Child, and Senior"; two are joined by "and" alone. */
export function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${cents < 0 && whole > 0 ? "-" : ""}$${dollars}.${String(whole % 100).padStart(2, "0")}`;
}

/** "$8", "$8.50": a price as people say it, without cents when it has none. */
export function spokenUsd(cents: number): string {
  return formatUsd(cents).replace(/\.00$/, "");
}

/** "Adult $8, Child $5, and Season Pass $30": tickets by their labels, at their prices. */
export function ticketPriceList(tickets: readonly { label: string; priceCents: number }[]): string {
  return englishList(tickets.map((ticket) => `${ticket.label} ${spokenUsd(ticket.priceCents)}`));
}

/**
 * An event's prices as its pages say them: what its tickets cost (written once, on the tickets),
 * then its pricing note for what they do not say.
 */
export function eventPricing(event: {
  tickets?: readonly { label: string; priceCents: number }[];
  pricingNote: string;
}): string {
  const tickets = event.tickets?.length ? `${ticketPriceList(event.tickets)}.` : "";
  return [tickets, event.pricingNote].filter(Boolean).join(" ");
}
