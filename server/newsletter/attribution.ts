/**
 * Which campaign a ticket order was bought through (docs/decisions/060): following a campaign's link
 * to a page of the site leaves a first-party cookie naming the campaign for a week, the last one
 * followed winning, and a checkout opened meanwhile carries it to its order.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "#server/db/database.ts";
import { positiveId } from "./links.ts";

const CAMPAIGN_COOKIE = "campaign";
const ATTRIBUTION_DAYS = 7;

/** Names the campaign whose link the visitor followed, in place of any earlier one. */
export function rememberCampaign(c: Context, publicOrigin: string, campaignId: number): void {
  setCookie(c, CAMPAIGN_COOKIE, String(campaignId), {
    path: "/",
    httpOnly: true,
    secure: new URL(publicOrigin).protocol === "https:",
    sameSite: "Lax",
    maxAge: ATTRIBUTION_DAYS * 86_400,
  });
}

/** The campaign `value` names when it is one; anything else (a forged cookie, a stray metadata value) names none. */
export async function existingCampaign(db: Db, value: string | undefined): Promise<number | null> {
  const id = positiveId(value);
  if (id === null) return null;
  const campaign = await db.selectFrom("newsletter_campaigns").select("id").where("id", "=", id).executeTakeFirst();
  return campaign?.id ?? null;
}

/** The campaign the visitor's browser was brought by, if any. */
export function campaignOfVisit(c: Context, db: Db): Promise<number | null> {
  return existingCampaign(db, getCookie(c, CAMPAIGN_COOKIE));
}
