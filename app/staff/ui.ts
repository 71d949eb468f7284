import { resortTimeZone } from "#content/resort.ts";

/** The console's own button and panel looks: plain, dense, and clear on a phone. */
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-river-700 px-4 py-2.5 text-base font-semibold text-white hover:bg-river-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500 disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-stone-400 bg-white px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500 disabled:opacity-60";
export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-red-700 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60";
export const panel = "rounded-xl border border-stone-300 bg-white p-4 sm:p-6";
/** A choice whose options may be long (an address, an event and its dates): it never widens a phone's page. */
export const selectControl = "max-w-full rounded-md border border-stone-400 px-3 py-2";

/** "Central Time": the resort's zone, named as its staff know it, beside every time they set. */
export const resortZoneName =
  new Intl.DateTimeFormat("en-US", { timeZone: resortTimeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value ?? resortTimeZone;

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: resortTimeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

/** An instant as the resort's clock shows it. */
export function resortTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
