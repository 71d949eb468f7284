/** The inbox's payloads and answers, parsed by the server on the way in and by the console on the way back. */
import { z } from "#domain/zod.ts";
import { instant } from "./schemas.ts";
import {
  inboxMessages,
  leadKinds,
  leadStatuses,
  NOTE_MAX,
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  SEARCH_MAX,
} from "./inbox.ts";

const status = z.enum(leadStatuses, "Please choose a status.");

export const leadsQuery = z.strictObject({
  q: z.string().trim().max(SEARCH_MAX).optional(),
  kind: z.enum(leadKinds).optional(),
  status: status.optional(),
  /** A staff id, "me", or "none" for leads nobody has taken. */
  assignee: z.union([z.literal("me"), z.literal("none"), z.coerce.number().int().positive()]).optional(),
  unread: z.literal("1").optional(),
  /** Calendar days at the resort, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The id of the last lead of the previous page: leads come newest first. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type LeadsQuery = z.output<typeof leadsQuery>;

const person = z.object({ id: z.number(), name: z.string() });

const leadSummary = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  snippet: z.string(),
  status,
  assignee: person.nullable(),
  unread: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type LeadSummary = z.infer<typeof leadSummary>;

export const leadsAnswer = z.object({
  leads: z.array(leadSummary),
  nextBefore: z.number().nullable(),
  unreadCount: z.number(),
  /** Who leads can be given to: staff members who can still sign in. */
  assignees: z.array(person),
});

const submittedField = z.object({ label: z.string(), value: z.string() });

const note = z.object({ id: z.number(), author: person.nullable(), body: z.string(), createdAt: instant });
const reply = z.object({
  id: z.number(),
  author: person.nullable(),
  subject: z.string(),
  body: z.string(),
  createdAt: instant,
  /** The outbox's word on the mail: pending, sent or failed. */
  delivery: z.enum(["pending", "sent", "failed"]),
});

export const leadAnswer = z.object({
  lead: leadSummary.extend({
    /** Every field as the visitor submitted it, in the form's order. */
    fields: z.array(submittedField),
    pageUrl: z.string().nullable(),
    notes: z.array(note),
    replies: z.array(reply),
  }),
  assignees: z.array(person),
});
export type LeadDetail = z.infer<typeof leadAnswer>["lead"];

export const leadChangeRequest = z
  .strictObject({
    status: status.optional(),
    assigneeId: z.number().int().positive().nullable().optional(),
  })
  .refine((change) => change.status !== undefined || change.assigneeId !== undefined, "Nothing to change.");

export const noteRequest = z.strictObject({
  body: z.string().trim().min(1, inboxMessages.noteRequired).max(NOTE_MAX, inboxMessages.noteTooLong),
});

export const replyRequest = z.strictObject({
  subject: z.string().trim().min(1, inboxMessages.subjectRequired).max(REPLY_SUBJECT_MAX, inboxMessages.subjectTooLong),
  body: z.string().trim().min(1, inboxMessages.replyRequired).max(REPLY_BODY_MAX, inboxMessages.replyTooLong),
});
