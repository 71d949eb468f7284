/**
 * The console's subscriber list and the erasure of a person on request: payloads and answers,
 * parsed by the server on the way in and by the console on the way back.
 */
import { z } from "#domain/zod.ts";
import { email, instant } from "./schemas.ts";

/**
 * A subscriber's one status, the first of these that holds: left the list; suppressed (a bounce or
 * a complaint); awaiting the confirmation of a double opt-in; subscribed, which is what campaigns mail.
 */
const subscriberStatuses = ["unsubscribed", "suppressed", "awaiting_confirmation", "subscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscribersQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(subscriberStatuses).optional(),
  /** The id of the last subscriber of the previous page: newest sign-ups first. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type SubscribersQuery = z.output<typeof subscribersQuery>;

/** A subscriber with their consent: when, from which page, how it was given and when it took effect. */
const subscriber = z.object({
  id: z.number(),
  email: z.string(),
  subscribedAt: instant,
  unsubscribedAt: instant.nullable(),
  /** The site's page the address was given on; null when not known (addresses from before it was kept). */
  sourcePage: z.string().nullable(),
  optIn: z.enum(["single", "double"]),
  /** Null while a double opt-in awaits its confirmation. */
  confirmedAt: instant.nullable(),
  suppressedAt: instant.nullable(),
  suppressedReason: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;

export function subscriberStatus(
  subscriber: Pick<Subscriber, "unsubscribedAt" | "suppressedAt" | "confirmedAt">,
): SubscriberStatus {
  if (subscriber.unsubscribedAt) return "unsubscribed";
  if (subscriber.suppressedAt) return "suppressed";
  return subscriber.confirmedAt ? "subscribed" : "awaiting_confirmation";
}

export const subscribersAnswer = z.object({
  subscribers: z.array(subscriber),
  nextBefore: z.number().nullable(),
  counts: z.object({
    subscribed: z.number(),
    awaitingConfirmation: z.number(),
    suppressed: z.number(),
    unsubscribed: z.number(),
  }),
});

export const subscriberAnswer = z.object({ subscriber });

export const personRequest = z.strictObject({ email });

/** What the site holds about one email address. */
const personRecords = z.object({
  email: z.string(),
  subscriber: z.boolean(),
  contactMessages: z.number(),
  inquiries: z.number(),
  account: z.boolean(),
  /** Ticket orders stay: the resort's accounts need them. */
  ordersKept: z.number(),
});
export type PersonRecords = z.infer<typeof personRecords>;
export const personAnswer = z.object({ records: personRecords });

export const eraseRequest = z.strictObject({
  email,
  confirm: z.literal(true, "Tick the box to confirm that everything about this person goes."),
});

export const peopleMessages = {
  notFound: "No subscriber has this id.",
  nothingHeld: "Nothing is held about this address.",
  erased: "Erased. Nothing about this address is left but its ticket orders, if any.",
} as const;
