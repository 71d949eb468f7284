/**
 * The Newsletters screen's payloads and answers, shared by the server and the console. Refusals use
 * the rest of the API's shape, `{ error, fields? }`; a stale revision adds the saved campaign (`conflict`).
 */
import { photoSchema } from "#domain/content/schemas.ts";
import { campaignSchema } from "#domain/newsletter/campaign.ts";
import { audienceSchema, campaignStatsSchema, campaignStatuses } from "#domain/newsletter/sending.ts";
import { z } from "#domain/zod.ts";
import { email, instant } from "./schemas.ts";

/** The revision of the campaign the editor started from: a save on a stale one is refused. */
const revision = z.int().positive();

export const createCampaignRequest = z.strictObject({ campaign: campaignSchema });
export const saveCampaignRequest = z.strictObject({ revision, campaign: campaignSchema });
/** Sends the campaign as saved at `revision` to one staff member's address. */
export const testSendRequest = z.strictObject({ revision, to: email });
/** Who the campaign goes to; saved as a change of its own, on the revision the editor has. */
export const audienceRequest = z.strictObject({ revision, audience: audienceSchema });
/** Sends the campaign as saved at `revision`: at `at`, or a minute from now (the undo window) without it. */
export const sendRequest = z.strictObject({ revision, at: instant.optional() });
/** How many confirmed subscribers an audience holds now. */
export const audienceCountRequest = z.strictObject({ audience: audienceSchema });
export const audienceCountAnswer = z.object({ count: z.int().nonnegative() });

export const campaignsQuery = z.strictObject({
  /** Words the subject holds, in any case. */
  q: z.string().trim().max(200).optional(),
  /** The last campaign of the previous page: newest first. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const campaignSummary = z.object({
  id: z.int().positive(),
  subject: z.string(),
  status: z.enum(campaignStatuses),
  revision,
  /** When it starts (or started) sending; null for a draft. */
  sendAt: instant.nullable(),
  createdAt: instant,
  createdBy: z.string(),
  updatedAt: instant,
  updatedBy: z.string(),
});

export type CampaignSummary = z.infer<typeof campaignSummary>;

export const campaignListAnswer = z.object({
  campaigns: z.array(campaignSummary),
  nextBefore: z.int().positive().nullable(),
});
export type CampaignListAnswer = z.infer<typeof campaignListAnswer>;

export const campaignAnswer = campaignSummary.extend({
  campaign: campaignSchema,
  audience: audienceSchema,
  scheduledBy: z.string().nullable(),
  startedAt: instant.nullable(),
  pausedAt: instant.nullable(),
  finishedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  /** Why the last scheduled send could not start. */
  failure: z.string().nullable(),
  /** Null until it starts sending. */
  stats: campaignStatsSchema.nullable(),
  /** Each link of the mail as sent and its clicks, counted in aggregate; empty until it starts sending. */
  links: z.array(z.object({ url: z.string(), clicks: z.int().nonnegative() })),
  /** Ticket orders made after following one of its links; null until it starts sending. */
  sales: z.object({ orders: z.int(), tickets: z.int(), amountCents: z.int() }).nullable(),
});
export type CampaignAnswer = z.infer<typeof campaignAnswer>;

/** A save or test refused because someone saved after the editor's revision: theirs, to show. */
export const campaignConflictAnswer = z.object({
  error: z.string(),
  conflict: z.object({ revision, updatedAt: instant, updatedBy: z.string(), campaign: campaignSchema }),
});
export type CampaignConflictAnswer = z.infer<typeof campaignConflictAnswer>;

/** The mail as a subscriber would get it: both parts. */
export const campaignPreviewAnswer = z.object({ subject: z.string(), html: z.string(), text: z.string() });

export const testSendAnswer = z.object({ to: z.string() });

/** What a campaign's blocks can show: the site's published events, lodging cards and photos, and who can get a test. */
export const campaignSourcesAnswer = z.object({
  events: z.array(z.object({ id: z.string(), name: z.string(), dates: z.string() })),
  lodging: z.array(z.object({ id: z.string(), title: z.string() })),
  images: z.array(z.object({ photo: photoSchema, alt: z.string() })),
  testRecipients: z.array(z.object({ email: z.string(), name: z.string() })),
  /** The segments there is something to choose from: events tickets were sold for, kinds of inquiry received. */
  ticketEvents: z.array(z.object({ id: z.string(), name: z.string() })),
  leadKinds: z.array(z.object({ kind: z.string(), label: z.string() })),
});
export type CampaignSourcesAnswer = z.infer<typeof campaignSourcesAnswer>;
