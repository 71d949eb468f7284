import { fieldChanges, formatPath, parsePath, type FieldChange } from "#domain/content/diff.ts";
import {
  compareDocumentKeys,
  confirmedAt,
  documentTitle,
  documentUnknownFields,
  marksIn,
  parseDocumentKey,
  publishingIssues,
  type DocumentIssue,
} from "#domain/content/documents.ts";
import {
  CONTENT_DOCUMENT_MAX_BYTES,
  SCHEDULE_MAX_DAYS,
  contentMessages,
  type ConflictAnswer,
  type ContentDocumentAnswer,
  type ContentListAnswer,
  type PublishAnswer,
  type RenderFailure,
  type ScheduleAction,
  type VersionsAnswer,
  type versionsQuery,
} from "#domain/staff/content-schemas.ts";
import type { z } from "#domain/zod.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { newestFirst } from "#server/db/newest-first.ts";
import type { Database } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { photoIssues } from "#server/photos/library.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { countPublish } from "./store.ts";

type DocumentRow = Database["content_documents"];
type EditorDeps = Pick<AppDeps, "db" | "dbKind" | "clock" | "content" | "livePages">;
type ScheduleRow = Database["content_schedules"];
type Json = ContentDocumentAnswer["draft"];

const DAY_MS = 24 * 60 * 60_000;

/** A value as the tables hold it: written by JSON.stringify. */
const fromJson = (text: string) => JSON.parse(text) as Json;

/**
 * What a draft is compared with before the document's first publish: nothing, so each of its
 * fields shows as added (the documents staff create are objects: an event, its nights, a policy).
 */
const NEVER_PUBLISHED = {};

/** A change to a draft: its new value, and the version it was restored from when it is a restore. */
interface DraftEdit {
  draft: unknown;
  restoredFrom?: number;
}

function summaryOf(row: DocumentRow, schedule: ScheduleRow | undefined) {
  return {
    key: row.key,
    title: documentTitle(row.key),
    revision: row.draft_revision,
    draftSavedAt: row.draft_saved_at,
    draftSavedBy: row.draft_saved_by,
    publishedVersion: row.published_version,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    schedule: schedule
      ? {
          dueAt: schedule.due_at,
          action: schedule.action,
          scheduledBy: schedule.scheduled_by,
          failure: schedule.failure,
        }
      : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The published value of an event, which can be taken off the site; refused for anything else. */
function refuseUnhideable(row: DocumentRow): Record<string, unknown> {
  const published = row.published_json === null ? null : fromJson(row.published_json);
  if (parseDocumentKey(row.key)?.kind !== "event" || !isRecord(published))
    throw new ApiError(409, { error: contentMessages.notHideable });
  return published;
}

/** Issues as the API's refusals give them: the first problem of each field, by its path. */
function fieldsOf(issues: DocumentIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path] ??= issue.message;
  return fields;
}

/** A draft that cannot be published: why, naming first the fields the site does not use, which no form shows. */
function unpublishable(key: string, draft: unknown, issues: DocumentIssue[]): ApiError {
  const unknown = documentUnknownFields(key, draft).map(formatPath);
  const error =
    unknown.length > 0
      ? `${contentMessages.unknownFields(unknown)} ${contentMessages.removeUnknownFields}`
      : contentMessages.invalid;
  return new ApiError(409, { error, fields: fieldsOf(issues) });
}

/** Stores `value_json` as the document's next draft revision, and keeps it in the draft history. */
async function writeDraft(trx: Db, actor: Actor, row: DocumentRow, value_json: string, at: Date) {
  const saved = { revision: row.draft_revision + 1, saved_at: at.toISOString(), saved_by: actor.label };
  await trx
    .updateTable("content_documents")
    .set({
      draft_json: value_json,
      draft_revision: saved.revision,
      draft_saved_at: saved.saved_at,
      draft_saved_by: saved.saved_by,
    })
    .where("key", "=", row.key)
    .execute();
  await trx
    .insertInto("content_drafts")
    .values({ key: row.key, value_json, ...saved })
    .execute();
  return saved;
}

/**
 * What staff do to content documents: read them, save drafts (anything, within the size limit),
 * confirm facts, restore a version into the draft, and publish a valid draft. Every draft edit
 * names the revision it started from; one made on a stale revision is refused with what changed
 * since, so no edit overwrites another unseen. Publishes and restores land with their audit entry.
 */
export class ContentEditor {
  private readonly deps: EditorDeps;

  constructor(deps: EditorDeps) {
    this.deps = deps;
  }

  /** The document's row, locked until the transaction ends when `lock` is set (SQLite's transactions lock the whole file). */
  private async row(db: Db, key: string, lock = false): Promise<DocumentRow> {
    const query = db.selectFrom("content_documents").selectAll().where("key", "=", key);
    const row = await (lock && this.deps.dbKind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    if (!row) throw new ApiError(404, { error: contentMessages.notFound });
    return row;
  }

  /**
   * What stops a draft from being published: its own rules, those between documents, and photos
   * the site cannot serve (an upload not in the photo library).
   */
  private async issues(
    db: Db,
    key: string,
    draft: Json,
    published: ReadonlyMap<string, unknown>,
  ): Promise<DocumentIssue[]> {
    return [...publishingIssues(key, draft, published), ...(await photoIssues(db, draft))];
  }

  private async view(
    row: DocumentRow,
    schedule: ScheduleRow | undefined,
    renderFailures: readonly RenderFailure[] = [],
  ): Promise<ContentDocumentAnswer> {
    const draft = fromJson(row.draft_json);
    const published = row.published_json === null ? null : fromJson(row.published_json);
    return {
      ...summaryOf(row, schedule),
      draft,
      published,
      changes: fieldChanges(published ?? NEVER_PUBLISHED, draft),
      issues: await this.issues(this.deps.db, row.key, draft, this.deps.content.allPublished()),
      marks: marksIn(draft),
      renderFailures: renderFailures.filter((failure) => failure.key === row.key),
    };
  }

  /** The pages still showing a previous version (of the document `key` alone, when given), newest first. */
  private async renderFailures(db: Db, key?: string): Promise<RenderFailure[]> {
    let query = db.selectFrom("page_render_failures").selectAll();
    if (key !== undefined) query = query.where("key", "=", key);
    const rows = await query.orderBy("failed_at", "desc").orderBy("page").execute();
    return rows.map((row) => ({
      key: row.key,
      page: row.page,
      version: row.version,
      error: row.error,
      failedAt: row.failed_at,
    }));
  }

  async list(): Promise<ContentListAnswer> {
    const rows = await this.deps.db.selectFrom("content_documents").selectAll().execute();
    const schedules = new Map(
      (await this.deps.db.selectFrom("content_schedules").selectAll().execute()).map((row) => [row.key, row]),
    );
    return {
      renderFailures: await this.renderFailures(this.deps.db),
      documents: await Promise.all(
        rows
          .sort((a, b) => compareDocumentKeys(a.key, b.key))
          .map(async (row) => {
            const schedule = schedules.get(row.key);
            const { changes, issues, marks } = await this.view(row, schedule);
            return {
              ...summaryOf(row, schedule),
              changed: changes.length > 0,
              problems: issues.length,
              unconfirmed: marks.length,
            };
          }),
      ),
    };
  }

  async document(key: string): Promise<ContentDocumentAnswer> {
    const { db } = this.deps;
    const row = await this.row(db, key);
    return this.view(
      row,
      await db.selectFrom("content_schedules").selectAll().where("key", "=", key).executeTakeFirst(),
      await this.renderFailures(db, key),
    );
  }

  /** The draft and its revision alone: what a preview draws and a scheduled publish names, without checking it. */
  async draft(key: string): Promise<{ revision: number; draft: Json }> {
    const row = await this.row(this.deps.db, key);
    return { revision: row.draft_revision, draft: fromJson(row.draft_json) };
  }

  /**
   * Creates a document of a kind with one document per id (an event, its nights, a policy) as a
   * draft, saved as sent like any draft: the site shows nothing of it until it is published.
   */
  async create(actor: Actor, key: string, draft: unknown): Promise<ContentDocumentAnswer> {
    if (!parseDocumentKey(key)?.definition.perId)
      throw new ApiError(400, { error: contentMessages.notCreatable, fields: { key: contentMessages.notCreatable } });
    const value_json = JSON.stringify(draft);
    if (Buffer.byteLength(value_json) > CONTENT_DOCUMENT_MAX_BYTES)
      throw new ApiError(413, { error: contentMessages.tooLarge });
    const at = this.deps.clock.now();
    const saved = { revision: 1, saved_at: at.toISOString(), saved_by: actor.label };
    await this.deps.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("content_documents")
        .values({
          key,
          kind: parseDocumentKey(key)?.kind ?? key,
          draft_json: value_json,
          draft_revision: saved.revision,
          draft_saved_at: saved.saved_at,
          draft_saved_by: saved.saved_by,
          published_json: null,
          published_version: null,
          published_at: null,
          published_by: null,
        })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!created) throw new ApiError(409, { error: contentMessages.exists, fields: { key: contentMessages.exists } });
      await trx
        .insertInto("content_drafts")
        .values({ key, value_json, ...saved })
        .execute();
      await record(trx, actor, { action: "content.create", target: key, after: { revision: saved.revision } }, at);
    });
    return this.document(key);
  }

  /** Refused with the changes made since `revision` unless it is the draft's current one. */
  private async refuseStale(db: Db, row: DocumentRow, revision: number): Promise<void> {
    if (row.draft_revision === revision) return;
    const base = await db
      .selectFrom("content_drafts")
      .select("value_json")
      .where("key", "=", row.key)
      .where("revision", "=", revision)
      .executeTakeFirst();
    if (!base)
      throw new ApiError(400, {
        error: contentMessages.noSuchRevision,
        fields: { revision: contentMessages.noSuchRevision },
      });
    const draft = fromJson(row.draft_json);
    const conflict: ConflictAnswer = {
      error: contentMessages.stale,
      conflict: {
        revision: row.draft_revision,
        savedAt: row.draft_saved_at,
        savedBy: row.draft_saved_by,
        draft,
        changes: fieldChanges(fromJson(base.value_json), draft),
      },
    };
    throw new ApiError(409, conflict);
  }

  private async editDraft(
    actor: Actor,
    key: string,
    revision: number,
    edit: (draft: unknown, db: Db) => DraftEdit | Promise<DraftEdit>,
  ): Promise<ContentDocumentAnswer> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, key, true);
      await this.refuseStale(trx, row, revision);
      const { draft, restoredFrom } = await edit(fromJson(row.draft_json), trx);
      const value_json = JSON.stringify(draft);
      if (Buffer.byteLength(value_json) > CONTENT_DOCUMENT_MAX_BYTES)
        throw new ApiError(413, { error: contentMessages.tooLarge });
      const at = this.deps.clock.now();
      const saved = await writeDraft(trx, actor, row, value_json, at);
      if (restoredFrom !== undefined)
        await record(
          trx,
          actor,
          {
            action: "content.restore",
            target: key,
            before: { revision: row.draft_revision },
            after: { revision: saved.revision, version: restoredFrom },
          },
          at,
        );
    });
    return this.document(key);
  }

  /** Saves the draft as sent, valid or not: its issues come back with it. */
  saveDraft(actor: Actor, key: string, revision: number, draft: unknown): Promise<ContentDocumentAnswer> {
    return this.editDraft(actor, key, revision, () => ({ draft }));
  }

  /** Removes the mark at `path`, keeping its value: the resort has confirmed the fact. */
  confirm(actor: Actor, key: string, revision: number, path: string): Promise<ContentDocumentAnswer> {
    return this.editDraft(actor, key, revision, (draft) => {
      const parts = parsePath(path);
      const confirmed = parts && confirmedAt(draft, parts);
      if (!confirmed)
        throw new ApiError(400, { error: contentMessages.noMark, fields: { path: contentMessages.noMark } });
      return { draft: confirmed.value };
    });
  }

  /** Makes a published version's value the draft; the site keeps showing what it showed. */
  restore(actor: Actor, key: string, revision: number, version: number): Promise<ContentDocumentAnswer> {
    return this.editDraft(actor, key, revision, async (_draft, db) => {
      const restored = await db
        .selectFrom("content_versions")
        .select("value_json")
        .where("key", "=", key)
        .where("version", "=", version)
        .executeTakeFirst();
      if (!restored) throw new ApiError(404, { error: contentMessages.noSuchVersion });
      return { draft: fromJson(restored.value_json), restoredFrom: version };
    });
  }

  /**
   * Publishes the draft at `revision` if it is valid on its own and beside every other document as
   * published: a new version with its field changes, the value the site shows, one more publish
   * counted and the audit entry, together. A draft equal to the published value changes nothing,
   * unless a page could not show the published version: then it is published again, as a retry.
   */
  publish(actor: Actor, key: string, revision: number): Promise<PublishAnswer> {
    return this.publishing(key, async (trx) => {
      const row = await this.row(trx, key, true);
      await this.refuseStale(trx, row, revision);
      const draft = fromJson(row.draft_json);
      const others = await trx
        .selectFrom("content_documents")
        .select(["key", "published_json"])
        .where("published_json", "is not", null)
        .execute();
      // Documents never published are not on the site: the rules between documents leave them out.
      const published = new Map(others.map((other) => [other.key, fromJson(other.published_json ?? "null")]));
      const issues = await this.issues(trx, key, draft, published);
      if (issues.length > 0) throw unpublishable(key, draft, issues);
      const changes = fieldChanges(published.get(key) ?? NEVER_PUBLISHED, draft);
      // Publishing a draft again while a page could not show it is a retry: a version the pages render anew.
      if (changes.length === 0 && row.published_version !== null && (await this.renderFailures(trx, key)).length === 0)
        return "unchanged";
      await this.newVersion(trx, actor, row, row.draft_json, changes, "content.publish", {
        changed: changes.map((change) => change.path),
      });
      return "published";
    });
  }

  /**
   * Runs a publish (`work`, which answers whether it made a version) one at a time across instances:
   * the rules between documents read the others' published values, which a publish beside this one
   * could be changing. This instance shows its own publish at once, its pages rendered (or their
   * failure recorded) before the answer; the others within their next refresh.
   */
  private async publishing(key: string, work: (trx: Db) => Promise<PublishAnswer["outcome"]>): Promise<PublishAnswer> {
    const { db, dbKind } = this.deps;
    const outcome = await db.transaction().execute(async (trx) => {
      const state = trx.selectFrom("content_state").select("version").where("id", "=", 1);
      await (dbKind === "postgres" ? state.forUpdate() : state).executeTakeFirstOrThrow();
      return work(trx);
    });
    if (outcome === "published") {
      await this.deps.content.refresh();
      await this.deps.livePages?.rendered();
    }
    return { outcome, document: await this.document(key) };
  }

  /** Publishes `valueJson` as the document's next version, with its changes, one more publish counted and its audit entry. */
  private async newVersion(
    trx: Db,
    actor: Actor,
    row: DocumentRow,
    valueJson: string,
    changes: FieldChange[],
    action: "content.publish" | "content.hide",
    audited: Record<string, unknown> = {},
  ): Promise<void> {
    const at = this.deps.clock.now();
    const version = (row.published_version ?? 0) + 1;
    const stamp = { published_at: at.toISOString(), published_by: actor.label };
    await trx
      .updateTable("content_documents")
      .set({ published_json: valueJson, published_version: version, ...stamp })
      .where("key", "=", row.key)
      .execute();
    await trx
      .insertInto("content_versions")
      .values({ key: row.key, version, value_json: valueJson, changes_json: JSON.stringify(changes), ...stamp })
      .execute();
    await countPublish(trx);
    await record(
      trx,
      actor,
      { action, target: row.key, before: { version: row.published_version }, after: { version, ...audited } },
      at,
    );
  }

  /**
   * Sets the draft to be published at `dueAt`, as it is then (later edits included, as a scheduled
   * post is published with them): the draft must be publishable now and is checked again when due.
   * Or sets a published event to be taken off the site then, whatever its draft holds.
   */
  async schedule(
    actor: Actor,
    key: string,
    revision: number,
    dueAt: Date,
    action: ScheduleAction = "publish",
  ): Promise<ContentDocumentAnswer> {
    const { db, clock } = this.deps;
    const at = clock.now();
    if (dueAt.getTime() <= at.getTime())
      throw new ApiError(400, {
        error: contentMessages.scheduleInPast,
        fields: { at: contentMessages.scheduleInPast },
      });
    if (dueAt.getTime() > at.getTime() + SCHEDULE_MAX_DAYS * DAY_MS)
      throw new ApiError(400, {
        error: contentMessages.scheduleTooFar,
        fields: { at: contentMessages.scheduleTooFar },
      });
    await db.transaction().execute(async (trx) => {
      const row = await this.row(trx, key, true);
      await this.refuseStale(trx, row, revision);
      if (action === "hide") refuseUnhideable(row);
      else {
        const draft = fromJson(row.draft_json);
        const issues = await this.issues(trx, key, draft, this.deps.content.allPublished());
        if (issues.length > 0) throw unpublishable(key, draft, issues);
      }
      const schedule = {
        due_at: dueAt.toISOString(),
        action,
        scheduled_at: at.toISOString(),
        scheduled_by: actor.label,
        scheduled_by_id: actor.staffId,
        failure: null,
        failed_at: null,
      };
      await trx
        .insertInto("content_schedules")
        .values({ key, ...schedule })
        .onConflict((conflict) => conflict.column("key").doUpdateSet(schedule))
        .execute();
      await record(
        trx,
        actor,
        { action: "content.schedule", target: key, after: { dueAt: schedule.due_at, action } },
        at,
      );
    });
    return this.document(key);
  }

  /**
   * Takes a published event off the site: its published value, as a new version, and its draft
   * (so that publishing the draft later does not put it back unseen) are set hidden.
   */
  hide(actor: Actor, key: string): Promise<PublishAnswer> {
    return this.publishing(key, async (trx) => {
      const row = await this.row(trx, key, true);
      const published = refuseUnhideable(row);
      if (published.hidden === true) return "unchanged";
      const value = { ...published, hidden: true };
      const draft = fromJson(row.draft_json);
      if (isRecord(draft) && draft.hidden !== true)
        await writeDraft(trx, actor, row, JSON.stringify({ ...draft, hidden: true }), this.deps.clock.now());
      await this.newVersion(trx, actor, row, JSON.stringify(value), fieldChanges(published, value), "content.hide");
      return "published";
    });
  }

  /** Takes back a scheduled publish, or one that failed. */
  async cancelSchedule(actor: Actor, key: string): Promise<ContentDocumentAnswer> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (trx) => {
      await this.row(trx, key, true);
      const gone = await trx.deleteFrom("content_schedules").where("key", "=", key).returningAll().executeTakeFirst();
      if (!gone) throw new ApiError(404, { error: contentMessages.noSchedule });
      await record(
        trx,
        actor,
        { action: "content.schedule.cancel", target: key, before: { dueAt: gone.due_at } },
        clock.now(),
      );
    });
    return this.document(key);
  }

  /** The document's published versions, newest first, a page at a time. */
  async versions(key: string, page: z.output<typeof versionsQuery>): Promise<VersionsAnswer> {
    const { db } = this.deps;
    await this.row(db, key);
    let query = db
      .selectFrom("content_versions")
      .select(["version as id", "published_at", "published_by", "changes_json"])
      .where("key", "=", key);
    if (page.before) query = query.where("version", "<", page.before);
    const { rows, nextBefore } = await newestFirst(query, "version", page.limit);
    return {
      versions: rows.map((row) => ({
        version: row.id,
        publishedAt: row.published_at,
        publishedBy: row.published_by,
        changes: JSON.parse(row.changes_json) as FieldChange[],
      })),
      nextBefore,
    };
  }
}
