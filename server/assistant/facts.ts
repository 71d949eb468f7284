import { hasDraft, shown, type Shown } from "#domain/content/draft.ts";
import type { EventDates, ResortEventFacts } from "#domain/content/schemas.ts";
import { calendarDateIn, eventRun, formatRun, type CalendarDate } from "#domain/event-dates.ts";
import { gateTimes, type GateTimes } from "#domain/event-gates.ts";
import { nextIsoDate } from "#domain/staff/days.ts";
import { longDate, ticketPriceList } from "#domain/english.ts";
import {
  describeOpenStatus,
  formatDayHours,
  formatHour,
  hoursOn,
  openStatus,
  upcomingExceptions,
  weekdayName,
  type HoursException,
  type OpenStatus,
  type RestaurantSchedule,
} from "#domain/hours.ts";
import { zonedTime } from "#domain/zoned-time.ts";
import type { Site } from "./site.ts";

/** What the assistant may say about "now": computed by the server from its clock, never guessed. */
export interface Moment {
  now: Date;
  timeZone: string;
  /** The restaurant's hours as staff set them, exceptions included. */
  schedule: RestaurantSchedule;
}

export function link(label: string, path: string): string {
  return `[${label}](${path})`;
}

export function today(moment: Moment): CalendarDate {
  return calendarDateIn(moment.now, moment.timeZone);
}

export function weekdayToday(moment: Moment): number {
  return zonedTime(moment.now, moment.timeZone).weekday;
}

function restaurantStatus(moment: Moment): OpenStatus {
  return openStatus(moment.now, moment.schedule, moment.timeZone);
}

/** "Pique Nique is open now until 9 PM." / "Pique Nique is closed right now; it opens Thursday at 4 PM." */
export function openNowSentence(moment: Moment): string {
  const status = restaurantStatus(moment);
  if (status.open) return `Pique Nique is open right now, until ${formatHour(status.closesAtHour)} today.`;
  if (!status.nextOpening) return "Pique Nique is closed right now.";
  const { daysAhead, weekday, hour } = status.nextOpening;
  const when = daysAhead === 0 ? "later today" : daysAhead === 1 ? "tomorrow" : `on ${weekdayName(weekday)}`;
  return `Pique Nique is closed right now; it opens ${when} at ${formatHour(hour)}.`;
}

export function openStatusLabel(moment: Moment): string {
  return describeOpenStatus(restaurantStatus(moment));
}

/** A weekday's regular hours: "4 PM - 9 PM" or "closed". */
export function dayHours(moment: Moment, weekday: number): string {
  const hours = moment.schedule.weekly[weekday]?.hours ?? null;
  return hours ? formatDayHours(hours) : "closed";
}

/** Today's hours, its exception (a holiday, special hours) taken into account. */
export function todayHours(moment: Moment): string {
  const now = zonedTime(moment.now, moment.timeZone);
  const hours = hoursOn(moment.schedule, now.date, now.weekday);
  return hours ? formatDayHours(hours) : "closed";
}

/** The exception of the next day falling on `weekday` (today included), if it has one. */
export function nextExceptionOn(moment: Moment, weekday: number): HoursException | undefined {
  const now = zonedTime(moment.now, moment.timeZone);
  let date = now.date;
  for (let day = now.weekday; day !== weekday; day = (day + 1) % 7) date = nextIsoDate(date);
  return moment.schedule.exceptions.find((entry) => entry.date === date);
}

/** "Thursday, November 26: closed (Thanksgiving)" for each coming exception, soonest first. */
export function exceptionsText(moment: Moment): string {
  return upcomingExceptions(moment.schedule, zonedTime(moment.now, moment.timeZone).date)
    .map((entry) => `${longDate(entry.date)}: ${entry.hours ? formatDayHours(entry.hours) : "closed"} (${entry.note})`)
    .join("; ");
}

/** "Sunday 8 AM - 8 PM; Monday to Wednesday closed; …": runs of equal days folded together. */
export function weeklyHoursText(moment: Moment): string {
  const parts: string[] = [];
  let start = 0;
  for (let day = 1; day <= 7; day += 1) {
    if (day < 7 && dayHours(moment, day) === dayHours(moment, start)) continue;
    const span = day - 1 === start ? weekdayName(start) : `${weekdayName(start)} to ${weekdayName(day - 1)}`;
    parts.push(`${span} ${dayHours(moment, start)}`);
    start = day;
  }
  return parts.join("; ");
}

export function eventRunText(dates: EventDates, moment: Moment): { text: string; ended: boolean; onNow: boolean } {
  const day = today(moment);
  const run = eventRun(dates, day);
  const started =
    run.start.year < day.year ||
    (run.start.year === day.year &&
      (run.start.month < day.month || (run.start.month === day.month && run.start.day <= day.day)));
  return { text: formatRun(run), ended: run.ended, onNow: started && !run.ended };
}

export function christmasEvent(site: Site): ResortEventFacts | undefined {
  return site.events.find((event) => event.id === "christmas-lights");
}

/** "November 21, 2026 - January 4, 2027" for the current or next season (the resort's annual dates). */
export function christmasSeasonText(site: Site, moment: Moment): { text: string; onNow: boolean } {
  const event = christmasEvent(site);
  if (!event) return { text: "", onNow: false };
  const { text, onNow } = eventRunText(shown(event.dates), moment);
  return { text, onNow };
}

export type ScheduleItem = ResortEventFacts["schedule"][number];

/**
 * The Christmas Lights' gate times, as its event's schedule gives them (domain/event-gates.ts): the
 * page shows those, so an answer never gives another time for the gates.
 */
export function christmasHours(site: Site): GateTimes {
  const event = christmasEvent(site);
  return event ? gateTimes(shown(event.schedule)) : { opens: null, lastEntry: null };
}

/** "Adult $8, Child $5, and Season Pass $30": the tickets the ticket panel sells, at its prices. */
export function ticketPrices(event: ResortEventFacts): string {
  return ticketPriceList(event.tickets ?? []);
}

/**
 * The content one answer uses. `read` gives a fact's value and remembers whether the resort has
 * yet to confirm it (a draft, domain/content/draft.ts); `caveat` then says so once, with the number to
 * call, so the assistant repeats what the site lists without presenting it as certain.
 */
export class Sources {
  private readonly callUs: string;
  private unconfirmed = false;

  constructor(site: Site) {
    this.callUs = site.callUs;
  }

  read<T>(fact: T): Shown<T> {
    if (hasDraft(fact)) this.unconfirmed = true;
    return shown(fact);
  }

  get hasUnconfirmed(): boolean {
    return this.unconfirmed;
  }

  /** " Some of this is still to be confirmed by the resort, …" after a draft was read, else "". */
  caveat(): string {
    return this.unconfirmed
      ? ` Some of this is still to be confirmed by the resort, so please ${this.callUs} before you count on it.`
      : "";
  }
}

/** "6:00 PM" → "6 PM", "9:30 PM" stays: times as people say them. */
export function spokenTime(time: string): string {
  return time.replace(/:00(?= ?[AP]M)/, "");
}
