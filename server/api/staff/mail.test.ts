import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailSummary } from "#domain/staff/mail-schemas.ts";
import { RETRY_FOR_MS } from "#server/mail/outbox.ts";
import { validContact } from "#server/testing/messages.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

type Counts = { pending: number; failed: number; late: number };

describe("the outbox and the dashboard in the console", () => {
  let server: TestServer;
  let smtp: TestSmtp | undefined;
  let port: number;
  let manager: StaffClient;
  let desk: StaffClient;
  const start = new Date("2026-11-24T15:00:00.000Z").getTime();

  const cookie = (member: StaffClient) => freshSessionCookie(server, member);
  const get = async <T>(member: StaffClient, path: string) => {
    const response = await staffRequest(server, path, { cookie: await cookie(member) });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const mailList = (query = "") =>
    get<{ mails: MailSummary[]; nextBefore: number | null; counts: Counts }>(manager, `/mail${query}`);
  const dashboard = (member: StaffClient) =>
    get<{
      leads: { unread: number; new: number; today: number; week: number };
      guests: { total: number; blocked: number; week: number };
      subscribers?: { subscribed: number };
      mail: Counts;
    }>(member, "/dashboard");

  beforeAll(async () => {
    // A port with no mail server behind it yet: every delivery is refused until the test starts one.
    const probe = await startTestSmtp();
    port = probe.port;
    await probe.stop();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    server.deps.clock.set(new Date(start));
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    desk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
    expect((await server.postJson("/api/send-contact-email", validContact)).status).toBe(200);
    await server.deps.outbox.drain();
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it("lists waiting mail with the reason it has not gone, and the dashboard counts it as late after 15 minutes", async () => {
    const { mails, counts } = await mailList();
    const [ack, staffCopy] = mails;
    expect(mails.map((mail) => [mail.kind, mail.to, mail.status])).toEqual([
      ["contact-ack", "ada@example.org", "pending"],
      ["contact-staff", server.env.FRONT_DESK_EMAIL, "pending"],
    ]);
    expect(ack?.attempts).toBe(1);
    expect(ack?.lastError).toMatch(/ECONNREFUSED/);
    expect(staffCopy?.subject).toBe(`Contact form: ${validContact.subject}`);
    expect(counts).toEqual({ pending: 2, failed: 0, late: 0 });
    expect((await mailList("?q=ADA@")).mails).toHaveLength(1);
    expect((await mailList("?status=sent")).mails).toEqual([]);

    server.deps.clock.set(new Date(start + 20 * 60_000));
    const board = await dashboard(desk);
    expect(board.mail).toEqual({ pending: 2, failed: 0, late: 2 });
    expect(board.leads).toEqual({ unread: 1, new: 1, today: 1, week: 1 });
    expect(board.subscribers).toBeUndefined();
    expect((await dashboard(manager)).subscribers).toEqual({ subscribed: 0, week: 0 });
  });

  it("shows a mail as it was sent: text, HTML and Reply-To", async () => {
    const { mails } = await mailList("?q=ada@");
    const { mail } = await get<{ mail: MailSummary & { text: string; html: string | null; replyTo: string | null } }>(
      manager,
      `/mail/${mails[0]?.id}`,
    );
    expect(mail.text).toContain("Thank you for contacting");
    expect(mail.html).toMatch(/^<!doctype html>/);
    const staffCopy = (await mailList(`?q=${encodeURIComponent(server.env.FRONT_DESK_EMAIL)}`)).mails[0];
    const { mail: copy } = await get<{ mail: { replyTo: string | null } }>(manager, `/mail/${staffCopy?.id}`);
    expect(copy.replyTo).toBe('"Ada Lovelace" <ada@example.org>');
    expect((await staffRequest(server, "/mail/99999", { cookie: await cookie(manager) })).status).toBe(404);
    expect((await staffRequest(server, `/mail/${mails[0]?.id}`, { cookie: await cookie(desk) })).status).toBe(403);
  });

  it("retries a mail that failed for good, once the mail server is back; refuses to resend one that did not fail", async () => {
    server.deps.clock.set(new Date(start + RETRY_FOR_MS + 60_000));
    await server.deps.outbox.drain();
    const failed = await mailList("?status=failed");
    expect(failed.mails).toHaveLength(2);
    expect((await dashboard(desk)).mail).toMatchObject({ failed: 2 });

    const id = failed.mails.find((mail) => mail.kind === "contact-ack")?.id ?? 0;
    smtp = await startTestSmtp(port);
    const retried = await staffRequest(server, `/mail/${id}/retry`, { method: "POST", cookie: await cookie(manager) });
    expect(retried.status).toBe(200);
    await server.deps.outbox.drain();
    const [arrived] = await smtp.waitFor(1);
    expect(arrived?.subject).toContain("We received your message");
    const { mail } = await get<{ mail: MailSummary }>(manager, `/mail/${id}`);
    expect(mail.status).toBe("sent");
    expect((await mailList()).counts).toEqual({ pending: 0, failed: 1, late: 0 });

    const again = await staffRequest(server, `/mail/${id}/retry`, { method: "POST", cookie: await cookie(manager) });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "Only a mail that failed can be sent again." });
    const entry = await server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "mail.retry")
      .executeTakeFirstOrThrow();
    expect([entry.actor, entry.target]).toEqual(["manager@example.com", `mail:${id}`]);
    for (const bad of ["?status=lost", "?limit=500", "?to=x"])
      expect((await staffRequest(server, `/mail${bad}`, { cookie: await cookie(manager) })).status, bad).toBe(400);
  });
});
