/** The console's nights of ticketed events: payloads and answers shared by the server and the console. */
import { z } from "../zod.ts";

export const nightsQuery = z.strictObject({ event: z.string().min(1).max(100) });

export const nightChangeRequest = z.strictObject({
  capacity: z.coerce.number().int("Enter a whole number of places.").min(0, "Enter 0 or more places.").max(100_000),
  status: z.enum(["on_sale", "closed"]),
});

const staffNight = z.object({
  date: z.iso.date(),
  state: z.enum(["available", "few", "sold-out", "closed", "cancelled", "past"]),
  status: z.enum(["on_sale", "closed", "cancelled"]),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
});
export type StaffNight = z.infer<typeof staffNight>;

export const staffNightsAnswer = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  /** Every event sold by the night, for the console's choice of event. */
  events: z.array(z.object({ id: z.string(), name: z.string() })),
  nights: z.array(staffNight),
});

export const nightsMessages = {
  unknownEvent: "This event is not sold by the night.",
  noSuchNight: "The event has no such night.",
  changed: "The night is saved; the ticket panel shows it at once.",
  cancelled: "A cancelled night cannot be changed here.",
} as const;

/** "12 places are already sold or held for this night." */
export function belowTakenMessage(taken: number): string {
  return `${taken} ${taken === 1 ? "place is" : "places are"} already sold or held for this night.`;
}
