import { sql, type Selectable } from "kysely";
import { shown } from "#domain/content/draft.ts";
import { imageSchema, type Photo } from "#domain/content/schemas.ts";
import { eventRun, formatRun, listedEvents, resortDay } from "#domain/event-dates.ts";
import { campaignMessages, campaignSchema, type Campaign } from "#domain/newsletter/campaign.ts";
import { leadKindLabel } from "#domain/staff/inbox.ts";
import { audienceSchema, sendingMessages } from "#domain/newsletter/sending.ts";
import type {
  CampaignAnswer,
  CampaignConflictAnswer,
  CampaignListAnswer,
  CampaignSourcesAnswer,
  CampaignSummary,
  campaignsQuery,
} from "#domain/staff/campaign-schemas.ts";
import type { z } from "#domain/zod.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { contains } from "#server/db/like.ts";
import { newestFirst } from "#server/db/newest-first.ts";
import type { Database } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { photoIssues } from "#server/photos/library.ts";
import { Settings } from "#server/settings/settings.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { campaignTicketSales, linkClicks } from "./links.ts";
import { campaignStats } from "./stats.ts";
import { campaignMail, missingSources, type CampaignMail, type CampaignSources } from "./campaign-mail.ts";

export type CampaignRow = Selectable<Database["newsletter_campaigns"]>;
type Deps = Pick<AppDeps, "db" | "dbKind" | "clock" | "env" | "outbox" | "published" | "content">;

/** A test is marked as one in the subject, so no one takes it for the campaign itself. */
const testSubject = (subject: string) => `[Test] ${subject}`;

function summaryOf(row: CampaignRow): CampaignSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    revision: row.revision,
    sendAt: row.send_at,
    createdAt: row.created_at,
    createdBy: row.created_by,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** A campaign that has not started sending has nothing to count. */
const notSent = { stats: null, links: [], sales: null };

/** Only a draft is edited: once set to send, the campaign is what goes out. */
export function refuseUnlessDraft(row: CampaignRow): void {
  if (row.status !== "draft") throw new ApiError(409, { error: sendingMessages.notEditable });
}

/** The campaign a row holds: it was parsed with the campaign's schema before it was stored. */
export function campaignOf(row: CampaignRow): Campaign {
  return campaignSchema.parse({
    subject: row.subject,
    preheader: row.preheader,
    blocks: JSON.parse(row.blocks_json) as unknown,
  });
}

function columnsOf(campaign: Campaign) {
  return { subject: campaign.subject, preheader: campaign.preheader, blocks_json: JSON.stringify(campaign.blocks) };
}

/** The photo itself, without what a page adds to it (its alt text, its focus, a gallery's category). */
function photoOnly(image: Photo): Photo {
  const { file, width, height, hash, color } = image;
  return color === undefined ? { file, width, height, hash } : { file, width, height, hash, color };
}

/** Every photo the published documents show, with the alt text it has there, once each. */
function publishedImages(documents: Iterable<unknown>): { photo: Photo; alt: string }[] {
  const byFile = new Map<string, { photo: Photo; alt: string }>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const image = imageSchema.safeParse(value);
    if (image.success) {
      if (!byFile.has(image.data.file))
        byFile.set(image.data.file, { photo: photoOnly(image.data), alt: image.data.alt });
      return;
    }
    Object.values(value).forEach(visit);
  };
  for (const document of documents) visit(shown(document));
  return [...byFile.values()];
}

/**
 * Newsletter campaigns as staff write them: listed, created, read, saved on the revision the editor
 * started from (a stale one is refused with the saved campaign), drawn as mail from the published
 * content, and sent as a test to a staff member. Creates and tests land with their audit entry.
 */
export class Campaigns {
  private readonly deps: Deps;
  private readonly settings: Settings;

  constructor(deps: Deps) {
    this.deps = deps;
    this.settings = new Settings(deps);
  }

  async row(db: Db, id: number, lock = false): Promise<CampaignRow> {
    const query = db.selectFrom("newsletter_campaigns").selectAll().where("id", "=", id);
    const row = await (lock && this.deps.dbKind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    if (!row) throw new ApiError(404, { error: campaignMessages.notFound });
    return row;
  }

  answerOf(row: CampaignRow, sending: Pick<CampaignAnswer, "stats" | "links" | "sales"> = notSent): CampaignAnswer {
    return {
      ...summaryOf(row),
      campaign: campaignOf(row),
      audience: audienceSchema.parse(JSON.parse(row.audience_json)),
      scheduledBy: row.scheduled_by,
      startedAt: row.started_at,
      pausedAt: row.paused_at,
      finishedAt: row.finished_at,
      cancelledAt: row.cancelled_at,
      failure: row.failure,
      ...sending,
    };
  }

  async list(page: z.output<typeof campaignsQuery>): Promise<CampaignListAnswer> {
    let query = this.deps.db.selectFrom("newsletter_campaigns").selectAll();
    for (const word of (page.q ?? "").toLowerCase().split(/\s+/).filter(Boolean))
      query = query.where(contains(sql`lower(subject)`, word));
    if (page.before) query = query.where("id", "<", page.before);
    const { rows, nextBefore } = await newestFirst(query, "id", page.limit);
    return { campaigns: rows.map(summaryOf), nextBefore };
  }

  async get(id: number): Promise<CampaignAnswer> {
    const { db } = this.deps;
    const row = await this.row(db, id);
    if (row.status === "draft" || row.status === "scheduled") return this.answerOf(row);
    const [stats, links, sales] = await Promise.all([
      campaignStats(db, id),
      linkClicks(db, id),
      campaignTicketSales(db, id),
    ]);
    return this.answerOf(row, { stats, links, sales });
  }

  async create(actor: Actor, campaign: Campaign): Promise<CampaignAnswer> {
    const at = this.deps.clock.now().toISOString();
    const by = { by: actor.label, id: actor.staffId };
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("newsletter_campaigns")
        .values({
          ...columnsOf(campaign),
          status: "draft",
          revision: 1,
          created_at: at,
          created_by: by.by,
          created_by_id: by.id,
          updated_at: at,
          updated_by: by.by,
          updated_by_id: by.id,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await record(
        trx,
        actor,
        { action: "newsletter.create", target: `campaign:${created.id}`, after: { subject: campaign.subject } },
        new Date(at),
      );
      return created.id;
    });
    return this.get(id);
  }

  /** Refused with the campaign as saved unless `revision` is its current one. */
  refuseStale(row: CampaignRow, revision: number): void {
    if (row.revision === revision) return;
    const conflict: CampaignConflictAnswer = {
      error: campaignMessages.stale,
      conflict: {
        revision: row.revision,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
        campaign: campaignOf(row),
      },
    };
    throw new ApiError(409, conflict);
  }

  async save(actor: Actor, id: number, revision: number, campaign: Campaign): Promise<CampaignAnswer> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id, true);
      this.refuseStale(row, revision);
      refuseUnlessDraft(row);
      await trx
        .updateTable("newsletter_campaigns")
        .set({
          ...columnsOf(campaign),
          revision: row.revision + 1,
          updated_at: this.deps.clock.now().toISOString(),
          updated_by: actor.label,
          updated_by_id: actor.staffId,
        })
        .where("id", "=", id)
        .execute();
    });
    return this.get(id);
  }

  /** What the blocks of the site's content show now: the published documents and the restaurant's hours as set. */
  private async sources(): Promise<CampaignSources> {
    const { published, env, clock } = this.deps;
    const today = resortDay(clock.now());
    const schedule = await this.settings.schedule();
    const lodging = shown(published.lodgingFacts());
    return {
      origin: env.PUBLIC_ORIGIN,
      resortName: published.resort().name,
      today,
      event: (id) => listedEvents(published.events(), today).find((event) => event.id === id),
      lodging: (id) => lodging.find((card) => card.id === id),
      restaurant: { name: published.restaurantFacts().name, ...schedule },
    };
  }

  /**
   * The campaign as mail, refused while a block shows what the site does not (an event taken off, a
   * photo gone). Previews and tests carry no subscriber's link (`unsubscribeUrl` null): the footer
   * shows where it goes.
   */
  async draw(campaign: Campaign, unsubscribeUrl: string | null = null): Promise<CampaignMail> {
    const sources = await this.sources();
    const gone = Object.fromEntries(
      Object.entries(missingSources(campaign, sources)).map(([path, kind]) => [
        path,
        kind === "event" ? campaignMessages.eventGone : campaignMessages.lodgingGone,
      ]),
    );
    const photos = await Promise.all(
      campaign.blocks.map(async (block, index): Promise<[string, string][]> =>
        block.type === "image"
          ? (await photoIssues(this.deps.db, block.photo)).map((issue) => [`blocks.${index}.photo`, issue.message])
          : [],
      ),
    );
    const fields = { ...gone, ...Object.fromEntries(photos.flat()) };
    if (Object.keys(fields).length > 0) throw new ApiError(409, { error: campaignMessages.notRendered, fields });
    return campaignMail(campaign, sources, { unsubscribeUrl });
  }

  async preview(id: number): Promise<CampaignMail> {
    return this.draw((await this.get(id)).campaign);
  }

  /**
   * Queues the campaign as saved at `revision` for one staff member, active and enrolled, as a
   * test: never for anyone else, so the console cannot send the campaign to outside addresses.
   */
  async sendTest(actor: Actor, id: number, revision: number, to: string): Promise<void> {
    const recipient = (await this.testRecipients()).find((member) => member.email === to);
    if (!recipient)
      throw new ApiError(400, { error: campaignMessages.notStaff, fields: { to: campaignMessages.notStaff } });
    const row = await this.row(this.deps.db, id);
    this.refuseStale(row, revision);
    const mail = await this.draw(campaignOf(row));
    const { outbox, clock } = this.deps;
    await outbox.transaction(async (trx) => {
      await outbox.enqueue(
        { kind: "newsletter-test", to, priority: "normal", ...mail, subject: testSubject(mail.subject) },
        trx,
      );
      await record(
        trx,
        actor,
        { action: "newsletter.test-send", target: `campaign:${id}`, after: { to, revision } },
        clock.now(),
      );
    });
  }

  /** The staff members a test may go to: enrolled, not disabled. */
  private async testRecipients(): Promise<{ email: string; name: string }[]> {
    return this.deps.db
      .selectFrom("staff_accounts")
      .select(["email", "name"])
      .where("disabled_at", "is", null)
      .where("totp_secret", "is not", null)
      .orderBy("email")
      .execute();
  }

  /** What the editor's pickers offer: the events the site lists, its lodging cards and photos, and the staff. */
  async sourcesAnswer(): Promise<CampaignSourcesAnswer> {
    const { published, clock, content } = this.deps;
    const today = resortDay(clock.now());
    return {
      events: listedEvents(published.events(), today).map((event) => ({
        id: event.id,
        name: event.name,
        dates: formatRun(eventRun(event.dates, today)),
      })),
      lodging: shown(published.lodgingFacts()).map((card) => ({ id: card.id, title: card.title })),
      images: publishedImages(content.allPublished().values()),
      testRecipients: await this.testRecipients(),
      ticketEvents: await this.deps.db
        .selectFrom("ticket_orders")
        .select(["event_id as id", (eb) => eb.fn.max("event_name").as("name")])
        .groupBy("event_id")
        .orderBy("event_id")
        .execute(),
      leadKinds: (await this.deps.db.selectFrom("leads").select("kind").distinct().orderBy("kind").execute()).map(
        ({ kind }) => ({ kind, label: leadKindLabel(kind) }),
      ),
    };
  }
}
