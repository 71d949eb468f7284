/** The outbox as the console sees it, and the dashboard's counts: answers shared by the server and the console. */
import { z } from "#domain/zod.ts";
import { eventSales } from "./order-schemas.ts";
import { instant } from "./schemas.ts";

const mailStatuses = ["pending", "sent", "failed"] as const;

export const mailQuery = z.strictObject({
  status: z.enum(mailStatuses).optional(),
  /** A recipient address or part of one. */
  q: z.string().trim().max(100).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MailQuery = z.output<typeof mailQuery>;

const mailSummary = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: instant,
  sentAt: instant.nullable(),
  nextAttemptAt: instant,
});
export type MailSummary = z.infer<typeof mailSummary>;

const mailCounts = z.object({
  pending: z.number(),
  failed: z.number(),
  /** Pending for more than 15 minutes: the SMTP server may be refusing or away. */
  late: z.number(),
});

export const mailListAnswer = z.object({
  mails: z.array(mailSummary),
  nextBefore: z.number().nullable(),
  counts: mailCounts,
});

export const mailAnswer = z.object({
  mail: mailSummary.extend({ replyTo: z.string().nullable(), text: z.string(), html: z.string().nullable() }),
});

export const dashboardAnswer = z.object({
  /** `today` and `week` count arrivals: since midnight, and over the last seven days, at the resort. */
  leads: z.object({ unread: z.number(), new: z.number(), today: z.number(), week: z.number() }),
  guests: z.object({ total: z.number(), blocked: z.number(), week: z.number() }),
  /** Absent for a role that may not see subscribers. */
  subscribers: z.object({ subscribed: z.number(), week: z.number() }).optional(),
  /** Every role sees whether mail is failing; only managers can open the outbox. */
  mail: mailCounts,
  sales: z.array(eventSales),
});

export const mailMessages = {
  notFound: "No mail has this id.",
  notFailed: "Only a mail that failed can be sent again.",
  retried: "The mail is queued again and goes out in a moment.",
} as const;
