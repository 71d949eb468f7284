import { inquiryForms, type InquiryFormId } from "#domain/inquiry/forms.ts";

/**
 * The console's inbox: every contact message and inquiry is a lead that moves through a pipeline,
 * with an assignee, internal notes and replies sent through the outbox.
 */

export const leadStatuses = ["new", "in_progress", "booked", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  in_progress: "In progress",
  booked: "Booked",
  closed: "Closed",
};

/** A contact message, or the inquiry form it came from (its `inquiryType`). */
export const leadKinds = ["contact", ...(Object.keys(inquiryForms) as InquiryFormId[])] as const;

export function leadKindLabel(kind: string): string {
  if (kind === "contact") return "Contact message";
  return Object.hasOwn(inquiryForms, kind) ? inquiryForms[kind as InquiryFormId].title : kind;
}

/** Which of the resort's inboxes a lead's mail belongs to, so a guest's answer to a reply lands there. */
export function leadInbox(kind: string): "front-desk" | "sales" {
  if (kind === "contact" || !Object.hasOwn(inquiryForms, kind)) return "front-desk";
  return inquiryForms[kind as InquiryFormId].inbox;
}

export const NOTE_MAX = 4000;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
export const SEARCH_MAX = 100;

export const inboxMessages = {
  noteRequired: "Please write a note.",
  noteTooLong: `Keep a note under ${NOTE_MAX} characters.`,
  subjectRequired: "Please enter a subject.",
  subjectTooLong: `Keep the subject under ${REPLY_SUBJECT_MAX} characters.`,
  replyRequired: "Please write your reply.",
  replyTooLong: `Keep the reply under ${REPLY_BODY_MAX} characters.`,
  notFound: "No lead has this id.",
  assigneeUnknown: "Choose a staff member who can still sign in.",
  replyQueued: "Your reply is queued and goes out in a moment.",
  empty: "No leads match these filters.",
} as const;

/** The subject a reply starts with: the guest's own subject, or the form's title, as an answer. */
export function replySubject(kind: string, subject: string | null): string {
  const base = subject?.trim() || leadKindLabel(kind);
  return /^re:/i.test(base) ? base : `Re: ${base}`;
}

/** Unread leads are counted up to this many: past it, the exact number would cost every list its time. */
export const UNREAD_COUNT_CAP = 1000;

/** "12", or "1,000+" once the count reached its cap. */
export function formatUnreadCount(count: number): string {
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP.toLocaleString("en-US")}+` : String(count);
}
