import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { testPostgresUrl } from "#server/testing/test-postgres.ts";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import { recordPaidOrder, type PaidOrder } from "#server/payments/orders.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import {
  createPostgresDatabase,
  startTestServer,
  temporaryDatabase,
  type TestServer,
} from "#server/testing/test-server.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { addresses, validContact, validInquiry } from "#server/testing/messages.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A port where an SMTP server ran and now is down. */
async function downSmtpPort(): Promise<number> {
  const smtp = await startTestSmtp();
  await smtp.stop();
  return smtp.port;
}

async function outboxRows(server: TestServer) {
  return server.deps.db
    .selectFrom("outbox")
    .select(["id", "kind", "status", "attempts", "to_address"])
    .orderBy("id")
    .execute();
}

/** Moves a server's clock past every retry backoff, so due rows are retried on the next pass. */
function skipBackoff(server: TestServer) {
  server.deps.clock.set(new Date(Date.now() + 2 * 60 * 60_000));
}

describe("delivery through the outbox when SMTP is down", () => {
  it("stores the submission, answers success, and delivers once SMTP is back", async () => {
    const port = await downSmtpPort();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => server.close());

    const response = await server.postJson("/api/send-contact-email", validContact);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await server.deps.db.selectFrom("contact_messages").select("email").execute()).toEqual([
      { email: validContact.email },
    ]);

    await server.deps.outbox.drain();
    const failed = await outboxRows(server);
    expect(failed.map((row) => [row.kind, row.status])).toEqual([
      ["contact-staff", "pending"],
      ["contact-ack", "pending"],
    ]);
    expect(failed.every((row) => row.attempts >= 1)).toBe(true);

    const smtp = await startTestSmtp(port);
    cleanups.push(() => smtp.stop());
    skipBackoff(server);
    await server.deps.outbox.drain();
    const mail = await smtp.waitFor(2);
    expect(mail.map((message) => addresses(message.to)[0]).sort()).toEqual(
      [validContact.email, server.env.FRONT_DESK_EMAIL].sort(),
    );
    expect((await outboxRows(server)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("loses nothing and sends nothing twice when a second app starts on the same database before delivery", async () => {
    const port = await downSmtpPort();
    // The database outlives the first app, so it is this test's to remove, after every app is closed.
    const database = temporaryDatabase();
    cleanups.push(() => Promise.resolve(database.remove()));
    const first = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATABASE_URL: database.url });
    cleanups.push(() => first.close());

    const inquiry = validInquiry(inquiryForms.wedding, { email: "couple@example.org" });
    expect((await first.postJson("/api/send-contact-email", inquiry)).status).toBe(200);
    expect((await first.postJson("/api/subscribe-newsletter", { email: "fan@example.org" })).status).toBe(200);
    await first.deps.outbox.drain();
    expect((await outboxRows(first)).map((row) => row.status)).toEqual(["pending", "pending", "pending"]);

    // The first app goes away mid-outage; the next one opens the same database file.
    await first.close();
    cleanups.pop();
    const second = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DATABASE_URL: database.url,
    });
    const third = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATABASE_URL: database.url });
    cleanups.push(
      () => second.close(),
      () => third.close(),
    );
    expect(await second.deps.db.selectFrom("inquiries").select("email").execute()).toEqual([
      { email: "couple@example.org" },
    ]);
    expect(await second.deps.db.selectFrom("newsletter_subscribers").select("email").execute()).toEqual([
      { email: "fan@example.org" },
    ]);

    const smtp = await startTestSmtp(port);
    cleanups.push(() => smtp.stop());
    skipBackoff(second);
    skipBackoff(third);
    // Both instances race for the same rows; the lease lets only one send each.
    await Promise.all([
      second.deps.outbox.drain(),
      third.deps.outbox.drain(),
      second.deps.outbox.drain(),
      third.deps.outbox.drain(),
    ]);
    await settle(smtp, 3, [second, third]);

    const recipients = smtp.messages.map((message) => addresses(message.to)[0]).sort();
    expect(recipients).toEqual(["couple@example.org", "fan@example.org", second.env.SALES_EMAIL].sort());
    expect((await outboxRows(second)).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });
});

/** While the Christmas Lights tickets are on sale, so the test checkout takes an order. */
const SALE_DAY = new Date("2026-12-05T18:00:00Z");

/**
 * One of everything that sends mail, made by visitors of `server`: a contact message, an inquiry,
 * a newsletter sign-up, a guest account (verification), a password reset and a ticket order.
 */
async function submitEverything(server: TestServer, tag: string): Promise<void> {
  const ok = (response: Response, status = 200) => expect(response.status).toBe(status);
  const post = (path: string, body: unknown) => server.postJson(path, body, { ip: nextClientAddress() });
  ok(await post("/api/send-contact-email", { ...validContact, email: `contact-${tag}@example.org` }));
  ok(await post("/api/send-contact-email", validInquiry(inquiryForms.wedding, { email: `couple-${tag}@example.org` })));
  ok(await post("/api/subscribe-newsletter", { email: `fan-${tag}@example.org` }));
  const guest = `guest-${tag}@example.org`;
  ok(
    await post("/api/collections/users/records", {
      email: guest,
      password: "river-pass-1",
      passwordConfirm: "river-pass-1",
      phone_number: "2565550123",
      first_name: "Ada",
      last_name: "Lovelace",
      username: `guest${tag.replace(/\W/g, "")}`,
    }),
  );
  ok(await post("/api/collections/users/request-password-reset", { email: guest }), 204);
  const checkout = await post("/api/create-checkout-session", {
    items: [{ priceId: "test_price_christmas-adult", quantity: 2 }],
    customerEmail: `buyer-${tag}@example.org`,
    eventId: "christmas-lights",
    eventName: "Christmas Lights Drive-Through",
    successUrl: "http://localhost:3000/events/christmas-lights?success=true",
    cancelUrl: "http://localhost:3000/events/christmas-lights?canceled=true",
    nightDate: "2026-12-12",
  });
  ok(checkout);
  const { pathname } = new URL(((await checkout.json()) as { url: string }).url);
  ok(await server.request(`${pathname}/complete`, { method: "POST", redirect: "manual" }), 303);
}

/** Each mail's recipient and subject, sorted, so two lists compare as multisets. */
function envelopes(mails: Array<{ to: string; subject: string }>): string[] {
  return mails.map((mail) => `${mail.to} | ${mail.subject}`).sort();
}

function received(smtp: TestSmtp): string[] {
  return envelopes(
    smtp.messages.map((mail: ParsedMail) => ({ to: addresses(mail.to)[0] ?? "", subject: mail.subject ?? "" })),
  );
}

async function queued(server: TestServer): Promise<string[]> {
  const rows = await server.deps.db.selectFrom("outbox").select(["to_address", "subject"]).execute();
  return envelopes(rows.map((row) => ({ to: row.to_address, subject: row.subject })));
}

/**
 * Waits for `count` mails, then for every delivery still under way on any of `servers`: the SMTP
 * server has kept each mail before its sender hears it was accepted, so a mail sent twice shows.
 */
async function settle(smtp: TestSmtp, count: number, servers: TestServer[]): Promise<void> {
  await smtp.waitFor(count, 20_000);
  await Promise.all(servers.map((server) => server.deps.outbox.drain()));
}

describe("every kind of mail across an SMTP outage", () => {
  it("is kept while SMTP is down for the whole submission, then delivered exactly once", async () => {
    const port = await downSmtpPort();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => server.close());
    server.deps.clock.set(SALE_DAY);
    await submitEverything(server, "sqlite");
    await server.deps.outbox.drain();
    const expected = await queued(server);
    expect(expected).toHaveLength(9);
    expect((await outboxRows(server)).every((row) => row.status === "pending" && row.attempts >= 1)).toBe(true);

    const smtp = await startTestSmtp(port);
    cleanups.push(() => smtp.stop());
    server.deps.clock.set(new Date(SALE_DAY.getTime() + 2 * 60 * 60_000));
    await server.deps.outbox.drain();
    await settle(smtp, expected.length, [server]);
    expect(received(smtp)).toEqual(expected);
    expect((await outboxRows(server)).every((row) => row.status === "sent")).toBe(true);
  }, 60_000);
});

const postgresUrl = testPostgresUrl();

describe.skipIf(!postgresUrl)("two server instances on one PostgreSQL", () => {
  async function twoInstances(smtpUrl: string): Promise<[TestServer, TestServer]> {
    const databaseUrl = await createPostgresDatabase(postgresUrl as string, "resort_outbox");
    const first = await startTestServer({ DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl });
    const second = await startTestServer({ DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl });
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    return [first, second];
  }

  it("deliver a backlog after an SMTP outage with no mail sent twice", async () => {
    const port = await downSmtpPort();
    const servers = await twoInstances(`smtp://127.0.0.1:${port}`);
    const [first, second] = servers;
    for (const server of servers) server.deps.clock.set(SALE_DAY);
    await submitEverything(first, "one");
    await submitEverything(second, "two");
    for (let index = 0; index < 60; index += 1)
      await servers[index % 2]?.deps.outbox.enqueue({
        kind: "test-backlog",
        to: `backlog${index}@example.org`,
        subject: `Backlog ${index}`,
        text: "Hello",
        priority: index % 3 === 0 ? "bulk" : "normal",
      });
    await Promise.all(servers.map((server) => server.deps.outbox.drain()));
    const expected = await queued(first);
    expect(expected).toHaveLength(78);

    const smtp = await startTestSmtp(port);
    cleanups.push(() => smtp.stop());
    for (const server of servers) server.deps.clock.set(new Date(SALE_DAY.getTime() + 2 * 60 * 60_000));
    // Both instances race for the same rows, several passes each.
    await Promise.all([first.deps.outbox.drain(), second.deps.outbox.drain(), first.deps.outbox.drain()]);
    await settle(smtp, expected.length, servers);
    expect(received(smtp)).toEqual(expected);
    const statuses = await first.deps.db.selectFrom("outbox").select("status").distinct().execute();
    expect(statuses).toEqual([{ status: "sent" }]);
  }, 60_000);

  it("record one order and queue one receipt when both receive the same payment at once", async () => {
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.stop());
    const [first, second] = await twoInstances(smtp.url);
    const order: PaidOrder = {
      sessionId: "cs_test_concurrent_delivery_0001",
      stripeEventId: null,
      mode: "test",
      eventId: "christmas-lights",
      eventName: "Christmas Lights Drive-Through",
      customerEmail: "buyer@example.org",
      customerName: null,
      paymentIntentId: null,
      nightDate: "2026-12-12",
      termsAcceptedAt: null,
      campaignId: null,
      currency: "usd",
      amountTotalCents: 1600,
      lines: [
        {
          priceId: "test_price_christmas-adult",
          ticketId: "christmas-adult",
          label: "Adult",
          quantity: 2,
          unitAmountCents: 800,
          amountTotalCents: 1600,
        },
      ],
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => recordPaidOrder((index % 2 ? second : first).deps, order)),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await first.deps.db.selectFrom("ticket_orders").select("id").execute()).toHaveLength(1);
    expect(await first.deps.db.selectFrom("tickets").select("code").execute()).toHaveLength(2);
    await settle(smtp, 2, [first, second]);
    expect(smtp.messages.map((mail) => addresses(mail.to)[0]).sort()).toEqual([
      "buyer@example.org",
      first.env.FRONT_DESK_EMAIL,
    ]);
  }, 60_000);
});
