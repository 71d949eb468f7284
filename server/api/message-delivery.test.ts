import { afterEach, describe, expect, it } from "vitest";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import { addresses, validContact, validInquiry } from "../testing/messages.ts";
import { startTestSmtp } from "../testing/smtp.ts";
import { startTestServer, temporaryDatabase, type TestServer } from "../testing/test-server.ts";

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
    cleanups.push(async () => database.remove());
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
    await smtp.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([second.deps.outbox.drain(), third.deps.outbox.drain()]);

    const recipients = smtp.messages.map((message) => addresses(message.to)[0]).sort();
    expect(recipients).toEqual(["couple@example.org", "fan@example.org", second.env.SALES_EMAIL].sort());
    expect((await outboxRows(second)).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });
});
