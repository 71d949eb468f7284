/**
 * The content screen's payloads and answers, shared by the server and the console. Refusals use the
 * rest of the API's shape, `{ error, fields? }`; a stale revision adds what changed since (`conflict`).
 */
import { z } from "#domain/zod.ts";
import { instant } from "./schemas.ts";

/** A document's value as a draft holds it, serialised; one page's facts fit many times over. */
export const CONTENT_DOCUMENT_MAX_BYTES = 256 * 1024;
/** How far ahead a publish may be set. */
export const SCHEDULE_MAX_DAYS = 366;

/** Deeper than any document's schema goes; it keeps a draft from being a stack of nested lists. */
const DRAFT_MAX_DEPTH = 24;

export const contentMessages = {
  notFound: "There is no such document.",
  tooLarge: `A document holds at most ${CONTENT_DOCUMENT_MAX_BYTES / 1024} KB.`,
  tooDeep: `A document nests at most ${DRAFT_MAX_DEPTH} levels deep.`,
  stale: "Someone saved this document after you opened it. Their changes are shown; yours are not saved yet.",
  mergeable: "None of their changes touch yours: keep both to save their draft with your changes in it.",
  clashing:
    "You both changed the fields below. Keep both to save their draft with your changes, yours on these fields; or keep theirs and drop your changes.",
  noSuchRevision: "This document has no such revision.",
  noSuchVersion: "This document has no such version.",
  noMark: "There is no unconfirmed fact at this path.",
  invalid: "This draft cannot be published until the highlighted fields are fixed.",
  unknownFields: (fields: readonly string[]) => `This draft has fields the site no longer uses: ${fields.join(", ")}.`,
  removeUnknownFields: "Remove them to publish: the site publishes only the fields it uses.",
  notCreatable: "Only an event, its nights or a policy page can be created, with a key such as event:fall-fest-2026.",
  exists: "There is already a document with this key.",
  scheduleInPast: "Choose a time from now on.",
  scheduleTooFar: `A publish can be set at most ${SCHEDULE_MAX_DAYS} days ahead.`,
  scheduleBroke: "The publish could not be completed. Try publishing it yourself.",
  noSchedule: "Nothing is scheduled for this document.",
  notHideable: "Only a published event can be taken off the site.",
  notCreated: "The event was not created. Check the connection and try again.",
  noPreviews: "Previews need the site's build with its renderer: run npm run build.",
  notShownThere: "That page does not show this document.",
  previewFailed: "This draft cannot be shown on its page yet. Fix the highlighted fields and try again.",
  pageBehind: (page: string, version: number) =>
    `${page === "/" ? "The home page" : `The page ${page}`} still shows the previous version: it could not be shown with version ${version}.`,
  pageBehindNext:
    "Visitors see the previous version there until the page can be shown. Correct the draft and publish it, or publish it again to try once more.",
} as const;

function nestedWithin(value: unknown, depth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, level] = next;
    if (typeof inner !== "object" || inner === null) continue;
    if (level >= depth) return false;
    for (const child of Object.values(inner)) pending.push([child, level + 1]);
  }
  return true;
}

/** The revision of the draft the editor started from: a save on a stale one is refused. */
const revision = z.int().positive();

/** A draft as the editor has it: any JSON (the body was parsed as JSON), valid or not, saved as sent. */
export const draftRequest = z.strictObject({
  revision,
  draft: z
    .custom<unknown>((value) => value !== undefined, "Required.")
    .refine((value) => nestedWithin(value, DRAFT_MAX_DEPTH), contentMessages.tooDeep),
});

/** A new document of a kind with one per id (`event:fall-fest-2026`), as its first draft. */
export const createRequest = z.strictObject({ key: z.string().max(200), draft: draftRequest.shape.draft });

export const publishRequest = z.strictObject({ revision });

/**
 * What a schedule does when due: publish the draft as it is then, or take a published event off the
 * site (its published value and its draft set hidden), which needs no valid draft.
 */
const scheduleActions = ["publish", "hide"] as const;
export type ScheduleAction = (typeof scheduleActions)[number];

/** Acts at `at` (an instant; the console takes it in the resort's time zone). */
export const scheduleRequest = z.strictObject({
  revision,
  at: z.iso.datetime(),
  action: z.enum(scheduleActions).default("publish"),
});

export const cancelScheduleRequest = z.strictObject({});

/** Removes the draft(...) or placeholder(...) mark at `path` (as `marks` lists it), keeping the value. */
export const confirmRequest = z.strictObject({ revision, path: z.string().max(1_000) });

/** Makes `version`'s value the new draft; what the site shows changes only when that is published. */
export const restoreRequest = z.strictObject({ revision, version: z.int().positive() });

export const versionsQuery = z.strictObject({
  /** The last version of the previous page: versions come newest first. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of the site to preview a draft on, by its address (`/christmas-lights`). */
export const previewQuery = z.strictObject({
  path: z
    .string()
    .max(200)
    .regex(/^\/[a-z0-9/-]*$/),
});

/** The pages that show a document, the ones most about it first: where a draft of it can be previewed. */
export const previewPagesAnswer = z.object({ pages: z.array(z.string()) });

const fieldChange = z.object({ path: z.string(), before: z.unknown().optional(), after: z.unknown().optional() });
const issue = z.object({ path: z.string(), message: z.string() });
/** A staff member's email; null for the site's first content, seeded from the content folder. */
const who = z.string().nullable();

const contentSummary = z.object({
  key: z.string(),
  title: z.string(),
  revision,
  /** The draft differs from what the site shows. */
  changed: z.boolean(),
  /** Problems that stop the draft from being published. */
  problems: z.int().nonnegative(),
  /** Facts in the draft still marked draft(...) or placeholder(...). */
  unconfirmed: z.int().nonnegative(),
  draftSavedAt: instant,
  draftSavedBy: who,
  /** The three are null until the document's first publish (a document staff created). */
  publishedVersion: z.int().positive().nullable(),
  publishedAt: instant.nullable(),
  publishedBy: who,
  /** A publish (or an event's hiding) set for a time, or null. */
  schedule: z
    .object({
      dueAt: instant,
      action: z.enum(scheduleActions),
      scheduledBy: z.string(),
      /** Why it did not happen once due: staff are told, and it waits to be set again or cancelled. */
      failure: z.string().nullable(),
    })
    .nullable(),
});

/** A page still showing a document's previous version, as its render with the published one failed. */
const renderFailure = z.object({
  key: z.string(),
  /** The page's address: `/christmas-lights`. */
  page: z.string(),
  version: z.int().positive(),
  /** The render's error, in short, for whoever looks into it. */
  error: z.string(),
  failedAt: instant,
});
export type RenderFailure = z.infer<typeof renderFailure>;

export const contentListAnswer = z.object({
  documents: z.array(contentSummary),
  /** Every page still showing a previous version, newest first. */
  renderFailures: z.array(renderFailure),
});
export type ContentListAnswer = z.infer<typeof contentListAnswer>;

export const contentDocumentAnswer = contentSummary.omit({ changed: true, problems: true, unconfirmed: true }).extend({
  draft: z.json(),
  published: z.json(),
  /** The draft against the published value, field by field. */
  changes: z.array(fieldChange),
  /** What stops the draft from being published, each beside its field. */
  issues: z.array(issue),
  marks: z.array(z.object({ path: z.string(), status: z.enum(["draft", "placeholder"]) })),
  /** The pages still showing a previous version of this document: publishing again tries them once more. */
  renderFailures: z.array(renderFailure),
});
export type ContentDocumentAnswer = z.infer<typeof contentDocumentAnswer>;

export const publishAnswer = z.object({
  /** `unchanged` when the draft was what the site already showed: no new version. */
  outcome: z.enum(["published", "unchanged"]),
  document: contentDocumentAnswer,
});
export type PublishAnswer = z.infer<typeof publishAnswer>;

export const versionsAnswer = z.object({
  versions: z.array(
    z.object({ version: z.int().positive(), publishedAt: instant, publishedBy: who, changes: z.array(fieldChange) }),
  ),
  nextBefore: z.int().positive().nullable(),
});
export type VersionsAnswer = z.infer<typeof versionsAnswer>;

/** A save, confirm, restore or publish refused because the draft changed after the editor's revision. */
export const conflictAnswer = z.object({
  error: z.string(),
  conflict: z.object({
    revision,
    savedAt: instant,
    savedBy: who,
    draft: z.json(),
    /** From the editor's revision to the draft now. */
    changes: z.array(fieldChange),
  }),
});
export type ConflictAnswer = z.infer<typeof conflictAnswer>;
