import { parseDocumentKey } from "#domain/content/documents.ts";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/database.ts";

interface ContentStoreDeps {
  db: Db;
  clock: Clock;
}

/** Published values are shared by every reader of the cache: frozen, no reader can change another's. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** Counts one more publish, which every instance's next refresh notices. */
export async function countPublish(db: Db): Promise<void> {
  await db
    .updateTable("content_state")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/**
 * The site's published content, held in memory for the pages, the assistant and the checkout. The
 * database holds the documents (seeded once from content/, then edited by staff); the server calls
 * refresh() every second, which reads one row and reloads the documents only when some instance
 * has published since.
 */
export class ContentStore {
  private readonly deps: ContentStoreDeps;
  private documents = new Map<string, unknown>();
  private versions = new Map<string, number>();
  private loadedVersion = -1;
  private readonly listeners: ((changed: ReadonlySet<string>) => void)[] = [];
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(deps: ContentStoreDeps) {
    this.deps = deps;
  }

  /**
   * Creates every document the database lacks from its value in `documents`, as published version 1
   * by the site's first content. Instances starting at once each insert what is missing and skip
   * what another inserted first, so each document is created once.
   */
  async seed(documents: Readonly<Record<string, unknown>>): Promise<void> {
    const { db, clock } = this.deps;
    const existing = new Set((await db.selectFrom("content_documents").select("key").execute()).map((row) => row.key));
    // In one order everywhere, so two instances seeding at once wait on each other instead of deadlocking.
    const missing = Object.keys(documents)
      .filter((key) => !existing.has(key))
      .sort();
    if (missing.length === 0) return;
    const at = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      let created = 0;
      for (const key of missing) {
        const kind = parseDocumentKey(key)?.kind;
        if (!kind) throw new Error(`Content seed: ${key} is not a document key`);
        const value_json = JSON.stringify(documents[key]);
        const inserted = await trx
          .insertInto("content_documents")
          .values({
            key,
            kind,
            draft_json: value_json,
            draft_revision: 1,
            draft_saved_at: at,
            draft_saved_by: null,
            published_json: value_json,
            published_version: 1,
            published_at: at,
            published_by: null,
          })
          .onConflict((conflict) => conflict.column("key").doNothing())
          .returning("key")
          .executeTakeFirst();
        if (!inserted) continue;
        created += 1;
        await trx
          .insertInto("content_drafts")
          .values({ key, revision: 1, value_json, saved_at: at, saved_by: null })
          .execute();
        await trx
          .insertInto("content_versions")
          .values({ key, version: 1, value_json, changes_json: "[]", published_at: at, published_by: null })
          .execute();
      }
      if (created > 0) await countPublish(trx);
    });
  }

  /** The publish count this instance has loaded: it has every publish up to it. */
  get version(): number {
    return this.loadedVersion;
  }

  /**
   * Loads the published documents if any instance published since the last load. A refresh asked
   * for while one runs waits for it and loads again, so it always reads past a publish made before
   * the call; those asked for meanwhile share that one load, so a slow database queues no more.
   */
  refresh(): Promise<void> {
    if (!this.running)
      return (this.running = this.load().finally(() => {
        this.running = null;
      }));
    return (this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.refresh();
      }));
  }

  /** Resolves once no refresh is under way, so the database can close under none. */
  async settled(): Promise<void> {
    await Promise.allSettled([this.running, this.queued]);
  }

  private async load(): Promise<void> {
    const { db } = this.deps;
    // The count first: a publish landing between the two reads is loaded again on the next refresh.
    const state = await db.selectFrom("content_state").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
    if (state.version === this.loadedVersion) return;
    // A document never published (created by staff, still a draft) is no part of the site.
    const rows = (
      await db.selectFrom("content_documents").select(["key", "published_json", "published_version"]).execute()
    ).flatMap(({ key, published_json, published_version }) =>
      published_json === null || published_version === null ? [] : [{ key, published_json, published_version }],
    );
    const keys = new Set(rows.map((row) => row.key));
    const changed = new Set([
      ...rows.filter((row) => this.versions.get(row.key) !== row.published_version).map((row) => row.key),
      ...[...this.versions.keys()].filter((key) => !keys.has(key)),
    ]);
    this.documents = new Map(rows.map((row) => [row.key, frozen(JSON.parse(row.published_json) as unknown)]));
    this.versions = new Map(rows.map((row) => [row.key, row.published_version]));
    this.loadedVersion = state.version;
    if (changed.size > 0) for (const listener of this.listeners) listener(changed);
  }

  /** Calls `listener` with the keys of the documents whose published value changed, after each load that changed any. */
  onChange(listener: (changed: ReadonlySet<string>) => void): void {
    this.listeners.push(listener);
  }

  /** A document's published value, or undefined for a key no document has. */
  published(key: string): unknown {
    return this.documents.get(key);
  }

  allPublished(): ReadonlyMap<string, unknown> {
    return this.documents;
  }

  /** Each published document's version, loaded with the documents allPublished() answers. */
  publishedVersions(): ReadonlyMap<string, number> {
    return this.versions;
  }
}
