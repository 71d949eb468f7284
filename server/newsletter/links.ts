/**
 * A campaign's links, counted in aggregate (docs/decisions/060): each address a sent campaign links
 * to is stored once, numbered in the order it first appears, and the mail links to the site's own
 * redirect `/r/<campaign>/<position>` in its place. The redirect counts a click on the link, never
 * who made it; the tickets bought after one are counted against the campaign.
 */
import type { Db } from "#server/db/database.ts";
import type { CampaignMail } from "./campaign-mail.ts";

/** A campaign's id or a link's position as the redirect's path and the attribution cookie give it: what an integer column holds. */
const ID = /^[1-9]\d{0,8}$/;

/** A positive whole number written as the site writes one, or null for anything else. */
export function positiveId(text: string | undefined): number | null {
  return text !== undefined && ID.test(text) ? Number(text) : null;
}

/** Every link of the HTML part, as its tag writes it. */
const HREF = /(?<=\s)href="([^"]*)"/g;

/** The entities the mail's template escapes an attribute's characters to. */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
  "&#39;": "'",
  "&#x27;": "'",
};

function attributeText(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|apos|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * An address the plain text writes out: up to a space, a parenthesis, a quote or an angle bracket,
 * without the sentence's punctuation after it. A paragraph's link is written `text (address)`.
 */
const WRITTEN_ADDRESS = String.raw`https?://[^\s()<>"]*[^\s()<>".,;:!?']`;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The addresses of the plain text: those the HTML links to, found as written even where they hold
 * characters a written address ends at (a button may link to any https address), longest first so
 * that no address is taken for the start of a longer one; then any other address written out.
 */
function textAddresses(known: Iterable<string>): RegExp {
  const alternatives = [...known].sort((a, b) => b.length - a.length).map(escapeForPattern);
  const knownPart = alternatives.length > 0 ? alternatives.join("|") : "(?!)";
  return new RegExp(String.raw`(?<known>${knownPart})(?=[\s)]|$)|(?<written>${WRITTEN_ADDRESS})`, "g");
}

/**
 * The links counted: the web over HTTPS and the site's own pages (an http origin outside
 * production). The unsubscribe placeholder is neither, and a link already through the redirect is
 * not counted twice.
 */
function isCounted(url: string, origin: string): boolean {
  if (!URL.canParse(url)) return false;
  const path = url.startsWith(origin) ? url.slice(origin.length) : null;
  const ownPage = path !== null && /^(?:[/?#]|$)/.test(path);
  if (ownPage && path.startsWith("/r/")) return false;
  return ownPage || url.startsWith("https://");
}

/** The distinct counted addresses of a mail, in the order they first appear: the HTML's links, then the text's. */
function countedLinks(mail: CampaignMail, origin: string): string[] {
  const found = new Set<string>();
  for (const [, value = ""] of mail.html.matchAll(HREF)) {
    const url = attributeText(value);
    if (isCounted(url, origin)) found.add(url);
  }
  for (const match of mail.text.matchAll(textAddresses(found))) {
    const url = match.groups?.known ?? match.groups?.written ?? "";
    if (isCounted(url, origin)) found.add(url);
  }
  return [...found];
}

/** Attempts to number a mail's new links while another call numbers the same campaign's at once. */
const NUMBERING_ATTEMPTS = 5;

/**
 * The position of each of `urls` among the campaign's links: an address stored before keeps its
 * position, a new one takes the next free position. Two calls at once may both claim a position;
 * the unique (campaign, position) keeps one, and the other takes the next.
 */
async function positionsOf(db: Db, campaignId: number, urls: readonly string[]): Promise<Map<string, number>> {
  for (let attempt = 0; attempt < NUMBERING_ATTEMPTS; attempt++) {
    const stored = await db
      .selectFrom("newsletter_links")
      .select(["position", "url"])
      .where("campaign_id", "=", campaignId)
      .orderBy("position")
      .execute();
    const positions = new Map<string, number>();
    for (const link of stored) if (!positions.has(link.url)) positions.set(link.url, link.position);
    const missing = urls.filter((url) => !positions.has(url));
    if (missing.length === 0) return positions;
    const last = stored.at(-1)?.position ?? 0;
    await db
      .insertInto("newsletter_links")
      .values(missing.map((url, index) => ({ campaign_id: campaignId, position: last + 1 + index, url })))
      .onConflict((conflict) => conflict.columns(["campaign_id", "position"]).doNothing())
      .execute();
  }
  throw new Error(`The links of campaign ${campaignId} could not be numbered: it is being sent by several callers`);
}

/**
 * A campaign's mail as it is sent: each link of its HTML (`href`) and of its plain text that leads to
 * an https address or a page of the site (`origin`, PUBLIC_ORIGIN) leads there through
 * `${origin}/r/${campaignId}/${position}`, every occurrence of an address to one position. Drawing
 * the same mail again answers the same positions.
 */
export async function trackLinks(
  db: Db,
  campaignId: number,
  origin: string,
  mail: CampaignMail,
): Promise<CampaignMail> {
  const own = new URL(origin).origin;
  const urls = countedLinks(mail, own);
  if (urls.length === 0) return mail;
  const positions = await positionsOf(db, campaignId, urls);
  const redirect = (url: string) => {
    const position = positions.get(url);
    return position === undefined ? undefined : `${own}/r/${campaignId}/${position}`;
  };
  return {
    subject: mail.subject,
    html: mail.html.replace(HREF, (attribute, value: string) => {
      const to = redirect(attributeText(value));
      return to ? `href="${to}"` : attribute;
    }),
    text: mail.text.replace(textAddresses(urls), (address) => redirect(address) ?? address),
  };
}

/** A click on a campaign's link: counted in one statement, so clicks at once are all counted; answers where it leads. */
export async function followLink(db: Db, campaignId: number, position: number): Promise<string | undefined> {
  const link = await db
    .updateTable("newsletter_links")
    .set((eb) => ({ clicks: eb("clicks", "+", 1) }))
    .where("campaign_id", "=", campaignId)
    .where("position", "=", position)
    .returning("url")
    .executeTakeFirst();
  return link?.url;
}

/** Where a campaign's link leads, without counting a click. */
export async function linkTarget(db: Db, campaignId: number, position: number): Promise<string | undefined> {
  const link = await db
    .selectFrom("newsletter_links")
    .select("url")
    .where("campaign_id", "=", campaignId)
    .where("position", "=", position)
    .executeTakeFirst();
  return link?.url;
}

/**
 * A campaign's links in the order of its mail, each with the clicks its redirect counted: an upper
 * bound, as mail scanners follow links too (docs/decisions/060).
 */
export async function linkClicks(db: Db, campaignId: number): Promise<{ url: string; clicks: number }[]> {
  return db
    .selectFrom("newsletter_links")
    .select(["url", "clicks"])
    .where("campaign_id", "=", campaignId)
    .orderBy("position")
    .execute();
}

const count = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * The ticket orders bought through a campaign (its link followed within the week before the
 * checkout): the paid orders whose night was not called off, their tickets a refund has not voided,
 * and what they paid less what was given back (refunds made or being made, as the console counts them).
 */
export async function campaignTicketSales(
  db: Db,
  campaignId: number,
): Promise<{ orders: number; tickets: number; amountCents: number }> {
  const attributed = db
    .selectFrom("ticket_orders as o")
    .where("o.campaign_id", "=", campaignId)
    .where("o.cancelled_at", "is", null);
  const [orders, tickets, refunded] = await Promise.all([
    attributed
      .select((eb) => [
        eb.fn.countAll<number | string>().as("orders"),
        eb.fn.sum<number | string | null>("o.amount_total_cents").as("cents"),
      ])
      .executeTakeFirstOrThrow(),
    attributed
      .innerJoin("tickets as t", "t.order_id", "o.id")
      .where("t.status", "=", "valid")
      .select((eb) => eb.fn.countAll<number | string>().as("tickets"))
      .executeTakeFirstOrThrow(),
    attributed
      .innerJoin("ticket_refunds as r", "r.order_id", "o.id")
      .where("r.status", "in", ["pending", "succeeded"])
      .select((eb) => eb.fn.sum<number | string | null>("r.amount_cents").as("cents"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    orders: count(orders.orders),
    tickets: count(tickets.tickets),
    amountCents: count(orders.cents) - count(refunded.cents),
  };
}
