/** Calendar days at the resort, for the console's date filters. */
import { zoneOffsetMinutes } from "#domain/zoned-time.ts";

const MINUTE_MS = 60_000;

/**
 * The instant a calendar day (`YYYY-MM-DD`) begins in a time zone: what "from Nov 24" means to staff
 * at the resort, whatever zone the server runs in. Daylight saving moves at 2 AM, so midnight exists.
 */
export function dayStartIn(date: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  const first = midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * MINUTE_MS;
  return new Date(midnightUtc - zoneOffsetMinutes(first, timeZone) * MINUTE_MS);
}

/** The calendar day (`YYYY-MM-DD`) `days` after another; before it when negative. */
export function addIsoDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The day after a calendar day (`YYYY-MM-DD`). */
export function nextIsoDate(date: string): string {
  return addIsoDays(date, 1);
}

/** How many days "this week" spans on the console: today and the six before it, at the resort. */
export const WEEK_DAYS = 7;
