import type { AppDeps } from "#server/app.ts";
import { pageBehindMail } from "#server/mail/templates/content-render.ts";

/** A document a failed render read, at the version it read. */
export interface RenderSuspect {
  key: string;
  version: number;
}

/** How much of a render's error staff are shown and mailed. */
const ERROR_SUMMARY_CHARS = 300;

function summary(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).trim();
  const line = message.split("\n", 1)[0] ?? "";
  return line.length > ERROR_SUMMARY_CHARS ? `${line.slice(0, ERROR_SUMMARY_CHARS - 1)}…` : line;
}

type Deps = Pick<AppDeps, "db" | "clock" | "outbox" | "env">;

/**
 * The record of pages still showing a previous version because their render with a published one
 * failed (docs/decisions/055): what staff see on the Content screen and in the document's editor,
 * and what the version's publisher is mailed about, once. A later render of the page that succeeds
 * ends it.
 */
export class RenderFailures {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /**
   * Records that `page` could not be rendered and kept its last good render. The failure is laid
   * on the most recently published of the documents that changed since that render and that it
   * reads. Every instance renders the page and fails alike; only the one that records a version
   * first mails its publisher.
   */
  async failed(page: string, suspects: readonly RenderSuspect[], error: unknown): Promise<void> {
    const { db, clock, outbox, env } = this.deps;
    if (suspects.length === 0) return;
    const published = await db
      .selectFrom("content_documents")
      .select(["key", "published_at"])
      .where(
        "key",
        "in",
        suspects.map((suspect) => suspect.key),
      )
      .execute();
    const publishedAt = new Map(published.map((row) => [row.key, row.published_at ?? ""]));
    const [suspect] = [...suspects].sort((a, b) =>
      (publishedAt.get(b.key) ?? "").localeCompare(publishedAt.get(a.key) ?? ""),
    );
    if (!suspect) return;
    const failure = { page, key: suspect.key, version: suspect.version, error: summary(error) };
    const failedAt = clock.now().toISOString();
    await outbox.transaction(async (trx) => {
      const recorded = await trx
        .insertInto("page_render_failures")
        .values({ ...failure, failed_at: failedAt })
        .onConflict((conflict) =>
          conflict
            .columns(["page", "key"])
            .doUpdateSet((eb) => ({
              version: eb.ref("excluded.version"),
              error: eb.ref("excluded.error"),
              failed_at: eb.ref("excluded.failed_at"),
            }))
            .whereRef("page_render_failures.version", "<", "excluded.version"),
        )
        .returning("page")
        .executeTakeFirst();
      if (!recorded) return;
      const publisher = await trx
        .selectFrom("content_versions")
        .select("published_by")
        .where("key", "=", suspect.key)
        .where("version", "=", suspect.version)
        .executeTakeFirst();
      // The site's first content has no publisher to tell.
      if (!publisher?.published_by) return;
      await outbox.enqueue(
        { kind: "content-page-behind", to: publisher.published_by, ...pageBehindMail(env.PUBLIC_ORIGIN, failure) },
        trx,
      );
    });
  }

  /** The pages at `pages` rendered: they show what is published, whatever failed before. */
  async rendered(pages: readonly string[]): Promise<void> {
    if (pages.length === 0) return;
    await this.deps.db
      .deleteFrom("page_render_failures")
      .where("page", "in", [...pages])
      .execute();
  }
}
