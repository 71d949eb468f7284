import { contentMessages, type ScheduleAction } from "#domain/staff/content-schemas.ts";
import type { AppDeps } from "#server/app.ts";
import { ApiError } from "#server/http/errors.ts";
import { scheduledPublishFailedMail } from "#server/mail/templates/content-schedule.ts";
import { ContentEditor } from "./editor.ts";

type Deps = Pick<AppDeps, "db" | "dbKind" | "clock" | "content" | "outbox" | "log" | "env">;

/**
 * Publishes the drafts staff set for a time once it has come. Every instance looks; a publish is
 * one at a time across instances and publishing a draft already published changes nothing, so two
 * instances finding one schedule publish it once. One that cannot be published (its draft broke a
 * rule since) is kept with the reason, shown in the console, and mailed to whoever set it.
 */
export class ScheduledPublishes {
  private readonly deps: Deps;
  private readonly editor: ContentEditor;

  constructor(deps: Deps) {
    this.deps = deps;
    this.editor = new ContentEditor(deps);
  }

  /** Publishes every schedule due by now; resolves once each has been tried. */
  async runDue(): Promise<void> {
    const { db, clock } = this.deps;
    const due = await db
      .selectFrom("content_schedules")
      .selectAll()
      .where("due_at", "<=", clock.now().toISOString())
      .where("failure", "is", null)
      .orderBy("due_at")
      .execute();
    for (const schedule of due) await this.publish(schedule);
  }

  private async publish(schedule: {
    key: string;
    due_at: string;
    action: ScheduleAction;
    scheduled_by: string;
    scheduled_by_id: number | null;
  }): Promise<void> {
    const { db, clock, log, outbox, env } = this.deps;
    const actor = { staffId: schedule.scheduled_by_id, label: schedule.scheduled_by, address: null };
    try {
      if (schedule.action === "hide") await this.editor.hide(actor, schedule.key);
      else {
        const { revision } = await this.editor.draft(schedule.key);
        await this.editor.publish(actor, schedule.key, revision);
      }
      await db
        .deleteFrom("content_schedules")
        .where("key", "=", schedule.key)
        .where("due_at", "=", schedule.due_at)
        .execute();
    } catch (error) {
      const failure = failureOf(error);
      const marked = await db
        .updateTable("content_schedules")
        .set({ failure, failed_at: clock.now().toISOString() })
        .where("key", "=", schedule.key)
        .where("due_at", "=", schedule.due_at)
        .where("failure", "is", null)
        .executeTakeFirst();
      log.warn({ err: error, key: schedule.key }, "content: a scheduled publish failed");
      // Only the instance that marked it tells its author.
      if (marked.numUpdatedRows === 0n) return;
      await outbox.enqueue({
        kind: "content-schedule-failed",
        to: schedule.scheduled_by,
        ...scheduledPublishFailedMail(env.PUBLIC_ORIGIN, { ...schedule, failure }),
      });
    }
  }
}

/** What staff are told: the API's own message (with the fields it names), or that the publish broke. */
function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) return contentMessages.scheduleBroke;
  const fields = Object.entries(error.body.fields ?? {}).map(
    ([path, message]) => `${path || "The document"}: ${message}`,
  );
  return [error.body.error, ...fields].join(" ");
}
