/**
 * The Newsletters screen's payloads and answers, shared by the server and the console. Refusals use
 * the rest of the API's shape, `{ error, fields? }`; a stale revision adds the saved campaign (`conflict`).
 */
import { photoSchema } from "#domain/content/schemas.ts";
import { campaignSchema } from "#domain/newsletter/campaign.ts";
import { z } from "#domain/zod.ts";
import { email, instant } from "./schemas.ts";

/** The revision of the campaign the editor started from: a save on a stale one is refused. */
const revision = z.int().positive();

export const createCampaignRequest = z.strictObject({ campaign: campaignSchema });
export const saveCampaignRequest = z.strictObject({ revision, campaign: campaignSchema });
/** Sends the campaign as saved at `revision` to one staff member's address. */
export const testSendRequest = z.strictObject({ revision, to: email });

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
  /** Only drafts for now: sending comes later. */
  status: z.literal("draft"),
  revision,
  createdAt: instant,
  createdBy: z.string(),
  updatedAt: instant,
  updatedBy: z.string(),
});

export const campaignListAnswer = z.object({
  campaigns: z.array(campaignSummary),
  nextBefore: z.int().positive().nullable(),
});
export type CampaignListAnswer = z.infer<typeof campaignListAnswer>;

export const campaignAnswer = campaignSummary.extend({ campaign: campaignSchema });
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
});
export type CampaignSourcesAnswer = z.infer<typeof campaignSourcesAnswer>;
