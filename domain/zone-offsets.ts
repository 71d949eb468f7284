/**
 * A time zone's offsets from UTC, from ICU or from a table of its transitions. The table is what
 * scripts/zone-offsets.ts writes at build time for the resort's zone; this module must not import it.
 */

const MINUTE_MS = 60_000;

/** The UTC offsets of one zone: `transitions[i]` is `[from (ms since the epoch), minutes east of UTC]`, oldest first. */
export interface ZoneOffsets {
  timeZone: string;
  /** The offsets are known from the first transition's instant up to this one. */
  until: number;
  transitions: readonly (readonly [number, number])[];
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset from UTC at an instant, in minutes east, as ICU knows it. */
export function intlOffsetMinutes(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    offsetFormats.set(timeZone, format);
  }
  const wholeMinute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const parts = Object.fromEntries(format.formatToParts(wholeMinute).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return (wall - wholeMinute) / MINUTE_MS;
}

/** The offset from a table of transitions, or undefined outside the years it covers. */
export function offsetFromTable(instant: number, table: ZoneOffsets): number | undefined {
  const { transitions } = table;
  const first = transitions[0];
  if (!first || instant < first[0] || instant >= table.until) return undefined;
  let low = 0;
  let high = transitions.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((transitions[middle]?.[0] ?? Infinity) <= instant) low = middle;
    else high = middle - 1;
  }
  return transitions[low]?.[1];
}
