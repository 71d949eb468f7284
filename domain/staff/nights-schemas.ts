/** The console's nights of ticketed events: payloads and answers shared by the server and the console. */
import { formatUsd } from "#domain/english.ts";
import { z } from "#domain/zod.ts";

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

/**
 * Calling a night off: every order for it is refunded, or moved to another night of the run; each
 * buyer is mailed once, with the note when there is one.
 */
export const nightCancelRequest = z
  .strictObject({
    outcome: z.enum(["refund", "move"], "Choose whether to refund the orders or move them."),
    /** The night the orders move to; only with `move`. */
    moveTo: z.string().trim(),
    /** A few words to the buyers ("Heavy rain is forecast."), added to their mail. */
    note: z.string().trim().max(1000, "Keep the note to the buyers under 1,000 characters."),
  })
  .refine((request) => request.outcome === "refund" || /^\d{4}-\d{2}-\d{2}$/.test(request.moveTo), {
    message: "Choose the night to move the orders to.",
    path: ["moveTo"],
  });
export type NightCancelRequest = z.output<typeof nightCancelRequest>;

/** What cancelling a night did, with the nights as they now stand. */
export const nightCancelAnswer = staffNightsAnswer.extend({
  cancelled: z.object({
    /** Orders for the night: each refunded or moved, and its buyer mailed. */
    orders: z.number(),
    refundedCents: z.number(),
    movedTo: z.iso.date().nullable(),
  }),
});
export type NightCancelAnswer = z.infer<typeof nightCancelAnswer>;

export const nightsMessages = {
  unknownEvent: "This event is not sold by the night.",
  noSuchNight: "The event has no such night.",
  changed: "The night is saved; the ticket panel shows it at once.",
  cancelled: "A cancelled night cannot be changed here.",
  alreadyCancelled: "This night is cancelled already.",
  pastNight: "That night has passed: it cannot be cancelled.",
  moveToSame: "Choose another night to move the orders to.",
  moveToUnavailable: "The orders can only move to a night of this run that is still ahead and not cancelled.",
} as const;

/** "Only 12 places are left on Saturday, December 12; this night's orders need 40." */
export function moveTooBigMessage(left: number, nightText: string, needed: number): string {
  return `Only ${left} ${left === 1 ? "place is" : "places are"} left on ${nightText}; this night's orders need ${needed}.`;
}

/** "The night is cancelled: 12 orders refunded ($420.00), and their buyers mailed." */
export function cancelledMessage(answer: NightCancelAnswer["cancelled"], moveToText: string | null): string {
  if (answer.orders === 0) return "The night is cancelled. It had no orders, so no one needed a mail.";
  const orders = `${answer.orders} ${answer.orders === 1 ? "order" : "orders"}`;
  if (answer.movedTo && moveToText)
    return `The night is cancelled: ${orders} moved to ${moveToText}, and their buyers mailed.`;
  return `The night is cancelled: ${orders} refunded (${formatUsd(answer.refundedCents)}), and their buyers mailed.`;
}

/** "12 places are already sold or held for this night." */
export function belowTakenMessage(taken: number): string {
  return `${taken} ${taken === 1 ? "place is" : "places are"} already sold or held for this night.`;
}
