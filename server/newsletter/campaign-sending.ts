import { scheduleTime } from "#domain/content/schedule-time.ts";
import {
  audienceSchema,
  sendingMessages,
  UNDO_WINDOW_MS,
  type Audience,
  type CampaignStatus,
} from "#domain/newsletter/sending.ts";
import type { CampaignAnswer } from "#domain/staff/campaign-schemas.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { ApiError } from "#server/http/errors.ts";
import { record, type Actor } from "#server/staff/audit.ts";
import { audienceCount, audienceSubscribers } from "./audience.ts";
import { trackLinks } from "./links.ts";
import { Campaigns, campaignOf, refuseUnlessDraft, type CampaignRow } from "./campaigns.ts";

type Deps = ConstructorParameters<typeof Campaigns>[0] & Pick<AppDeps, "log">;

/** Where each subscriber's own unsubscribe address goes in the mail drawn when a campaign starts. */
export const UNSUBSCRIBE_PLACEHOLDER = "{{unsubscribe}}";

/** The latest a campaign may be scheduled for. */
const SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60_000;

/**
 * A campaign's way from draft to sent: its audience and the count it holds now; "send" sets it to
 * start a minute later (the undo window) or at a chosen time, and until then it can be taken back;
 * once it starts, its mail is drawn once and its audience evaluated into one delivery row per
 * recipient, in one transaction, by whichever instance gets there first; while it goes out it can be
 * paused, resumed and cancelled. Every step staff take lands with its audit entry.
 */
export class CampaignSending {
  private readonly deps: Deps;
  private readonly campaigns: Campaigns;

  constructor(deps: Deps, campaigns = new Campaigns(deps)) {
    this.deps = deps;
    this.campaigns = campaigns;
  }

  async count(audience: Audience): Promise<number> {
    return audienceCount(this.deps.db, audience);
  }

  async setAudience(actor: Actor, id: number, revision: number, audience: Audience): Promise<CampaignAnswer> {
    const { clock } = this.deps;
    await this.changeDraft(id, revision, async (trx, row) => {
      await trx
        .updateTable("newsletter_campaigns")
        .set({
          audience_json: JSON.stringify(audience),
          revision: row.revision + 1,
          updated_at: clock.now().toISOString(),
          updated_by: actor.label,
          updated_by_id: actor.staffId,
        })
        .where("id", "=", id)
        .execute();
    });
    return this.campaigns.get(id);
  }

  /** Runs `change` on the campaign, locked, if it is a draft still at `revision`. */
  private async changeDraft(
    id: number,
    revision: number,
    change: (trx: Db, row: CampaignRow) => Promise<void>,
  ): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.campaigns.row(trx, id, true);
      this.campaigns.refuseStale(row, revision);
      refuseUnlessDraft(row);
      await change(trx, row);
    });
  }

  /** Sets the campaign as saved at `revision` to start at `at`, or once the undo window has passed. */
  async send(actor: Actor, id: number, revision: number, at: Date | undefined): Promise<CampaignAnswer> {
    const { db, clock } = this.deps;
    const now = clock.now();
    if (at && at.getTime() <= now.getTime())
      throw new ApiError(400, { error: sendingMessages.inPast, fields: { at: sendingMessages.inPast } });
    if (at && at.getTime() > now.getTime() + SCHEDULE_AHEAD_MS)
      throw new ApiError(400, { error: sendingMessages.tooFar, fields: { at: sendingMessages.tooFar } });
    const sendAt = at ?? new Date(now.getTime() + UNDO_WINDOW_MS);
    const current = await this.campaigns.row(db, id);
    this.campaigns.refuseStale(current, revision);
    refuseUnlessDraft(current);
    // Refused now rather than when it is due: a block showing what the site no longer does.
    await this.campaigns.draw(campaignOf(current));
    const audience = audienceOf(current);
    const recipients = await this.count(audience);
    if (recipients === 0) throw new ApiError(409, { error: sendingMessages.noRecipients });
    await this.changeDraft(id, revision, async (trx, row) => {
      await trx
        .updateTable("newsletter_campaigns")
        .set({
          status: "scheduled",
          send_at: sendAt.toISOString(),
          scheduled_by: actor.label,
          scheduled_by_id: actor.staffId,
          failure: null,
          revision: row.revision + 1,
        })
        .where("id", "=", id)
        .execute();
      await record(
        trx,
        actor,
        {
          action: "newsletter.send",
          target: `campaign:${id}`,
          after: { sendAt: sendAt.toISOString(), audience, recipients, undoWindow: at === undefined },
        },
        now,
      );
    });
    return this.campaigns.get(id);
  }

  /** Takes back a campaign set to send that has not started: it is a draft again. */
  async unschedule(actor: Actor, id: number): Promise<CampaignAnswer> {
    return this.move(actor, id, ["scheduled"], sendingMessages.notScheduled, "newsletter.unschedule", (row) => ({
      status: "draft",
      send_at: null,
      before: { sendAt: row.send_at },
    }));
  }

  async pause(actor: Actor, id: number): Promise<CampaignAnswer> {
    return this.move(actor, id, ["sending"], sendingMessages.notSending, "newsletter.pause", () => ({
      status: "paused",
      paused_at: this.deps.clock.now().toISOString(),
    }));
  }

  async resume(actor: Actor, id: number): Promise<CampaignAnswer> {
    return this.move(actor, id, ["paused"], sendingMessages.notPaused, "newsletter.resume", () => ({
      status: "sending",
      paused_at: null,
    }));
  }

  /** Stops a campaign for good: the recipients not yet mailed never are. */
  async cancel(actor: Actor, id: number): Promise<CampaignAnswer> {
    return this.move(
      actor,
      id,
      ["sending", "paused"],
      sendingMessages.notCancellable,
      "newsletter.cancel",
      () => ({ status: "cancelled", cancelled_at: this.deps.clock.now().toISOString() }),
      async (trx) => {
        await trx
          .updateTable("newsletter_deliveries")
          .set({ status: "cancelled", locked_until: null })
          .where("campaign_id", "=", id)
          .where("status", "=", "pending")
          .execute();
      },
    );
  }

  private async move(
    actor: Actor,
    id: number,
    from: CampaignStatus[],
    refusal: string,
    action: string,
    change: (row: CampaignRow) => {
      status: CampaignStatus;
      before?: Record<string, unknown>;
      send_at?: null;
      paused_at?: string | null;
      cancelled_at?: string;
    },
    alongside?: (trx: Db) => Promise<void>,
  ): Promise<CampaignAnswer> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (trx) => {
      const row = await this.campaigns.row(trx, id, true);
      if (!from.includes(row.status)) throw new ApiError(409, { error: refusal });
      const { before, ...columns } = change(row);
      await trx
        .updateTable("newsletter_campaigns")
        .set({ ...columns, revision: row.revision + 1 })
        .where("id", "=", id)
        .execute();
      await alongside?.(trx);
      await record(
        trx,
        actor,
        {
          action,
          target: `campaign:${id}`,
          before: before ?? { status: row.status },
          after: { status: columns.status },
        },
        clock.now(),
      );
    });
    return this.campaigns.get(id);
  }

  /** Starts every campaign whose time has come. */
  async startDue(): Promise<void> {
    const { db, clock } = this.deps;
    const due = await db
      .selectFrom("newsletter_campaigns")
      .selectAll()
      .where("status", "=", "scheduled")
      .where("send_at", "<=", clock.now().toISOString())
      .orderBy("send_at")
      .execute();
    for (const row of due) await this.start(row);
  }

  /**
   * Draws the mail and writes a delivery row for each subscriber the audience holds now, in the
   * transaction that moves the campaign from scheduled to sending: an instance that finds it moved
   * already writes nothing. One that cannot be drawn goes back to being a draft, and who set it is told.
   */
  private async start(row: CampaignRow): Promise<void> {
    const { db, clock, outbox, env, log } = this.deps;
    let mail;
    try {
      mail = await trackLinks(
        db,
        row.id,
        env.PUBLIC_ORIGIN,
        await this.campaigns.draw(campaignOf(row), UNSUBSCRIBE_PLACEHOLDER),
      );
    } catch (error) {
      const failure = failureOf(error);
      const moved = await db
        .updateTable("newsletter_campaigns")
        .set({ status: "draft", send_at: null, failure, revision: row.revision + 1 })
        .where("id", "=", row.id)
        .where("status", "=", "scheduled")
        .where("send_at", "=", row.send_at)
        .executeTakeFirst();
      log.warn({ err: error, campaign: row.id }, "newsletter: a scheduled campaign could not start");
      if (moved.numUpdatedRows === 0n || !row.scheduled_by) return;
      await outbox.enqueue({
        kind: "newsletter-start-failed",
        to: row.scheduled_by,
        subject: `Not sent: ${row.subject}`,
        text: [
          `The newsletter you set to send at ${scheduleTime(row.send_at ?? clock.now().toISOString())} was not sent: no one got it.`,
          "",
          `Why: ${failure}`,
          "",
          `It is a draft again. Fix it and send it: ${env.PUBLIC_ORIGIN}/staff/newsletters?open=${row.id}`,
        ].join("\n"),
      });
      return;
    }
    const now = clock.now().toISOString();
    const started = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("newsletter_campaigns")
        .set({
          status: "sending",
          started_at: now,
          sent_subject: mail.subject,
          sent_html: mail.html,
          sent_text: mail.text,
          revision: row.revision + 1,
        })
        .where("id", "=", row.id)
        .where("status", "=", "scheduled")
        .where("send_at", "=", row.send_at)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      await trx
        .insertInto("newsletter_deliveries")
        .columns(["campaign_id", "subscriber_id", "email", "status", "attempts", "next_attempt_at"])
        .expression(
          audienceSubscribers(trx, audienceOf(row)).select((eb) => [
            eb.val(row.id).as("campaign_id"),
            eb.ref("s.id").as("subscriber_id"),
            eb.ref("s.email").as("email"),
            eb.val("pending").as("status"),
            eb.val(0).as("attempts"),
            eb.val(now).as("next_attempt_at"),
          ]),
        )
        .execute();
      return true;
    });
    if (started) log.info({ campaign: row.id }, "newsletter: campaign started sending");
  }
}

function audienceOf(row: CampaignRow): Audience {
  return audienceSchema.parse(JSON.parse(row.audience_json));
}

/** What staff are told: the API's own message with the fields it names, or that drawing the mail broke. */
function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) return sendingMessages.startFailed;
  return [error.body.error, ...Object.values(error.body.fields ?? {})].join(" ");
}
