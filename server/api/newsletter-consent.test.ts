import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterMessages } from "#domain/newsletter.ts";
import type { Subscriber } from "#domain/staff/people-schemas.ts";
import { confirmToken } from "#server/newsletter/confirm-token.ts";
import { suppressAddress } from "#server/newsletter/suppression.ts";
import { unsubscribeToken } from "#server/newsletter/unsubscribe-token.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();

const ORIGIN = "http://resort.test";
const T0 = new Date("2026-11-24T15:00:00.000Z");
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(databases)("newsletter consent and double opt-in on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;

  const at = (instant: Date) => server.deps.clock.set(instant);
  const subscribe = (email: string, { referer, ip }: { referer?: string; ip?: string } = {}) =>
    server.postJson(
      "/api/subscribe-newsletter",
      { email, website: "" },
      { ip: ip ?? nextClientAddress(), headers: referer === undefined ? {} : { Referer: referer } },
    );
  const subscriber = (email: string) =>
    server.deps.db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
  const mails = (email: string, kind: "newsletter-confirm" | "newsletter-welcome") =>
    server.deps.db
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", email)
      .where("kind", "=", kind)
      .orderBy("id")
      .execute();
  const setDoubleOptIn = async (required: boolean) => {
    const response = await staffRequest(server, "/settings/newsletter-double-opt-in", {
      cookie: await freshSessionCookie(server, manager),
      body: { required },
    });
    expect(response.status).toBe(200);
  };
  /** The confirmation link of the newest confirmation mail to `email`, as its text and its HTML both carry it. */
  const confirmLink = async (email: string) => {
    const mail = (await mails(email, "newsletter-confirm")).at(-1);
    const link = /http:\/\/resort\.test\/api\/newsletter\/confirm\?token=[\w.-]+/.exec(mail?.text_body ?? "")?.[0];
    if (!link) throw new Error(`no confirmation link mailed to ${email}`);
    expect(mail?.html_body).toContain(`href="${link}"`);
    return link;
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
  const openLink = (link: string) => server.request(link.replace(ORIGIN, ""));
  const pressConfirm = (token: string) =>
    server.request("/api/newsletter/confirm", {
      method: "POST",
      body: new URLSearchParams({ token }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_optin", { PUBLIC_ORIGIN: ORIGIN });
    at(T0);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  beforeEach(() => at(T0));
  afterAll(() => server?.close());

  it("keeps the path of the site's own page the address was given on, and nothing of any other Referer", async () => {
    await setDoubleOptIn(false);
    const cases: Array<[string, string | undefined, string | null]> = [
      [
        "events@example.org",
        `${ORIGIN}/events/christmas-lights?email=events@example.org&utm_source=mail#top`,
        "/events/christmas-lights",
      ],
      ["home@example.org", `${ORIGIN}/`, "/"],
      ["long@example.org", `${ORIGIN}/${"a".repeat(300)}`, `/${"a".repeat(199)}`],
      ["ticket-page@example.org", `${ORIGIN}/tickets/abc123-secret`, "/tickets/[redacted]"],
      ["foreign@example.org", "https://elsewhere.example/events", null],
      ["lookalike@example.org", "http://resort.test.elsewhere.example/venue", null],
      ["other-port@example.org", "http://resort.test:8080/venue", null],
      ["other-scheme@example.org", "https://resort.test/venue", null],
      ["garbage@example.org", "not an address", null],
      ["none@example.org", undefined, null],
    ];
    for (const [email, referer, page] of cases) {
      expect((await subscribe(email, { referer })).status, email).toBe(200);
      expect((await subscriber(email))?.source_page, email).toBe(page);
    }
  });

  it("with double opt-in off, the subscribe itself is the consent and the welcome mail goes", async () => {
    await setDoubleOptIn(false);
    const response = await subscribe("single@example.org", { referer: `${ORIGIN}/venue` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await subscriber("single@example.org")).toMatchObject({
      created_at: T0.toISOString(),
      source_page: "/venue",
      opt_in: "single",
      confirmed_at: T0.toISOString(),
      unsubscribed_at: null,
    });
    expect(await mails("single@example.org", "newsletter-confirm")).toEqual([]);
    const [welcome] = await mails("single@example.org", "newsletter-welcome");
    expect(welcome?.text_body).toContain(`${ORIGIN}/api/unsubscribe?token=`);

    const again = await subscribe("single@example.org");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: newsletterMessages.duplicateError });
  });

  it("with double opt-in on, the address waits for the mailed link: its page changes nothing, its button confirms once", async () => {
    await setDoubleOptIn(true);
    const email = "double@example.org";
    const response = await subscribe(email, { referer: `${ORIGIN}/pique-nique` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await subscriber(email)).toMatchObject({
      created_at: T0.toISOString(),
      source_page: "/pique-nique",
      opt_in: "double",
      confirmed_at: null,
      unsubscribed_at: null,
    });
    expect(await mails(email, "newsletter-welcome")).toEqual([]);
    const [confirmation] = await mails(email, "newsletter-confirm");
    expect(confirmation?.subject).toMatch(/^Confirm your subscription to the .+ newsletter$/);
    expect(confirmation?.text_body).toContain('press "Confirm subscription"');
    expect(confirmation?.text_body).toContain("within 7 days");

    // A mail scanner following the link an hour later: a page that only asks.
    at(new Date(T0.getTime() + HOUR));
    const link = await confirmLink(email);
    const page = await openLink(link);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("script-src");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain('<form method="post" action="/api/newsletter/confirm">');
    expect(html).toContain("Confirm subscription</button>");
    expect((await subscriber(email))?.confirmed_at).toBeNull();
    expect(await mails(email, "newsletter-welcome")).toEqual([]);

    // The token in the address alone, as a POSTing scanner would send it, confirms nothing either.
    const queryOnly = await server.request(link.replace(ORIGIN, ""), { method: "POST" });
    expect(queryOnly.status).toBe(400);
    expect((await subscriber(email))?.confirmed_at).toBeNull();

    const confirmed = await pressConfirm(tokenOf(link));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You&#39;re subscribed");
    const confirmedAt = new Date(T0.getTime() + HOUR).toISOString();
    expect(await subscriber(email)).toMatchObject({
      created_at: T0.toISOString(),
      opt_in: "double",
      confirmed_at: confirmedAt,
    });
    const [welcome, ...moreWelcomes] = await mails(email, "newsletter-welcome");
    expect(moreWelcomes).toEqual([]);
    expect(welcome?.text_body).toContain(`${ORIGIN}/api/unsubscribe?token=`);

    // The same button pressed again a day later: nothing changes, no second welcome.
    at(new Date(T0.getTime() + DAY));
    const twice = await pressConfirm(tokenOf(link));
    expect(twice.status).toBe(200);
    expect(await twice.text()).toContain("is already confirmed");
    expect((await subscriber(email))?.confirmed_at).toBe(confirmedAt);
    expect(await mails(email, "newsletter-welcome")).toHaveLength(1);

    // Confirmed and on the list: the spec's 409.
    const again = await subscribe(email);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: newsletterMessages.duplicateError });
    expect(await mails(email, "newsletter-confirm")).toHaveLength(1);
  });

  it("mails a new link, not a 409, to an address that subscribes again while awaiting confirmation, within the rate limit", async () => {
    await setDoubleOptIn(true);
    const email = "awaiting@example.org";
    const ip = nextClientAddress();
    expect((await subscribe(email, { referer: `${ORIGIN}/`, ip })).status).toBe(200);
    const later = new Date(T0.getTime() + 2 * 60_000);
    at(later);
    const again = await subscribe(email, { referer: `${ORIGIN}/events`, ip });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(await mails(email, "newsletter-confirm")).toHaveLength(2);
    // The consent awaited is the newest request's.
    expect(await subscriber(email)).toMatchObject({
      created_at: later.toISOString(),
      source_page: "/events",
      confirmed_at: null,
    });
    const rows = await server.deps.db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(rows).toHaveLength(1);

    for (let attempt = 3; attempt <= 5; attempt += 1) expect((await subscribe(email, { ip })).status).toBe(200);
    const limited = await subscribe(email, { ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: newsletterMessages.rateLimited });
    // Within two minutes of the last link, however many ask, no other goes: it is likely on its way.
    expect(await mails(email, "newsletter-confirm")).toHaveLength(2);

    // Asked for from address after address over the day, an address gets five links and no more.
    for (let minutes = 5; minutes <= 30; minutes += 5) {
      at(new Date(T0.getTime() + minutes * 60_000));
      expect((await subscribe(email, { ip: nextClientAddress() })).status).toBe(200);
    }
    expect(await mails(email, "newsletter-confirm")).toHaveLength(5);
    at(later);

    // Either link works while it is fresh; the first taken confirms.
    const first = (await mails(email, "newsletter-confirm"))[0];
    const firstToken = tokenOf(/http:\/\/\S+/.exec(first?.text_body ?? "")?.[0] ?? "");
    expect((await pressConfirm(firstToken)).status).toBe(200);
    expect((await subscriber(email))?.confirmed_at).toBe(later.toISOString());
  });

  it("confirms at once an address awaiting confirmation that subscribes again once double opt-in is off", async () => {
    await setDoubleOptIn(true);
    const email = "switched@example.org";
    expect((await subscribe(email)).status).toBe(200);
    await setDoubleOptIn(false);
    expect((await subscribe(email, { referer: `${ORIGIN}/work` })).status).toBe(200);
    expect(await subscriber(email)).toMatchObject({
      source_page: "/work",
      opt_in: "single",
      confirmed_at: T0.toISOString(),
    });
    expect(await mails(email, "newsletter-welcome")).toHaveLength(1);
  });

  it("takes a new consent from an address that left the list and subscribes again", async () => {
    await setDoubleOptIn(true);
    const email = "returning@example.org";
    expect((await subscribe(email, { referer: `${ORIGIN}/` })).status).toBe(200);
    expect((await pressConfirm(tokenOf(await confirmLink(email)))).status).toBe(200);
    const created = await staffRequest(server, "/newsletters", {
      cookie: await freshSessionCookie(server, manager),
      body: { campaign: { subject: "Lights on the river", preheader: "", blocks: [] } },
    });
    expect(created.status).toBe(201);
    const { id: campaignId } = (await created.json()) as { id: number };
    // As the campaign's unsubscribe link leaves it.
    await server.deps.db
      .updateTable("newsletter_subscribers")
      .set({ unsubscribed_at: T0.toISOString(), unsubscribed_campaign_id: campaignId })
      .where("email", "=", email)
      .execute();

    const back = new Date(T0.getTime() + DAY);
    at(back);
    expect((await subscribe(email, { referer: `${ORIGIN}/venue` })).status).toBe(200);
    expect(await subscriber(email)).toMatchObject({
      created_at: back.toISOString(),
      source_page: "/venue",
      opt_in: "double",
      confirmed_at: null,
      unsubscribed_at: null,
      unsubscribed_campaign_id: null,
    });
    expect(await mails(email, "newsletter-confirm")).toHaveLength(2);
  });

  it("shows a clear 400 page for a forged, altered, malformed or expired link, and confirms nothing", async () => {
    await setDoubleOptIn(true);
    const email = "victim@example.org";
    expect((await subscribe(email)).status).toBe(200);
    const real = tokenOf(await confirmLink(email));
    const [encodedEmail, issued, signature] = real.split(".");
    const forged = confirmToken("some-other-secret-some-other-secret-00", email, T0);
    const altered = `${Buffer.from("someone@example.org").toString("base64url")}.${issued}.${signature}`;
    const reissued = `${encodedEmail}.${(T0.getTime() + DAY).toString(36)}.${signature}`;
    const unsubscribeInstead = unsubscribeToken(server.env.APP_SECRET, email);
    for (const token of [forged, altered, reissued, unsubscribeInstead, "", "nonsense", "<script>alert(1)</script>"]) {
      const page = await server.request(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(400);
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain("This confirmation link is invalid.");
      expect(html).not.toContain("<script>");
      expect((await pressConfirm(token)).status, token).toBe(400);
    }
    expect((await subscriber(email))?.confirmed_at).toBeNull();

    // Seven days after it was mailed the link still works; a minute later it has expired.
    at(new Date(T0.getTime() + 7 * DAY - 60_000));
    expect((await openLink(`${ORIGIN}/api/newsletter/confirm?token=${real}`)).status).toBe(200);
    at(new Date(T0.getTime() + 7 * DAY + 60_000));
    const expired = await openLink(`${ORIGIN}/api/newsletter/confirm?token=${real}`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("This link has expired");
    const pressedLate = await pressConfirm(real);
    expect(pressedLate.status).toBe(400);
    expect(await pressedLate.text()).toContain("This link has expired");
    expect((await subscriber(email))?.confirmed_at).toBeNull();
    expect(await mails(email, "newsletter-welcome")).toEqual([]);
  });

  it("confirms nothing for an address staff unsubscribed while it awaited confirmation", async () => {
    await setDoubleOptIn(true);
    const email = "left@example.org";
    expect((await subscribe(email)).status).toBe(200);
    const link = await confirmLink(email);
    const { id } = (await subscriber(email)) ?? { id: 0 };
    const unsubscribed = await staffRequest(server, `/subscribers/${id}/unsubscribe`, {
      method: "POST",
      cookie: await freshSessionCookie(server, manager),
    });
    expect(unsubscribed.status).toBe(200);
    const pressed = await pressConfirm(tokenOf(link));
    expect(pressed.status).toBe(409);
    expect(await pressed.text()).toContain("is no longer on our list");
    expect(await subscriber(email)).toMatchObject({ confirmed_at: null, unsubscribed_at: T0.toISOString() });
    expect(await mails(email, "newsletter-welcome")).toEqual([]);
  });

  it("shows and exports each subscriber's consent in the console, and filters those awaiting confirmation or suppressed", async () => {
    const list = async (query: string) => {
      const response = await staffRequest(server, `/subscribers${query}`, {
        cookie: await freshSessionCookie(server, manager),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        subscribers: Subscriber[];
        counts: Record<"subscribed" | "awaitingConfirmation" | "suppressed" | "unsubscribed", number>;
      };
    };
    const before = (await list("")).counts;
    const confirmedAt = new Date(T0.getTime() + HOUR).toISOString();
    const suppressedAt = new Date(T0.getTime() + 2 * HOUR).toISOString();

    await setDoubleOptIn(false);
    expect((await subscribe("kept@consent.example", { referer: `${ORIGIN}/events` })).status).toBe(200);
    expect((await subscribe("bounced@consent.example", { referer: `${ORIGIN}/work` })).status).toBe(200);
    await setDoubleOptIn(true);
    expect((await subscribe("waits@consent.example", { referer: `${ORIGIN}/venue` })).status).toBe(200);
    expect((await subscribe("confirms@consent.example", { referer: `${ORIGIN}/` })).status).toBe(200);
    at(new Date(confirmedAt));
    expect((await pressConfirm(tokenOf(await confirmLink("confirms@consent.example")))).status).toBe(200);
    await suppressAddress(
      server.deps.db,
      "bounced@consent.example",
      "bounce",
      "550 5.1.1 no such user",
      new Date(suppressedAt),
    );

    const consent = (subscribers: Subscriber[]) =>
      subscribers.map(({ email, subscribedAt, sourcePage, optIn, confirmedAt, suppressedAt, suppressedReason }) => ({
        email,
        subscribedAt,
        sourcePage,
        optIn,
        confirmedAt,
        suppressedAt,
        suppressedReason,
      }));
    const subscribedAt = T0.toISOString();
    expect(consent((await list("?q=consent.example")).subscribers)).toEqual([
      {
        email: "confirms@consent.example",
        subscribedAt,
        sourcePage: "/",
        optIn: "double",
        confirmedAt,
        suppressedAt: null,
        suppressedReason: null,
      },
      {
        email: "waits@consent.example",
        subscribedAt,
        sourcePage: "/venue",
        optIn: "double",
        confirmedAt: null,
        suppressedAt: null,
        suppressedReason: null,
      },
      {
        email: "bounced@consent.example",
        subscribedAt,
        sourcePage: "/work",
        optIn: "single",
        confirmedAt: subscribedAt,
        suppressedAt,
        suppressedReason: "bounce: 550 5.1.1 no such user",
      },
      {
        email: "kept@consent.example",
        subscribedAt,
        sourcePage: "/events",
        optIn: "single",
        confirmedAt: subscribedAt,
        suppressedAt: null,
        suppressedReason: null,
      },
    ]);
    const emails = async (status: string) =>
      (await list(`?q=consent.example&status=${status}`)).subscribers.map((row) => row.email);
    expect(await emails("subscribed")).toEqual(["confirms@consent.example", "kept@consent.example"]);
    expect(await emails("awaiting_confirmation")).toEqual(["waits@consent.example"]);
    expect(await emails("suppressed")).toEqual(["bounced@consent.example"]);
    expect(await emails("unsubscribed")).toEqual([]);
    const { counts } = await list("");
    expect(counts).toEqual({
      subscribed: before.subscribed + 2,
      awaitingConfirmation: before.awaitingConfirmation + 1,
      suppressed: before.suppressed + 1,
      unsubscribed: before.unsubscribed,
    });
    // The Today screen counts the subscribers campaigns mail, as the list does.
    const today = await staffRequest(server, "/dashboard", { cookie: await freshSessionCookie(server, manager) });
    expect(((await today.json()) as { subscribers: { subscribed: number } }).subscribers.subscribed).toBe(
      counts.subscribed,
    );

    const exported = await staffRequest(server, "/subscribers/export.csv", {
      cookie: await freshSessionCookie(server, manager),
    });
    expect(exported.status).toBe(200);
    const lines = (await exported.text()).split("\r\n");
    expect(lines[0]).toBe(
      "email,status,subscribed_at,unsubscribed_at,source_page,opt_in,confirmed_at,suppressed_at,suppressed_reason",
    );
    expect(lines.filter((line) => line.includes("@consent.example"))).toEqual([
      `kept@consent.example,subscribed,${subscribedAt},,/events,single,${subscribedAt},,`,
      `bounced@consent.example,suppressed,${subscribedAt},,/work,single,${subscribedAt},${suppressedAt},bounce: 550 5.1.1 no such user`,
      `waits@consent.example,awaiting_confirmation,${subscribedAt},,/venue,double,,,`,
      `confirms@consent.example,subscribed,${subscribedAt},,/,double,${confirmedAt},,`,
    ]);
  });
});
