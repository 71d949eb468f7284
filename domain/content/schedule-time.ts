import { resortTimeZone } from "#domain/zoned-time.ts";

const resortClock = new Intl.DateTimeFormat("en-US", {
  timeZone: resortTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * When a publish is set for, as the resort's clock reads it, zone included: "Tue, Dec 1, 2026,
 * 6:00 AM CST". The console and the mail that says one failed both word it so.
 */
export function scheduleTime(iso: string): string {
  return resortClock.format(new Date(iso));
}
