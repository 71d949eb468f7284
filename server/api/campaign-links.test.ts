import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventFacts } from "#content/events.ts";
import * as galleryPhotos from "#content/generated/photos/gallery.ts";
import { restaurantHours } from "#content/restaurant.ts";
import { shown } from "#domain/content/draft.ts";
import { campaignSchema } from "#domain/newsletter/campaign.ts";
import { campaignMail, mailPhotoUrl, type CampaignMail } from "#server/newsletter/campaign-mail.ts";
import { campaignTicketSales, linkClicks, trackLinks } from "#server/newsletter/links.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { buyTickets, christmasTickets } from "#server/testing/orders.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { signedEvent, startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();
const ORIGIN = "http://localhost:3000";
/** Saturday 5 December 2026, noon in Gadsden: in the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const WEBHOOK_SECRET = "whsec_test_secret_for_campaign_links";
/** Where the unsubscribe link goes in a drawn mail, until each recipient's is put in. */
const UNSUBSCRIBE_PLACEHOLDER = "{{unsubscribe}}";

const NIGHT_PICK = `${ORIGIN}/events/christmas-lights?from=news&night=2026-12-12`;
const GUIDE = "https://example.org/guide";
const EVENT_PAGE = `${ORIGIN}/events/christmas-lights`;

const lights = shown(eventFacts.find((event) => event.id === "christmas-lights"));
const photo = Object.values(galleryPhotos)[0];
if (!lights || !photo) throw new Error("the content folder has no Christmas Lights event or gallery photo");

/**
 * A campaign drawn as the sender draws it: a paragraph linking a page of the site (with an `&`, which
 * the HTML escapes) and another site, a photo, a button to the first page again and an event block.
 * A link over plain http to another site, which no campaign can hold, is added to check it is left alone.
 */
function drawnMail(): CampaignMail {
  const campaign = campaignSchema.parse({
    subject: "The lights are on",
    preheader: "Nights are selling",
    blocks: [
      {
        type: "paragraph",
        text: "Nights are on sale: [pick one](/events/christmas-lights?from=news&night=2026-12-12), or read [the guide](https://example.org/guide).",
      },
      { type: "image", photo, alt: "The river at dusk" },
      { type: "button", label: "Pick your night", url: "/events/christmas-lights?from=news&night=2026-12-12" },
      { type: "event", eventId: "christmas-lights" },
    ],
  });
  const mail = campaignMail(
    campaign,
    {
      origin: ORIGIN,
      resortName: "Coosa Riverside",
      today: { year: 2026, month: 11, day: 24 },
      event: (id) => (id === lights?.id ? lights : undefined),
      lodging: () => undefined,
      restaurant: { name: "Pique Nique", weekly: restaurantHours, exceptions: [] },
    },
    { unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER },
  );
  return {
    ...mail,
    html: mail.html.replace("</body>", '<p><a href="http://example.net/plain">Old page</a></p></body>'),
    text: `${mail.text}Old page: http://example.net/plain\n`,
  };
}

const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]);
const addresses = (text: string) => [...text.matchAll(/(?:https?:\/\/|\{\{)[^\s()]+/g)].map((match) => match[0]);

async function newCampaign(server: TestServer, subject = "The lights are on"): Promise<number> {
  const at = server.deps.clock.now().toISOString();
  const row = await server.deps.db
    .insertInto("newsletter_campaigns")
    .values({
      subject,
      preheader: "",
      blocks_json: "[]",
      status: "sent",
      revision: 1,
      created_at: at,
      created_by: "mia@example.com",
      updated_at: at,
      updated_by: "mia@example.com",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The attribution cookie an answer sets, as a Cookie header value, and its attributes. */
function campaignCookie(response: Response): { pair: string; attributes: string[] } | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("campaign="));
  if (!line) return null;
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  return { pair, attributes: attributes.sort() };
}

const follow = (server: TestServer, path: string, method = "GET", ip?: string) =>
  server.request(path, { method, redirect: "manual", ip });

describe.each(databases)("a campaign's links on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_campaign_links");
    server.deps.clock.set(IN_SEASON);
    manager = await enrolStaff(server, { email: "mia@example.com", role: "manager" });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server.deps.clock.set(IN_SEASON);
    server.deps.limiter.reset();
  });

  const order = (sessionId: string) =>
    server.deps.db
      .selectFrom("ticket_orders")
      .selectAll()
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();

  it("leads every link of both parts through the redirect, one position per address in the order they appear", async () => {
    const id = await newCampaign(server);
    const mail = drawnMail();
    expect(hrefs(mail.html)).toEqual([
      NIGHT_PICK.replace("&", "&amp;"),
      GUIDE,
      NIGHT_PICK.replace("&", "&amp;"),
      EVENT_PAGE,
      UNSUBSCRIBE_PLACEHOLDER,
      "http://example.net/plain",
    ]);

    const tracked = await trackLinks(server.deps.db, id, ORIGIN, mail);
    const link = (position: number) => `${ORIGIN}/r/${id}/${position}`;
    expect(await linkClicks(server.deps.db, id)).toEqual([
      { url: NIGHT_PICK, clicks: 0 },
      { url: GUIDE, clicks: 0 },
      { url: EVENT_PAGE, clicks: 0 },
    ]);
    expect(tracked.subject).toBe(mail.subject);
    expect(hrefs(tracked.html)).toEqual([
      link(1),
      link(2),
      link(1),
      link(3),
      UNSUBSCRIBE_PLACEHOLDER,
      "http://example.net/plain",
    ]);
    expect(tracked.html).toContain(`src="${mailPhotoUrl(ORIGIN, photo)}"`);
    expect(tracked.html.replaceAll(/\shref="[^"]*"/g, "")).toBe(mail.html.replaceAll(/\shref="[^"]*"/g, ""));
    expect(addresses(mail.text)).toEqual([
      NIGHT_PICK,
      GUIDE,
      NIGHT_PICK,
      EVENT_PAGE,
      `${UNSUBSCRIBE_PLACEHOLDER}`,
      "http://example.net/plain",
    ]);
    expect(addresses(tracked.text)).toEqual([
      link(1),
      link(2),
      link(1),
      link(3),
      UNSUBSCRIBE_PLACEHOLDER,
      "http://example.net/plain",
    ]);
    expect(tracked.text).toContain(`pick one (${link(1)}), or read the guide (${link(2)}).`);

    expect(await trackLinks(server.deps.db, id, ORIGIN, mail)).toEqual(tracked);
    expect(await trackLinks(server.deps.db, id, ORIGIN, tracked)).toEqual(tracked);
    expect(await linkClicks(server.deps.db, id)).toHaveLength(3);
  });

  it("numbers every link once when two mails of one campaign are drawn at once", async () => {
    const id = await newCampaign(server);
    const mailTo = (address: string): CampaignMail => ({
      subject: "Two at once",
      html: `<p><a href="${address}">Here</a> and <a href="${GUIDE}">the guide</a></p>`,
      text: `Here: ${address}\nThe guide: ${GUIDE}\n`,
    });
    const [first, second] = await Promise.all([
      trackLinks(server.deps.db, id, ORIGIN, mailTo("https://example.org/first")),
      trackLinks(server.deps.db, id, ORIGIN, mailTo("https://example.org/second")),
    ]);
    const stored = await linkClicks(server.deps.db, id);
    expect(stored.map((link) => link.url).sort()).toEqual(
      ["https://example.org/first", "https://example.org/second", GUIDE].sort(),
    );
    for (const [mail, address] of [
      [first, "https://example.org/first"],
      [second, "https://example.org/second"],
    ] as const) {
      const [here = "", guide = ""] = hrefs(mail.html);
      expect((await follow(server, new URL(here).pathname, "HEAD")).headers.get("location")).toBe(address);
      expect((await follow(server, new URL(guide).pathname, "HEAD")).headers.get("location")).toBe(GUIDE);
      expect(addresses(mail.text)).toEqual([here, guide]);
    }
  });

  it("counts a click and sends it on to the stored address; a page of the site leaves the attribution cookie", async () => {
    const id = await newCampaign(server);
    await trackLinks(server.deps.db, id, ORIGIN, drawnMail());

    const toPage = await follow(server, `/r/${id}/1?to=https://evil.example/`);
    expect(toPage.status).toBe(302);
    expect(toPage.headers.get("location")).toBe(NIGHT_PICK);
    expect(toPage.headers.get("cache-control")).toBe("no-store");
    expect(toPage.headers.get("referrer-policy")).toBe("no-referrer");
    expect(campaignCookie(toPage)).toEqual({
      pair: `campaign=${id}`,
      attributes: ["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Lax"],
    });

    const elsewhere = await follow(server, `/r/${id}/2`);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("location")).toBe(GUIDE);
    expect(elsewhere.headers.get("referrer-policy")).toBe("no-referrer");
    expect(elsewhere.headers.getSetCookie()).toEqual([]);

    await follow(server, `/r/${id}/1`);
    expect(await linkClicks(server.deps.db, id)).toEqual([
      { url: NIGHT_PICK, clicks: 2 },
      { url: GUIDE, clicks: 1 },
      { url: EVENT_PAGE, clicks: 0 },
    ]);
  });

  it("answers a HEAD with where the link leads, counting nothing and leaving no cookie", async () => {
    const id = await newCampaign(server);
    await trackLinks(server.deps.db, id, ORIGIN, drawnMail());
    const head = await follow(server, `/r/${id}/3`, "HEAD");
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toBe(EVENT_PAGE);
    expect(head.headers.getSetCookie()).toEqual([]);
    expect((await linkClicks(server.deps.db, id)).map((link) => link.clicks)).toEqual([0, 0, 0]);
  });

  it("answers 404 for a link no campaign stored, counting nothing", async () => {
    const id = await newCampaign(server);
    await trackLinks(server.deps.db, id, ORIGIN, drawnMail());
    for (const path of [
      `/r/999999999/1`,
      `/r/${id}/4`,
      `/r/${id}/0`,
      `/r/${id}/-1`,
      `/r/${id}/01`,
      `/r/${id}/1.0`,
      `/r/${id}/one`,
      `/r/x${id}/1`,
      `/r/${id}e0/1`,
      `/r/99999999999/1`,
      `/r/${id}/2147483648`,
    ]) {
      const response = await follow(server, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location"), path).toBeNull();
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(await response.text(), path).toContain("This link leads nowhere.");
    }
    expect((await linkClicks(server.deps.db, id)).map((link) => link.clicks)).toEqual([0, 0, 0]);
  });

  it("counts twenty readers' clicks at once as twenty, and one address's repeats only three times in ten minutes", async () => {
    const id = await newCampaign(server);
    await trackLinks(server.deps.db, id, ORIGIN, drawnMail());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => follow(server, `/r/${id}/2`, "GET", nextClientAddress())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 302));
    expect(await linkClicks(server.deps.db, id)).toEqual([
      { url: NIGHT_PICK, clicks: 0 },
      { url: GUIDE, clicks: 20 },
      { url: EVENT_PAGE, clicks: 0 },
    ]);

    const reader = nextClientAddress();
    const repeats = [];
    for (let click = 0; click < 6; click++) repeats.push(await follow(server, `/r/${id}/1`, "GET", reader));
    expect(repeats.map((answer) => [answer.status, answer.headers.get("location")])).toEqual(
      Array.from({ length: 6 }, () => [302, NIGHT_PICK]),
    );
    expect((await linkClicks(server.deps.db, id))[0]).toEqual({ url: NIGHT_PICK, clicks: 3 });
  });

  it("carries the campaign of the last link followed to the test checkout's order", async () => {
    const first = await newCampaign(server, "First");
    const last = await newCampaign(server, "Last");
    await trackLinks(server.deps.db, first, ORIGIN, drawnMail());
    await trackLinks(server.deps.db, last, ORIGIN, drawnMail());
    await follow(server, `/r/${first}/1`);
    const cookie = campaignCookie(await follow(server, `/r/${last}/3`))?.pair;
    expect(cookie).toBe(`campaign=${last}`);

    const { order: bought } = await buyTickets(server, {
      email: "reader@example.com",
      items: [christmasTickets.adult(2)],
      nightDate: "2026-12-18",
      cookie,
    });
    expect(bought.campaign_id).toBe(last);
    const { order: unattributed } = await buyTickets(server, {
      email: "walk-in@example.com",
      items: [christmasTickets.adult(1)],
      nightDate: "2026-12-18",
    });
    expect(unattributed.campaign_id).toBeNull();
    expect(await order(bought.session_id)).toMatchObject({ campaign_id: last, amount_total_cents: 1600 });
  });

  it("carries nothing from a cookie that names no campaign, and the checkout works as without one", async () => {
    await newCampaign(server);
    for (const value of [
      "999999999",
      "0",
      "-1",
      "1.5",
      "1e2",
      "99999999999",
      "one",
      encodeURIComponent("1; DROP TABLE ticket_orders"),
      encodeURIComponent("1 OR 1=1"),
      encodeURIComponent("' OR '1'='1"),
    ]) {
      const { order: bought } = await buyTickets(server, {
        email: "forger@example.com",
        items: [christmasTickets.adult(1)],
        nightDate: "2026-12-19",
        cookie: `campaign=${value}`,
      });
      expect(bought.campaign_id, value).toBeNull();
      expect(bought.amount_total_cents, value).toBe(800);
    }
  });

  it("counts the orders bought through a campaign, less the tickets refunded and the nights called off", async () => {
    const id = await newCampaign(server);
    const other = await newCampaign(server, "Another");
    await trackLinks(server.deps.db, id, ORIGIN, drawnMail());
    await trackLinks(server.deps.db, other, ORIGIN, drawnMail());
    const cookieOf = async (campaign: number) => campaignCookie(await follow(server, `/r/${campaign}/1`))?.pair;
    const cookie = await cookieOf(id);
    expect(await campaignTicketSales(server.deps.db, id)).toEqual({ orders: 0, tickets: 0, amountCents: 0 });

    const family = await buyTickets(server, {
      email: "family@example.com",
      items: [christmasTickets.adult(2), christmasTickets.child(1)],
      nightDate: "2026-12-20",
      cookie,
    });
    await buyTickets(server, {
      email: "couple@example.com",
      items: [christmasTickets.adult(2)],
      nightDate: "2026-12-21",
      cookie,
    });
    await buyTickets(server, {
      email: "walk-in@example.com",
      items: [christmasTickets.adult(1)],
      nightDate: "2026-12-20",
    });
    await buyTickets(server, {
      email: "other@example.com",
      items: [christmasTickets.adult(3)],
      nightDate: "2026-12-20",
      cookie: await cookieOf(other),
    });
    expect(await campaignTicketSales(server.deps.db, id)).toEqual({ orders: 2, tickets: 5, amountCents: 3700 });
    expect(await campaignTicketSales(server.deps.db, other)).toEqual({ orders: 1, tickets: 3, amountCents: 2400 });

    const childTicket = family.codes.at(-1) ?? "";
    const refund = await staffRequest(server, `/orders/${family.order.id}/refunds`, {
      cookie: await freshSessionCookie(server, manager),
      body: { tickets: [childTicket], amount: "", reason: "" },
    });
    expect(refund.status, await refund.clone().text()).toBe(200);
    expect(await campaignTicketSales(server.deps.db, id)).toEqual({ orders: 2, tickets: 4, amountCents: 3200 });

    const cancelled = await staffRequest(server, "/nights/christmas-lights/2026-12-21/cancel", {
      cookie: await freshSessionCookie(server, manager),
      body: { outcome: "refund", moveTo: "", note: "" },
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await campaignTicketSales(server.deps.db, id)).toEqual({ orders: 1, tickets: 2, amountCents: 1600 });
  });
});

describe.each(databases)("a campaign carried through Stripe's checkout on $name", ({ url }) => {
  let stripe: StripeStandIn;
  let server: TestServer;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServerOn(url, "resort_campaign_stripe", {
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    server.deps.clock.set(IN_SEASON);
    server.deps.limiter.reset();
  });

  /** Opens a Stripe checkout sending `cookie`, as the event page does; answers the session's id. */
  async function openSession(cookie: string | undefined): Promise<string> {
    const response = await server.postJson(
      "/api/create-checkout-session",
      {
        items: [{ priceId: "ticket_christmas-adult", quantity: 2 }],
        customerEmail: "reader@example.com",
        eventId: "christmas-lights",
        eventName: "Christmas Lights Drive-Through",
        successUrl: `${ORIGIN}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${ORIGIN}/events/christmas-lights?canceled=true`,
        nightDate: "2026-12-12",
      },
      { headers: cookie ? { Cookie: cookie } : {} },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return [...stripe.sessions.keys()].at(-1) ?? "";
  }

  /** Pays the session and delivers Stripe's signed completion event; answers the order it recorded. */
  async function pay(sessionId: string) {
    const { body, signature } = signedEvent(
      WEBHOOK_SECRET,
      "checkout.session.completed",
      stripe.pay(sessionId),
      server.deps.clock.now(),
    );
    const response = await server.request("/api/stripe-webhook", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
    expect(await response.json()).toEqual({ received: true, outcome: "recorded" });
    return server.deps.db
      .selectFrom("ticket_orders")
      .selectAll()
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
  }

  it("keeps the campaign in the session's metadata and records it with the paid order", async () => {
    const id = await newCampaign(server);
    await trackLinks(server.deps.db, id, ORIGIN, drawnMail());
    const cookie = campaignCookie(await follow(server, `/r/${id}/3`))?.pair;
    const sessionId = await openSession(cookie);
    expect(stripe.sessions.get(sessionId)?.form["metadata[campaignId]"]).toBe(String(id));
    expect(await pay(sessionId)).toMatchObject({ campaign_id: id, amount_total_cents: 1600 });
    expect(await campaignTicketSales(server.deps.db, id)).toEqual({ orders: 1, tickets: 2, amountCents: 1600 });
  });

  it("keeps no campaign for a cookie that names none, nor for metadata naming a campaign that is not there", async () => {
    const forged = await openSession(`campaign=${encodeURIComponent("1 OR 1=1")}`);
    expect(stripe.sessions.get(forged)?.form).not.toHaveProperty("metadata[campaignId]");
    expect((await pay(forged)).campaign_id).toBeNull();

    const stray = await openSession(undefined);
    const session = stripe.sessions.get(stray);
    if (session) session.form["metadata[campaignId]"] = "999999999";
    expect((await pay(stray)).campaign_id).toBeNull();
  });
});

describe("the attribution cookie on an https origin", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServerOn(undefined, "resort_campaign_https", {
      PUBLIC_ORIGIN: "https://coosa.example.com",
    });
  });
  afterAll(() => server?.close());

  it("is sent only over HTTPS, and only for the site's own pages", async () => {
    const id = await newCampaign(server);
    const tracked = await trackLinks(server.deps.db, id, server.env.PUBLIC_ORIGIN, {
      subject: "Over HTTPS",
      html: '<p><a href="https://coosa.example.com/events">Events</a> <a href="http://localhost:3000/events">Elsewhere</a></p>',
      text: "Events: https://coosa.example.com/events\nElsewhere: http://localhost:3000/events\n",
    });
    expect(hrefs(tracked.html)).toEqual([`https://coosa.example.com/r/${id}/1`, "http://localhost:3000/events"]);
    const toPage = await follow(server, `/r/${id}/1`);
    expect(toPage.headers.get("location")).toBe("https://coosa.example.com/events");
    expect(campaignCookie(toPage)?.attributes).toEqual([
      "HttpOnly",
      "Max-Age=604800",
      "Path=/",
      "SameSite=Lax",
      "Secure",
    ]);
  });
});
