import { z } from "#domain/zod.ts";

/** "Send now" waits this long before anything goes out, so a slip can be taken back. */
export const UNDO_WINDOW_MS = 60_000;

/**
 * Who a campaign goes to. Every audience is within the confirmed subscribers: a segment narrows
 * them by what the resort knows of the address (it bought tickets for an event, it has a guest
 * account, it sent an inquiry of a kind), and never reaches an address that did not subscribe.
 */
export const audienceSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("all") }),
  z.strictObject({ kind: z.literal("ticket-buyers"), eventId: z.string().trim().min(1).max(100) }),
  z.strictObject({ kind: z.literal("guests") }),
  z.strictObject({ kind: z.literal("leads"), leadKind: z.string().trim().min(1).max(50) }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const campaignStatuses = ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** How a campaign's sending went: every recipient is in exactly one of the counts after `recipients`. */
export const campaignStatsSchema = z.object({
  recipients: z.int().nonnegative(),
  /** Not yet delivered: waiting for its turn, or for a retry. */
  pending: z.int().nonnegative(),
  sent: z.int().nonnegative(),
  /** Temporary refusals that never cleared, or a send cancelled before their turn. */
  failed: z.int().nonnegative(),
  /** Refused for good by the receiving server: the address is suppressed. */
  bounced: z.int().nonnegative(),
  /** Left the list, or was suppressed, before their turn came. */
  skipped: z.int().nonnegative(),
  cancelled: z.int().nonnegative(),
  /** Unsubscribed through this campaign's link or header. */
  unsubscribed: z.int().nonnegative(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const sendingMessages = {
  noRecipients: "No confirmed subscriber is in this audience. Choose another before sending.",
  notDraft: "Only a draft can be sent or scheduled. This newsletter has already been sent or is set to send.",
  inPast: "Choose a time that has not passed yet.",
  tooFar: "Choose a time within the next year.",
  notScheduled: "This newsletter is no longer set to send: it has started or was taken back.",
  notSending: "This newsletter is not sending now.",
  notPaused: "This newsletter is not paused.",
  notCancellable: "Only a newsletter that is sending or paused can be cancelled.",
  notEditable: "This newsletter is set to send or has been sent, so it cannot be changed. Take it back to edit it.",
  startFailed: "The scheduled newsletter could not be sent, so it is a draft again.",
  notDone: "That did not go through. Check the connection and try again.",
} as const;
