import { resortTimeZone } from "../content/resort.ts";
import { restaurantHours, type WeeklyHours } from "../content/restaurant.ts";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export interface ZonedTime {
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday and wall-clock time of an instant in a time zone. */
export function zonedTime(instant: Date, timeZone: string): ZonedTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    weekday: SHORT_WEEKDAYS.indexOf(parts.weekday ?? ""),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

export type OpenStatus =
  | { open: true; closesAtHour: number }
  | { open: false; nextOpening: { weekday: number; hour: number; daysAhead: number } | null };

/**
 * Whether the restaurant is open at an instant: from the opening hour inclusive to the closing
 * hour exclusive, on the wall clock of `timeZone`.
 */
export function openStatus(instant: Date, hours: WeeklyHours, timeZone: string): OpenStatus {
  const now = zonedTime(instant, timeZone);
  const today = hours[now.weekday]?.hours;
  if (today && now.hour >= today.open && now.hour < today.close) return { open: true, closesAtHour: today.close };
  for (let daysAhead = 0; daysAhead <= 7; daysAhead += 1) {
    const weekday = (now.weekday + daysAhead) % 7;
    const day = hours[weekday]?.hours;
    if (!day) continue;
    if (daysAhead === 0 && now.hour >= day.open) continue;
    return { open: false, nextOpening: { weekday, hour: day.open, daysAhead } };
  }
  return { open: false, nextOpening: null };
}

/** Whether Pique Nique is open at an instant: the one answer for the page's badge and the gate code. */
export function restaurantStatus(instant: Date): OpenStatus {
  return openStatus(instant, restaurantHours, resortTimeZone);
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
  const { weekday, hour, daysAhead } = status.nextOpening;
  const when = daysAhead === 0 ? "today" : daysAhead === 1 ? "tomorrow" : weekdayName(weekday);
  return `Closed · opens ${when} at ${formatHour(hour)}`;
}

/** Rows for an hours table: "Thursday", "4 PM - 9 PM" or "Closed". */
export function hoursTable(hours: WeeklyHours): { day: string; hours: string }[] {
  return hours.map((entry) => ({
    day: entry.day,
    hours: entry.hours ? `${formatHour(entry.hours.open)} - ${formatHour(entry.hours.close)}` : "Closed",
  }));
}
