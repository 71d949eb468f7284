import { resortTimeZone } from "#content/resort.ts";

const clock = new Intl.DateTimeFormat("en-US", { timeZone: resortTimeZone, hour: "numeric", minute: "2-digit" });

/** "6:42 PM": an instant on the resort's clock, as the door shows check-ins. */
export const at = (iso: string) => clock.format(new Date(iso));
