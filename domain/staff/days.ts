/** Calendar days at the resort, for the console's date filters. */

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = instantFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    instantFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) begins in a time zone: what "from Nov 24" means to staff
 * at the resort, whatever zone the server runs in. Daylight saving moves at 2 AM, so midnight exists.
 */
export function dayStartIn(date: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  const first = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  return new Date(midnightUtc - zoneOffsetMs(first, timeZone));
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
