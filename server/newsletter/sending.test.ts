import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { sendingMessages, UNDO_WINDOW_MS, type Audience } from "#domain/newsletter/sending.ts";
import { audienceCountAnswer, campaignAnswer } from "#domain/staff/campaign-schemas.ts";
import { lightsCampaign } from "#server/testing/campaigns.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  startTestServerOn,
  temporaryDatabase,
  type TestServer,
} from "#server/testing/test-server.ts";

const databases = testDatabases();
const NOW = new Date("2026-11-24T15:00:00.000Z");
const ORIGIN = "https://coosa.example.com";

const campaign = lightsCampaign;

const addresses = (count: number, prefix = "guest") =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);

/** Each address and how many of the mails arrived for it. */
function copies(mails: ParsedMail[]): Map<string, number> {
  const counted = new Map<string, number>();
  for (const mail of mails) {
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    const address = to?.value[0]?.address ?? "";
    counted.set(address, (counted.get(address) ?? 0) + 1);
  }
  return counted;
}

describe.each(databases)("sending a newsletter on $name", ({ url }) => {
  let smtp: TestSmtp;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp(0, {
      refuse: (recipient) => (recipient.startsWith("gone") ? 550 : recipient.startsWith("full") ? 452 : undefined),
    });
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    smtp.messages.splice(0);
  });
  afterAll(() => smtp?.stop());

  async function resort(settings: Record<string, string> = {}, databaseUrl?: string) {
    const overrides = {
      SMTP_URL: smtp.url,
      PUBLIC_ORIGIN: ORIGIN,
      NEWSLETTER_PER_SECOND: "1000",
      ...settings,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const server = databaseUrl
      ? await startTestServerOn(undefined, "", overrides)
      : await startTestServerOn(url, "resort_sending", overrides);
    servers.push(server);
    server.deps.clock.set(NOW);
    return server;
  }

  async function staffOf(server: TestServer) {
    const manager = await enrolStaff(server, { email: "manager@example.com", role: "manager", name: "Mia Manager" });
    const frontDesk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
    const call = async (member: StaffClient, path: string, body?: unknown) => {
      return staffRequest(server, `/newsletters${path}`, {
        body,
        method: "POST",
        cookie: await freshSessionCookie(server, member),
      });
    };
    const ok = async (member: StaffClient, path: string, body?: unknown) => {
      const response = await call(member, path, body);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return campaignAnswer.parse(await response.json());
    };
    return { manager, frontDesk, call, ok };
  }

  async function subscribe(server: TestServer, emails: string[], extra: Record<string, string | null> = {}) {
    const at = new Date(NOW.getTime() - 86_400_000).toISOString();
    const rows = emails.map((email) => ({
      email,
      created_at: at,
      confirmed_at: at,
      unsubscribed_at: null,
      ...extra,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await server.deps.db
        .insertInto("newsletter_subscribers")
        .values(rows.slice(start, start + 500))
        .execute();
  }

  /** A draft, set to send to `audience`, started and sent as far as the sender goes in one run. */
  async function sendNow(server: TestServer, staff: Awaited<ReturnType<typeof staffOf>>, audience?: Audience) {
    let draft = await staff.ok(staff.manager, "", { campaign });
    if (audience)
      draft = await staff.ok(staff.manager, `/${draft.id}/audience`, { revision: draft.revision, audience });
    const scheduled = await staff.ok(staff.manager, `/${draft.id}/send`, { revision: draft.revision });
    server.deps.clock.set(new Date(NOW.getTime() + UNDO_WINDOW_MS + 1000));
    await server.newsletters.tick();
    return scheduled;
  }

  const statusOf = async (server: TestServer, id: number) =>
    campaignAnswer.parse(
      await (await staffRequest(server, `/newsletters/${id}`, { cookie: await cookieOf(server) })).json(),
    );
  const cookies = new WeakMap<TestServer, string>();
  let readers = 0;
  const cookieOf = async (server: TestServer) => {
    const known = cookies.get(server);
    if (known) return known;
    readers += 1;
    const member = await enrolStaff(server, { email: `reader${readers}@example.com`, role: "front_desk" });
    const cookie = await freshSessionCookie(server, member);
    cookies.set(server, cookie);
    return cookie;
  };

  it("counts an audience among confirmed subscribers only, and narrows it by what the resort knows", async () => {
    const server = await resort();
    const staff = await staffOf(server);
    await subscribe(server, ["buyer@example.com", "guest@example.com", "bride@example.com", "plain@example.com"]);
    await subscribe(server, ["left@example.com"], { unsubscribed_at: NOW.toISOString() });
    await subscribe(server, ["waiting@example.com"], { confirmed_at: null });
    await subscribe(server, ["bounced@example.com"], { suppressed_at: NOW.toISOString(), suppressed_reason: "bounce" });
    const { db } = server.deps;
    await db
      .insertInto("ticket_orders")
      .values(
        ["Buyer@Example.com", "left@example.com", "notsubscribed@example.com"].map((email, index) => ({
          session_id: `cs_${index}`,
          mode: "test" as const,
          event_id: "christmas-lights",
          event_name: "Christmas Lights",
          customer_email: email,
          amount_total_cents: 1200,
          currency: "usd",
          created_at: NOW.toISOString(),
          reference: `ref-${index}`,
        })),
      )
      .execute();
    await db
      .insertInto("users")
      .values({
        id: "guest0000000001",
        email: "guest@example.com",
        email_visibility: 0,
        verified: 1,
        username: "guest",
        first_name: "Gail",
        last_name: "Guest",
        phone_number: "",
        password_hash: "x",
        token_key: "k",
        reset_sent_at: null,
        verification_sent_at: null,
        blocked_at: null,
        created: NOW.toISOString(),
        updated: NOW.toISOString(),
      })
      .execute();
    await db
      .insertInto("leads")
      .values({
        source: "inquiry",
        source_id: 1,
        kind: "wedding",
        name: "Bride",
        email: "BRIDE@example.com",
        subject: null,
        snippet: "",
        search_text: "",
        status: "new",
        assignee_id: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();

    const count = async (audience: Audience) => {
      const response = await staff.call(staff.manager, "/audience-count", { audience });
      expect(response.status).toBe(200);
      return audienceCountAnswer.parse(await response.json()).count;
    };
    expect(await count({ kind: "all" })).toBe(4);
    // Who subscribes on the site is in the audience at once (single opt-in), and so is who comes back.
    expect((await server.postJson("/api/subscribe-newsletter", { email: "visitor@example.com" })).status).toBe(200);
    expect((await server.postJson("/api/subscribe-newsletter", { email: "left@example.com" })).status).toBe(200);
    expect(await count({ kind: "all" })).toBe(6);
    expect(await count({ kind: "ticket-buyers", eventId: "christmas-lights" })).toBe(2);
    expect(await count({ kind: "ticket-buyers", eventId: "fall-fest" })).toBe(0);
    expect(await count({ kind: "guests" })).toBe(1);
    expect(await count({ kind: "leads", leadKind: "wedding" })).toBe(1);
    expect(await count({ kind: "leads", leadKind: "venue" })).toBe(0);

    expect((await staff.call(staff.frontDesk, "/audience-count", { audience: { kind: "all" } })).status).toBe(403);
    for (const audience of [{ kind: "everyone" }, { kind: "leads" }, { kind: "all", extra: 1 }, "all"])
      expect((await staff.call(staff.manager, "/audience-count", { audience })).status).toBe(400);

    const sources = await (
      await staffRequest(server, "/newsletters/sources", { cookie: await freshSessionCookie(server, staff.manager) })
    ).json();
    expect(sources).toMatchObject({
      ticketEvents: [{ id: "christmas-lights", name: "Christmas Lights" }],
      leadKinds: [{ kind: "wedding", label: expect.any(String) }],
    });
  });

  it("waits a minute before sending, can be taken back in that minute, and cannot be edited while set to send", async () => {
    const server = await resort();
    const staff = await staffOf(server);
    await subscribe(server, addresses(3));
    const draft = await staff.ok(staff.manager, "", { campaign });
    expect((await staff.call(staff.frontDesk, `/${draft.id}/send`, { revision: draft.revision })).status).toBe(403);

    const scheduled = await staff.ok(staff.manager, `/${draft.id}/send`, { revision: draft.revision });
    expect(scheduled).toMatchObject({
      status: "scheduled",
      sendAt: new Date(NOW.getTime() + UNDO_WINDOW_MS).toISOString(),
      scheduledBy: "manager@example.com",
    });
    const edit = await staffRequest(server, `/newsletters/${draft.id}`, {
      method: "PUT",
      body: { revision: scheduled.revision, campaign: { ...campaign, subject: "Changed" } },
      cookie: await freshSessionCookie(server, staff.manager),
    });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toEqual({ error: sendingMessages.notEditable });
    const again = await staff.call(staff.manager, `/${draft.id}/send`, { revision: scheduled.revision });
    expect(again.status).toBe(409);

    server.deps.clock.set(new Date(NOW.getTime() + UNDO_WINDOW_MS - 1000));
    await server.newsletters.tick();
    expect((await statusOf(server, draft.id)).status).toBe("scheduled");
    const undone = await staff.ok(staff.manager, `/${draft.id}/unschedule`);
    expect(undone).toMatchObject({ status: "draft", sendAt: null });

    server.deps.clock.set(new Date(NOW.getTime() + 10 * UNDO_WINDOW_MS));
    await server.newsletters.tick();
    expect(smtp.messages).toHaveLength(0);
    expect(await server.deps.db.selectFrom("newsletter_deliveries").selectAll().execute()).toEqual([]);
    const audit = await server.deps.db
      .selectFrom("audit_log")
      .select(["action", "actor"])
      .where("action", "like", "newsletter.%")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "newsletter.create",
      "newsletter.send",
      "newsletter.unschedule",
    ]);
  });

  it("refuses a time past or too far ahead and an audience with no one in it", async () => {
    const server = await resort();
    const staff = await staffOf(server);
    const draft = await staff.ok(staff.manager, "", { campaign });
    const past = await staff.call(staff.manager, `/${draft.id}/send`, {
      revision: draft.revision,
      at: new Date(NOW.getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((await past.json()).error).toBe(sendingMessages.inPast);
    const far = await staff.call(staff.manager, `/${draft.id}/send`, {
      revision: draft.revision,
      at: "2028-01-01T00:00:00Z",
    });
    expect((await far.json()).error).toBe(sendingMessages.tooFar);
    const nobody = await staff.call(staff.manager, `/${draft.id}/send`, { revision: draft.revision });
    expect(nobody.status).toBe(409);
    expect((await nobody.json()).error).toBe(sendingMessages.noRecipients);
    for (const body of [
      {},
      { revision: "1" },
      { revision: draft.revision, at: "tomorrow" },
      { revision: draft.revision, now: true },
    ])
      expect((await staff.call(staff.manager, `/${draft.id}/send`, body)).status).toBe(400);
  });

  it("sends each recipient one copy with both parts, the list headers and their own unsubscribe link, then counts it sent", async () => {
    const server = await resort();
    const staff = await staffOf(server);
    const recipients = addresses(12);
    await subscribe(server, recipients);
    const scheduled = await sendNow(server, staff);
    await smtp.waitFor(12);

    expect([...copies(smtp.messages).entries()].sort()).toEqual(recipients.map((address) => [address, 1]).sort());
    const mail = smtp.messages[0] as ParsedMail;
    const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? "";
    const header = rawHeader(mail, "list-unsubscribe");
    expect(header).toMatch(new RegExp(`^<${ORIGIN}/api/unsubscribe\\?token=[^>]+&campaign=${scheduled.id}>$`));
    expect(rawHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(rawHeader(mail, "list-id")).toBe("<newsletter.coosa.example.com>");
    expect(mail.messageId).toBe(
      `<campaign-${scheduled.id}.recipient-${await subscriberId(server, to)}@coosa.example.com>`,
    );
    expect(mail.subject).toBe(campaign.subject);
    const link = header.slice(1, -1);
    expect(mail.text).toContain(`To unsubscribe: ${link}`);
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain("The lights are back");
    expect(mail.text).toContain("The lights are back");

    const sent = await statusOf(server, scheduled.id);
    expect(sent.status).toBe("sent");
    expect(sent.stats).toEqual({
      recipients: 12,
      pending: 0,
      sent: 12,
      failed: 0,
      bounced: 0,
      skipped: 0,
      cancelled: 0,
      unsubscribed: 0,
    });

    // The one-click POST a mailbox provider makes, with no cookie: the next campaign skips the address.
    const oneClick = await server.request(link.replace(ORIGIN, ""), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await statusOf(server, scheduled.id)).stats?.unsubscribed).toBe(1);
    smtp.messages.splice(0);
    server.deps.clock.set(NOW);
    await sendNow(server, staff);
    await smtp.waitFor(11);
    expect(copies(smtp.messages).has(to)).toBe(false);
    expect(smtp.messages).toHaveLength(11);
  });

  it("holds the rest while paused, at most the hourly rate, and never sends what was cancelled", async () => {
    const server = await resort({ NEWSLETTER_PER_HOUR: "5" });
    const staff = await staffOf(server);
    await subscribe(server, addresses(12));
    const scheduled = await sendNow(server, staff);
    await smtp.waitFor(5);
    expect(smtp.messages).toHaveLength(5);
    await server.newsletters.tick();
    expect(smtp.messages).toHaveLength(5);

    const paused = await staff.ok(staff.manager, `/${scheduled.id}/pause`);
    expect(paused.status).toBe("paused");
    expect(paused.stats).toMatchObject({ recipients: 12, sent: 5, pending: 7 });
    server.deps.clock.set(new Date(NOW.getTime() + 2 * 60 * 60_000));
    await server.newsletters.tick();
    expect(smtp.messages).toHaveLength(5);
    expect((await staff.call(staff.manager, `/${scheduled.id}/pause`)).status).toBe(409);

    await staff.ok(staff.manager, `/${scheduled.id}/resume`);
    await server.newsletters.tick();
    await smtp.waitFor(10);
    expect(smtp.messages).toHaveLength(10);

    const cancelled = await staff.ok(staff.manager, `/${scheduled.id}/cancel`);
    expect(cancelled).toMatchObject({ status: "cancelled", stats: { sent: 10, cancelled: 2, pending: 0 } });
    server.deps.clock.set(new Date(NOW.getTime() + 5 * 60 * 60_000));
    await server.newsletters.tick();
    expect(smtp.messages).toHaveLength(10);
    expect([...copies(smtp.messages).values()].every((count) => count === 1)).toBe(true);
    const audit = await server.deps.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `campaign:${scheduled.id}`)
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "newsletter.create",
      "newsletter.send",
      "newsletter.pause",
      "newsletter.resume",
      "newsletter.cancel",
    ]);
  });

  it("suppresses an address refused for good, retries one refused for now, and skips one that left before its turn", async () => {
    const server = await resort();
    const staff = await staffOf(server);
    await subscribe(server, ["gone@example.com", "full@example.com", ...addresses(3)]);
    const scheduled = await sendNow(server, staff);
    await smtp.waitFor(3);
    const { db } = server.deps;
    const subscriber = (email: string) =>
      db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(await subscriber("gone@example.com")).toMatchObject({
      suppressed_reason: expect.stringMatching(/^bounce: /),
    });
    expect((await subscriber("gone@example.com")).suppressed_at).not.toBeNull();
    expect((await subscriber("full@example.com")).suppressed_at).toBeNull();
    const stats = (await statusOf(server, scheduled.id)).stats;
    expect(stats).toMatchObject({ recipients: 5, sent: 3, bounced: 1, pending: 1 });
    expect((await statusOf(server, scheduled.id)).status).toBe("sending");

    // The retry comes after its wait; the address left the list in between, so it is skipped.
    await db
      .updateTable("newsletter_subscribers")
      .set({ unsubscribed_at: NOW.toISOString() })
      .where("email", "=", "full@example.com")
      .execute();
    server.deps.clock.set(new Date(NOW.getTime() + 10 * 60_000));
    await server.newsletters.tick();
    const done = await statusOf(server, scheduled.id);
    expect(done).toMatchObject({ status: "sent", stats: { sent: 3, bounced: 1, skipped: 1, pending: 0 } });
    expect(smtp.messages).toHaveLength(3);

    // The next campaign leaves the suppressed address out altogether.
    server.deps.clock.set(NOW);
    const next = await sendNow(server, staff);
    expect((await statusOf(server, next.id)).stats?.recipients).toBe(3);
  });

  it("after an SMTP outage mid-send, and after a restart, still delivers each recipient exactly once", async () => {
    const shared = await sharedDatabase(url);
    const databaseUrl = shared.url;
    try {
      const port = smtp.port;
      const first = await resort({ NEWSLETTER_PER_HOUR: "4" }, databaseUrl);
      const staff = await staffOf(first);
      await subscribe(first, addresses(10));
      const scheduled = await sendNow(first, staff);
      await smtp.waitFor(4);

      // The mail server goes away: what is tried fails, is kept pending and waits.
      await smtp.stop();
      first.deps.clock.set(new Date(NOW.getTime() + 2 * 60 * 60_000));
      await first.newsletters.tick();
      const during = await statusOf(first, scheduled.id);
      expect(during.stats).toMatchObject({ sent: 4, pending: 6 });
      const retried = await first.deps.db
        .selectFrom("newsletter_deliveries")
        .select("last_error")
        .where("status", "=", "pending")
        .where("attempts", ">", 0)
        .execute();
      expect(retried.length).toBeGreaterThan(0);

      // The server restarts (this instance stops, another takes over) and the mail server is back.
      const arrived = [...smtp.messages];
      await first.close();
      servers.splice(servers.indexOf(first), 1);
      smtp = await startTestSmtp(port, {
        refuse: (recipient) => (recipient.startsWith("gone") ? 550 : undefined),
      });
      const second = await resort({ NEWSLETTER_PER_HOUR: "100" }, databaseUrl);
      second.deps.clock.set(new Date(NOW.getTime() + 3 * 60 * 60_000));
      await second.newsletters.tick();
      await smtp.waitFor(6);
      const all = [...arrived, ...smtp.messages];
      expect(all).toHaveLength(10);
      expect([...copies(all).entries()].sort()).toEqual(
        addresses(10)
          .map((address) => [address, 1])
          .sort(),
      );
      expect((await statusOf(second, scheduled.id)).status).toBe("sent");
    } finally {
      await shared.remove();
    }
  });

  it("takes over a crashed sender's recipients once its leases run out, sending each of them once", async () => {
    const server = await resort();
    const staff = await staffOf(server);
    await subscribe(server, addresses(30));
    let draft = await staff.ok(staff.manager, "", { campaign });
    draft = await staff.ok(staff.manager, `/${draft.id}/send`, { revision: draft.revision });
    const due = new Date(NOW.getTime() + UNDO_WINDOW_MS + 1000);
    server.deps.clock.set(due);

    // Another instance holds the sending lease and died with two recipients claimed and unsent.
    const { db } = server.deps;
    await db
      .insertInto("worker_leases")
      .values({
        name: "newsletter-sender",
        holder: "crashed",
        locked_until: new Date(due.getTime() + 30_000).toISOString(),
      })
      .onConflict((conflict) =>
        conflict
          .column("name")
          .doUpdateSet({ holder: "crashed", locked_until: new Date(due.getTime() + 30_000).toISOString() }),
      )
      .execute();
    await server.newsletters.tick();
    expect(smtp.messages).toHaveLength(0);
    expect((await statusOf(server, draft.id)).stats?.recipients).toBe(30);
    await db
      .updateTable("newsletter_deliveries")
      .set({ locked_until: new Date(due.getTime() + 5 * 60_000).toISOString() })
      .where("email", "in", ["guest0@example.com", "guest1@example.com"])
      .execute();

    server.deps.clock.set(new Date(due.getTime() + 60_000));
    await server.newsletters.tick();
    await smtp.waitFor(28);
    expect(copies(smtp.messages).has("guest0@example.com")).toBe(false);
    expect((await statusOf(server, draft.id)).status).toBe("sending");

    server.deps.clock.set(new Date(due.getTime() + 6 * 60_000));
    await server.newsletters.tick();
    await smtp.waitFor(30);
    expect([...copies(smtp.messages).entries()].sort()).toEqual(
      addresses(30)
        .map((address) => [address, 1])
        .sort(),
    );
    expect((await statusOf(server, draft.id)).status).toBe("sent");
  });

  it("gives way to the site's own mail: nothing of a campaign goes while a receipt is waiting", async () => {
    const server = await resort();
    const staff = await staffOf(server);
    await subscribe(server, addresses(3));
    await server.deps.outbox.stop();
    await server.deps.outbox.enqueue({
      kind: "receipt",
      to: "buyer@example.com",
      subject: "Receipt",
      text: "Paid",
      priority: "urgent",
    });
    const scheduled = await sendNow(server, staff);
    expect((await statusOf(server, scheduled.id)).stats).toMatchObject({ recipients: 3, pending: 3 });
    await server.deps.db.updateTable("outbox").set({ status: "sent" }).execute();
    await server.newsletters.tick();
    await smtp.waitFor(3);
    expect((await statusOf(server, scheduled.id)).status).toBe("sent");
  });
});

describe.each(databases.filter((database) => database.url))("two instances sending on $name", ({ url }) => {
  it("never send a recipient twice, however their ticks and the sending lease interleave", async () => {
    const smtp = await startTestSmtp();
    const shared = await sharedDatabase(url);
    const databaseUrl = shared.url;
    const servers: TestServer[] = [];
    try {
      const overrides = {
        SMTP_URL: smtp.url,
        PUBLIC_ORIGIN: ORIGIN,
        NEWSLETTER_PER_SECOND: "1000",
        DATABASE_URL: databaseUrl,
      };
      for (let index = 0; index < 2; index++) servers.push(await startTestServerOn(undefined, "", overrides));
      const [first, second] = servers as [TestServer, TestServer];
      const due = new Date(NOW.getTime() + UNDO_WINDOW_MS + 1000);
      for (const server of servers) server.deps.clock.set(NOW);
      const manager = await enrolStaff(first, { email: "manager@example.com", role: "manager", name: "Mia" });
      const cookie = await freshSessionCookie(first, manager);
      const at = NOW.toISOString();
      await first.deps.db
        .insertInto("newsletter_subscribers")
        .values(addresses(300).map((email) => ({ email, created_at: at, confirmed_at: at, unsubscribed_at: null })))
        .execute();
      const created = campaignAnswer.parse(
        await (await staffRequest(first, "/newsletters", { body: { campaign }, cookie })).json(),
      );
      const sent = await staffRequest(first, `/newsletters/${created.id}/send`, {
        body: { revision: created.revision },
        cookie,
      });
      expect(sent.status).toBe(200);

      for (const server of servers) server.deps.clock.set(due);
      const ticks = [first.newsletters.tick(), second.newsletters.tick()];
      // The lease changes hands while both are working.
      await first.deps.db.deleteFrom("worker_leases").execute();
      ticks.push(second.newsletters.tick(), first.newsletters.tick());
      await Promise.all(ticks);
      await first.deps.db.deleteFrom("worker_leases").execute();
      await Promise.all([second.newsletters.tick(), first.newsletters.tick()]);
      await smtp.waitFor(300);
      const counted = copies(smtp.messages);
      expect(counted.size).toBe(300);
      expect([...counted.values()].every((count) => count === 1)).toBe(true);
      const rows = await first.deps.db
        .selectFrom("newsletter_deliveries")
        .select((eb) => ["status", eb.fn.countAll().as("count")])
        .groupBy("status")
        .execute();
      expect(rows.map((row) => [row.status, Number(row.count)])).toEqual([["sent", 300]]);
    } finally {
      for (const server of servers) await server.close();
      await shared.remove();
      await smtp.stop();
    }
  });
});

/** A header as the mail carries it, unparsed. */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

async function subscriberId(server: TestServer, email: string): Promise<number> {
  const row = await server.deps.db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A database two servers share: a SQLite file, or a database of its own on the PostgreSQL cluster. */
async function sharedDatabase(postgresUrl: string | undefined): Promise<{ url: string; remove(): Promise<void> }> {
  if (!postgresUrl) {
    const file = temporaryDatabase();
    return {
      url: file.url,
      remove: () => {
        file.remove();
        return Promise.resolve();
      },
    };
  }
  const databaseUrl = await createPostgresDatabase(postgresUrl, "resort_sending_shared");
  return { url: databaseUrl, remove: () => dropPostgresDatabase(databaseUrl) };
}
