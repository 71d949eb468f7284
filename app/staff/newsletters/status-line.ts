import { scheduleTime } from "#domain/content/schedule-time.ts";
import type { CampaignSummary } from "#domain/staff/campaign-schemas.ts";
import { resortTime } from "#app/staff/ui.ts";

/** Where a campaign is, in a line for its list row and its editor's heading. */
export function campaignStatusLine(campaign: CampaignSummary): string {
  switch (campaign.status) {
    case "draft":
      return `Draft · saved ${resortTime(campaign.updatedAt)} by ${campaign.updatedBy}`;
    case "scheduled":
      return `Set to send ${scheduleTime(campaign.sendAt ?? campaign.updatedAt)}`;
    case "sending":
      return "Sending now";
    case "paused":
      return "Paused while sending";
    case "sent":
      return `Sent · started ${scheduleTime(campaign.sendAt ?? campaign.updatedAt)}`;
    case "cancelled":
      return "Cancelled while sending";
  }
}
