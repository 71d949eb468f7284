/**
 * An event's gate times, as its schedule gives them. The schedule is the one place staff write
 * them: the Christmas Lights page, its cards and the assistant read them from there, and an
 * event's one-line time may name them only as the schedule does.
 */
import type { EventDates } from "#domain/content/schemas.ts";
import { MONTHS } from "./english.ts";

interface ScheduleEntry {
  time: string;
  activity: string;
}

const GATES_OPEN = /^gates open\b/i;
const LAST_ENTRY = /^last (?:car|entry)\b/i;
/** "gates open 5 PM", "Gates open at 6:30 pm" in an event's one-line time. */
const GATES_IN_TEXT = /gates open (?:at )?(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)/i;

export function isGatesOpen(entry: ScheduleEntry): boolean {
  return GATES_OPEN.test(entry.activity.trim());
}

export function isLastEntry(entry: ScheduleEntry): boolean {
  return LAST_ENTRY.test(entry.activity.trim());
}

/** "5:00 PM" as a person says it, "5 PM"; "9:30 pm" as "9:30 PM". */
export function clockText(time: string): string {
  return time
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\s*([ap])\.?m\.?$/i, (_, half: string) => ` ${half.toUpperCase()}M`)
    .replace(/:00(?= [AP]M$)/, "");
}

export interface GateTimes {
  /** The time of the schedule's "Gates open" entry, as said ("5 PM"). */
  opens: string | null;
  /** The time of its "Last car" or "Last entry" entry. */
  lastEntry: string | null;
}

export function gateTimes(schedule: readonly ScheduleEntry[]): GateTimes {
  const opens = schedule.find(isGatesOpen);
  const last = schedule.find(isLastEntry);
  return { opens: opens ? clockText(opens.time) : null, lastEntry: last ? clockText(last.time) : null };
}

/**
 * What is wrong with an event's one-line time against its schedule: it names a gate time the
 * schedule does not give, so staff who moved one would leave the other saying the old time.
 */
export function timeLineIssue(time: string, schedule: readonly ScheduleEntry[]): string | null {
  const named = GATES_IN_TEXT.exec(time)?.[1];
  const { opens } = gateTimes(schedule);
  if (named === undefined || opens === null || clockText(named) === opens) return null;
  return `Says the gates open at ${clockText(named)}, but the schedule's "Gates open" is at ${opens}.`;
}

function monthDay(value: string, short: boolean): string {
  const [month = 1, day = 1] = value.split("-").slice(-2).map(Number);
  const name = MONTHS[month - 1] ?? "";
  return `${short ? name.slice(0, 3) : name} ${day}`;
}

/** "November 21" and "January 4" of an event's dates (no year: an annual event's season). */
export function seasonBounds(dates: EventDates, { short = false } = {}): { from: string; to: string } {
  return { from: monthDay(dates.start, short), to: monthDay(dates.end, short) };
}
