import type { WeeklyHours } from "#domain/content/schemas.ts";
import { longDate, WEEKDAYS } from "./english.ts";
import { nextIsoDate } from "./staff/days.ts";
import { resortTimeZone, zonedTime } from "./zoned-time.ts";

export type DayHours = NonNullable<WeeklyHours[number]["hours"]>;

/** A dated change to the week: closed for a holiday (`hours: null`) or special hours, with its reason. */
export interface HoursException {
  /** The resort's calendar day, `YYYY-MM-DD`. */
  date: string;
  hours: DayHours | null;
  note: string;
}

/** The restaurant's week and its dated exceptions: what staff set in the console. */
export interface RestaurantSchedule {
  weekly: WeeklyHours;
  exceptions: readonly HoursException[];
}

/** How far ahead a closed restaurant's next opening is looked for: a long holiday closure still ends. */
const LOOK_AHEAD_DAYS = 62;

/** The hours of one calendar day: its exception when it has one, else its weekday's. */
export function hoursOn(schedule: RestaurantSchedule, date: string, weekday: number): DayHours | null {
  const exception = schedule.exceptions.find((entry) => entry.date === date);
  return exception ? exception.hours : (schedule.weekly[weekday]?.hours ?? null);
}

export type OpenStatus =
  | { open: true; closesAtHour: number }
  | { open: false; nextOpening: { date: string; weekday: number; hour: number; daysAhead: number } | null };

/**
 * Whether the restaurant is open at an instant: from the opening hour inclusive to the closing
 * hour exclusive, on the wall clock of `timeZone`, on that day's hours (its exception or its weekday's).
 */
export function openStatus(instant: Date, schedule: RestaurantSchedule, timeZone: string): OpenStatus {
  const now = zonedTime(instant, timeZone);
  const today = hoursOn(schedule, now.date, now.weekday);
  if (today && now.hour >= today.open && now.hour < today.close) return { open: true, closesAtHour: today.close };
  let date = now.date;
  for (let daysAhead = 0; daysAhead <= LOOK_AHEAD_DAYS; daysAhead += 1, date = nextIsoDate(date)) {
    const weekday = (now.weekday + daysAhead) % 7;
    const day = hoursOn(schedule, date, weekday);
    if (!day) continue;
    if (daysAhead === 0 && now.hour >= day.open) continue;
    return { open: false, nextOpening: { date, weekday, hour: day.open, daysAhead } };
  }
  return { open: false, nextOpening: null };
}

/** Whether Pique Nique is open at an instant: the one answer for the page's badge and the gate code. */
export function restaurantStatus(instant: Date, schedule: RestaurantSchedule): OpenStatus {
  return openStatus(instant, schedule, resortTimeZone);
}

/** The exceptions from `today` on, soonest first: what the hours table lists under the week. */
export function upcomingExceptions(schedule: RestaurantSchedule, today: string): HoursException[] {
  // ISO dates sort as strings; localeCompare would build an ICU collator for it (decision 034).
  return schedule.exceptions
    .filter((entry) => entry.date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** 8 → "8 AM", 12 → "12 PM", 21 → "9 PM", 24 → "12 AM". */
export function formatHour(hour: number): string {
  const h = hour % 24;
  const suffix = h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12} ${suffix}`;
}

export function weekdayName(weekday: number): string {
  return WEEKDAYS[weekday] ?? "";
}

/** "Open now · closes 9 PM" or "Closed · opens Thursday at 4 PM". */
export function describeOpenStatus(status: OpenStatus): string {
  if (status.open) return `Open now · closes ${formatHour(status.closesAtHour)}`;
  if (!status.nextOpening) return "Closed";
  const { date, weekday, hour, daysAhead } = status.nextOpening;
  // Past a week a weekday alone would name the wrong day: the date says which.
  const when =
    daysAhead === 0 ? "today" : daysAhead === 1 ? "tomorrow" : daysAhead < 7 ? weekdayName(weekday) : longDate(date);
  return `Closed · opens ${when} at ${formatHour(hour)}`;
}

/** "4 PM - 9 PM" or "Closed". */
export function formatDayHours(hours: DayHours | null): string {
  return hours ? `${formatHour(hours.open)} - ${formatHour(hours.close)}` : "Closed";
}

/** Rows for an hours table: "Thursday", "4 PM - 9 PM" or "Closed". */
export function hoursTable(hours: WeeklyHours): { day: string; hours: string }[] {
  return hours.map((entry) => ({ day: entry.day, hours: formatDayHours(entry.hours) }));
}
