import type { CampaignStats } from "#domain/newsletter/sending.ts";
import type { Db } from "#server/db/database.ts";

/** How a campaign's sending went, from its delivery rows and the addresses that left by its link. */
export async function campaignStats(db: Db, campaignId: number): Promise<CampaignStats> {
  const rows = await db
    .selectFrom("newsletter_deliveries")
    .select((eb) => ["status", eb.fn.countAll().as("count")])
    .where("campaign_id", "=", campaignId)
    .groupBy("status")
    .execute();
  const left = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("unsubscribed_campaign_id", "=", campaignId)
    .executeTakeFirstOrThrow();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    recipients: rows.reduce((sum, row) => sum + Number(row.count), 0),
    pending: count("pending"),
    sent: count("sent"),
    failed: count("failed"),
    bounced: count("bounced"),
    skipped: count("skipped"),
    cancelled: count("cancelled"),
    unsubscribed: Number(left.count),
  };
}
