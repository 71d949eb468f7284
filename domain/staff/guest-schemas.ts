/** Guest accounts as the console sees them: payloads and answers shared by the server and the console. */
import { z } from "#domain/zod.ts";

const guestStatuses = ["verified", "unverified", "blocked"] as const;

export const guestsQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(guestStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GuestsQuery = z.output<typeof guestsQuery>;

const guest = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  verified: z.boolean(),
  blocked: z.boolean(),
  /** PocketBase's datetime text, as the account was stored. */
  created: z.string(),
  resetSentAt: z.string().nullable(),
});
export type Guest = z.infer<typeof guest>;

export const guestsAnswer = z.object({
  guests: z.array(guest),
  page: z.number(),
  hasMore: z.boolean(),
  total: z.number(),
});
export const guestAnswer = z.object({ guest });

export const GUESTS_PAGE_SIZE = 50;

export const guestMessages = {
  notFound: "No guest account has this id.",
  resetSent: "A password-reset link is on its way to the guest.",
  blockedNoReset: "Unblock the account before sending a reset link.",
  deleted: "The account is deleted.",
} as const;
