import { campaignSchema, type BlockType, type Campaign, type CampaignBlock } from "#domain/newsletter/campaign.ts";
import type { CampaignSourcesAnswer } from "#domain/staff/campaign-schemas.ts";

/**
 * A new block of a kind, showing the first of what the site publishes where it shows content; null
 * for a kind the site has nothing of to show (no photo, no event listed).
 */
export function newBlock(type: BlockType, sources: CampaignSourcesAnswer): CampaignBlock | null {
  switch (type) {
    case "heading":
    case "paragraph":
      return { type, text: "" };
    case "button":
      return { type, label: "", url: "" };
    case "image": {
      const first = sources.images[0];
      return first ? { type, photo: first.photo, alt: first.alt } : null;
    }
    case "event": {
      const first = sources.events[0];
      return first ? { type, eventId: first.id } : null;
    }
    case "lodging": {
      const first = sources.lodging[0];
      return first ? { type, lodgingId: first.id } : null;
    }
    case "restaurant-hours":
      return { type };
  }
}

/** The list with the item at `from` moved to `to`; the list as it was when either is outside it. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The campaign's problems as the server would answer them, the first of each field by its dotted path. */
export function campaignIssues(campaign: Campaign): Map<string, string> {
  const checked = campaignSchema.safeParse(campaign);
  const issues = new Map<string, string>();
  if (checked.success) return issues;
  for (const issue of checked.error.issues) {
    const path = issue.path.join(".");
    if (!issues.has(path)) issues.set(path, issue.message);
  }
  return issues;
}

/** A field's id from its path in the campaign: `blocks.2.text` is `campaign-blocks-2-text`. */
export function fieldIdOf(path: string): string {
  return `campaign-${path.replaceAll(".", "-")}`;
}
