import type { EventDates, ResortEvent } from "#domain/content/schemas.ts";
import { MONTHS } from "./english.ts";
import { resortTimeZone, zonedTime } from "./zoned-time.ts";

/** A calendar date with no time zone: what the resort's calendar says. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface EventRun {
  start: CalendarDate;
  end: CalendarDate;
  /** True once the last day is over. */
  ended: boolean;
}

function parseMonthDay(value: string): { month: number; day: number } {
  const [month, day] = value.split("-").map(Number);
  return { month: month ?? 1, day: day ?? 1 };
}

function parseIsoDate(value: string): CalendarDate {
  const [year, month, day] = value.split("-").map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The date an instant falls on in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const { year, month, day } = zonedTime(instant, timeZone);
  return { year, month, day };
}

/** The date an instant falls on at the resort. */
export function resortDay(instant: Date): CalendarDate {
  return calendarDateIn(instant, resortTimeZone);
}

/**
 * The run of an event as of `today`: for an annual event, the current season if one is on,
 * else the next one (a season crossing New Year belongs to the year it starts); a one-off
 * event keeps its own dates.
 */
export function eventRun(dates: EventDates, today: CalendarDate): EventRun {
  if (dates.kind === "once") {
    const start = parseIsoDate(dates.start);
    const end = parseIsoDate(dates.end);
    return { start, end, ended: compare(today, end) > 0 };
  }
  const startMd = parseMonthDay(dates.start);
  const endMd = parseMonthDay(dates.end);
  const wraps = endMd.month < startMd.month || (endMd.month === startMd.month && endMd.day < startMd.day);
  for (const startYear of [today.year - 1, today.year, today.year + 1]) {
    const start = { year: startYear, ...startMd };
    const end = { year: wraps ? startYear + 1 : startYear, ...endMd };
    if (compare(today, end) <= 0) return { start, end, ended: false };
  }
  throw new Error("unreachable: an annual event always has a next season");
}

export function formatCalendarDate(date: CalendarDate, withYear = true): string {
  return `${MONTHS[date.month - 1]} ${date.day}${withYear ? `, ${date.year}` : ""}`;
}

/** "November 21, 2026 - January 4, 2027" or "October 3 - 31, 2025". */
export function formatRun(run: EventRun): string {
  const { start, end } = run;
  if (start.year === end.year && start.month === end.month) {
    return start.day === end.day
      ? formatCalendarDate(start)
      : `${MONTHS[start.month - 1]} ${start.day} - ${end.day}, ${end.year}`;
  }
  if (start.year === end.year) return `${formatCalendarDate(start, false)} - ${formatCalendarDate(end)}`;
  return `${formatCalendarDate(start)} - ${formatCalendarDate(end)}`;
}

export function isoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** Events shown in lists: everything not marked hidden. */
function visibleEvents(all: readonly ResortEvent[]): ResortEvent[] {
  return all.filter((event) => !event.hidden);
}

/**
 * Events as the events list and the sitemap show them: the visible ones, by the day their current or
 * next run starts, so an event added later takes its place among them (a tie keeps their order).
 */
export function listedEvents(all: readonly ResortEvent[], today: CalendarDate): ResortEvent[] {
  return visibleEvents(all)
    .map((event) => ({ event, start: eventRun(event.dates, today).start }))
    .sort((a, b) => compare(a.start, b.start))
    .map(({ event }) => event);
}

/** Up to two other visible events for an event page. */
export function otherEvents(all: readonly ResortEvent[], currentId: string): ResortEvent[] {
  return visibleEvents(all)
    .filter((event) => event.id !== currentId)
    .slice(0, 2);
}
