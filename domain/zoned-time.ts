import { resortZoneOffsets } from "./generated/resort-zone-offsets.ts";
import { intlOffsetMinutes, offsetFromTable } from "./zone-offsets.ts";

/** The resort's zone, as content/resort.ts names it; the build writes its offsets beside this module. */
export const resortTimeZone = resortZoneOffsets.timeZone;

const MINUTE_MS = 60_000;

/** The wall clock of a time zone at an instant. */
export interface ZonedTime {
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * A zone's offset from UTC at an instant, in minutes east. The resort's zone is read from the table
 * the build derives from content/resort.ts, so that a page never builds an `Intl` object for it
 * (decision 034); any other zone, or an instant past the table, asks ICU.
 */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const fromTable = timeZone === resortZoneOffsets.timeZone ? offsetFromTable(instant, resortZoneOffsets) : undefined;
  return fromTable ?? intlOffsetMinutes(instant, timeZone);
}

/** The wall clock of `timeZone` at an instant. */
export function zonedTime(instant: Date, timeZone: string): ZonedTime {
  const wall = new Date(instant.getTime() + zoneOffsetMinutes(instant.getTime(), timeZone) * MINUTE_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();
  return {
    date: wall.toISOString().slice(0, 10),
    year,
    month,
    day,
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * The instant the resort's wall clock reads `date` (`YYYY-MM-DD`) at `time` (`HH:MM`). In the hour
 * a change to daylight time skips, the time an hour on; in the hour the change back repeats, the first.
 */
export function resortInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const DAY_MS = 24 * 60 * MINUTE_MS;
  // The zone's offsets a day either side: the reading is one of them, unless it falls in a skipped hour.
  const offsets = [...new Set([wall - DAY_MS, wall + DAY_MS].map((at) => zoneOffsetMinutes(at, resortTimeZone)))];
  const readings = offsets
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => wall - zoneOffsetMinutes(instant, resortTimeZone) * MINUTE_MS === instant)
    .sort((a, b) => a - b);
  return new Date(readings[0] ?? wall - Math.min(...offsets) * MINUTE_MS);
}
