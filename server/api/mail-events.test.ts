import { createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_EVENTS_MAX_BYTES } from "#server/api/mail-events.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const POSTMARK_AUTH = "postmark-hooks:Tz8q-river-bend-41-kayak";
const MAILGUN_KEY = "key-7f3a9c2e41b86d05e9a1c37b52f0d864";
const sendgridKeys = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
/** As SendGrid's settings show the verification key: base64 of the DER SubjectPublicKeyInfo. */
const SENDGRID_PUBLIC_KEY = sendgridKeys.publicKey.export({ format: "der", type: "spki" }).toString("base64");

/** Strings a forged or careless payload might carry where an address belongs. */
const INJECTIONS: unknown[] = [
  "x'); DROP TABLE newsletter_subscribers; --",
  "<script>alert(1)</script>@example.org",
  "<img src=x onerror=alert(1)>",
  "guest@example.org\r\nBcc: everyone@example.org",
  "guest@example.org' OR '1'='1",
  { $ne: null },
  ["guest@example.org"],
];

function postmarkBounce(
  email: unknown,
  type = "HardBounce",
  details = "smtp;550 5.1.1 The email account does not exist.",
) {
  return {
    RecordType: "Bounce",
    MessageStream: "broadcast",
    ID: 4323372036,
    Type: type,
    TypeCode: type === "HardBounce" ? 1 : 4096,
    Name: type,
    Tag: "newsletter",
    MessageID: "883953f4-6105-42a2-a16a-77a8eac79483",
    Metadata: {},
    ServerID: 23,
    Description: "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
    Details: details,
    Email: email,
    From: "news@resort.example",
    BouncedAt: "2026-11-29T16:33:54.9070259Z",
    DumpAvailable: true,
    Inactive: type === "HardBounce",
    CanActivate: true,
    Subject: "River news",
  };
}

function postmarkComplaint(email: string) {
  return {
    RecordType: "SpamComplaint",
    MessageStream: "broadcast",
    ID: 42,
    Type: "SpamComplaint",
    TypeCode: 100001,
    Name: "Spam complaint",
    Tag: "newsletter",
    MessageID: "00000000-0000-0000-0000-000000000000",
    ServerID: 23,
    Description: "The subscriber explicitly marked this message as spam.",
    Details: "Test spam complaint details",
    Email: email,
    From: "news@resort.example",
    BouncedAt: "2026-11-29T16:33:54.9070259Z",
    DumpAvailable: true,
    Inactive: true,
    CanActivate: false,
    Subject: "River news",
  };
}

function mailgunFailed(recipient: unknown, severity = "permanent", reason = "bounce") {
  return {
    event: "failed",
    id: "G9Bn5sl1TC6nu79C8C0bwg",
    timestamp: 1521233195.375624,
    "log-level": severity === "permanent" ? "error" : "warn",
    severity,
    reason,
    recipient,
    "recipient-domain": "example.org",
    "delivery-status": {
      code: severity === "permanent" ? 550 : 452,
      message: "",
      description: severity === "permanent" ? "5.1.1 The email account does not exist" : "4.2.2 Mailbox full",
      "attempt-no": 1,
      "session-seconds": 0.4,
    },
    message: { headers: { to: recipient, from: "news@resort.example", subject: "River news" } },
  };
}

function sendgridEvent(email: unknown, event: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    timestamp: 1764430000,
    "smtp-id": "<14c5d75ce93.dfd.64b469@ismtpd-555>",
    event,
    category: ["newsletter"],
    sg_event_id: randomBytes(16).toString("base64url"),
    sg_message_id: "14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0",
    ...extra,
  };
}

const sendgridBounce = (email: unknown) =>
  sendgridEvent(email, "bounce", {
    reason: "550 5.1.1 The email account does not exist.",
    status: "5.1.1",
    type: "bounce",
    bounce_classification: "Invalid Address",
  });

describe.each(testDatabases())("mail provider webhooks on $name", ({ url }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServerOn(url, "mail_events", {
      MAIL_WEBHOOK_POSTMARK_AUTH: POSTMARK_AUTH,
      MAIL_WEBHOOK_MAILGUN_SIGNING_KEY: MAILGUN_KEY,
      MAIL_WEBHOOK_SENDGRID_PUBLIC_KEY: SENDGRID_PUBLIC_KEY,
    });
    await subscribe("guest@example.org");
  });
  afterAll(() => server?.close());

  const nowSeconds = () => Math.floor(server.deps.clock.now().getTime() / 1000);

  async function subscribe(email: string) {
    const response = await server.postJson("/api/subscribe-newsletter", { email }, { ip: nextClientAddress() });
    expect(response.status).toBe(200);
  }

  const subscriber = (email: string) =>
    server.deps.db
      .selectFrom("newsletter_subscribers")
      .select(["id", "suppressed_at", "suppressed_reason", "unsubscribed_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();

  const suppressions = (target?: string) =>
    server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "subscriber.suppress")
      .$if(target !== undefined, (query) => query.where("target", "=", target!))
      .orderBy("id")
      .execute();

  /** Everything a webhook may change, to show that one changed nothing. */
  const snapshot = async () => ({
    subscribers: await server.deps.db.selectFrom("newsletter_subscribers").selectAll().orderBy("id").execute(),
    audit: await server.deps.db.selectFrom("audit_log").selectAll().orderBy("id").execute(),
  });

  async function expectSuppressed(email: string, reason: "bounce" | "complaint", provider: string, detail: RegExp) {
    const row = await subscriber(email);
    expect(row.suppressed_at).not.toBeNull();
    expect(row.suppressed_reason).toMatch(new RegExp(`^${reason}: ${provider} `));
    expect(row.suppressed_reason).toMatch(detail);
    const entries = await suppressions(`subscriber:${row.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: `mail provider (${provider})`, staff_id: null });
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ reason });
  }

  async function expectUntouched(email: string) {
    const row = await subscriber(email);
    expect(row).toMatchObject({ suppressed_at: null, suppressed_reason: null });
    expect(await suppressions(`subscriber:${row.id}`)).toEqual([]);
  }

  /** Makes writing a suppression's audit entry fail, as a full disk would, until the returned function runs. */
  async function refuseSuppressions(): Promise<() => Promise<void>> {
    const { db, dbKind } = server.deps;
    if (dbKind === "sqlite") {
      await sql`create trigger suppression_refused before insert on audit_log when new.action = 'subscriber.suppress'
        begin select raise(abort, 'disk I/O error'); end`.execute(db);
      return async () => void (await sql`drop trigger suppression_refused`.execute(db));
    }
    await sql`create function suppression_refused() returns trigger language plpgsql
      as $$ begin raise exception 'disk I/O error'; end $$`.execute(db);
    await sql`create trigger suppression_refused before insert on audit_log for each row
      when (new.action = 'subscriber.suppress') execute function suppression_refused()`.execute(db);
    return async () => {
      await sql`drop trigger suppression_refused on audit_log`.execute(db);
      await sql`drop function suppression_refused()`.execute(db);
    };
  }

  /**
   * Sends every injection string where a provider puts the address: each is taken (the provider's
   * retries would change nothing) and changes nothing, though guest@example.org, which some of them
   * start with, is on the list.
   */
  async function expectInjectionsHarmless(send: (email: unknown) => Promise<Response>) {
    const before = await snapshot();
    for (const email of INJECTIONS) expect((await send(email)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    await expectUntouched("guest@example.org");
  }

  describe("Postmark", () => {
    const postmark = (body: unknown, auth: string | null = POSTMARK_AUTH) =>
      server.request("/api/mail-events/postmark", {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: {
          "Content-Type": "application/json",
          ...(auth === null ? {} : { Authorization: `Basic ${Buffer.from(auth).toString("base64")}` }),
        },
      });

    it("suppresses the subscriber of a hard bounce, once, with an audit entry naming Postmark", async () => {
      await subscribe("gone.pm@example.org");
      const response = await postmark(postmarkBounce("Gone.PM@Example.org"));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
      await expectSuppressed("gone.pm@example.org", "bounce", "postmark", /HardBounce smtp;550 5\.1\.1/);

      // Postmark's retry of the same bounce changes nothing and records nothing more.
      const suppressedAt = (await subscriber("gone.pm@example.org")).suppressed_at;
      expect((await postmark(postmarkBounce("gone.pm@example.org"))).status).toBe(200);
      expect((await subscriber("gone.pm@example.org")).suppressed_at).toBe(suppressedAt);
      await expectSuppressed("gone.pm@example.org", "bounce", "postmark", /HardBounce/);
    });

    it("suppresses a bad address, and a spam complaint as a complaint", async () => {
      await subscribe("typo.pm@example.org");
      await subscribe("annoyed.pm@example.org");
      expect((await postmark(postmarkBounce("typo.pm@example.org", "BadEmailAddress"))).status).toBe(200);
      expect((await postmark(postmarkComplaint("annoyed.pm@example.org"))).status).toBe(200);
      await expectSuppressed("typo.pm@example.org", "bounce", "postmark", /BadEmailAddress/);
      await expectSuppressed("annoyed.pm@example.org", "complaint", "postmark", /SpamComplaint/);
    });

    it("leaves temporary failures and failures that are not the address's alone", async () => {
      await subscribe("full.pm@example.org");
      for (const type of ["Transient", "SoftBounce", "DnsError", "Blocked", "AutoResponder", "DMARCPolicy"]) {
        expect((await postmark(postmarkBounce("full.pm@example.org", type, "452 4.2.2 Mailbox full"))).status).toBe(
          200,
        );
      }
      await expectUntouched("full.pm@example.org");
    });

    it("refuses a request without Postmark's credentials, or with others", async () => {
      await subscribe("safe.pm@example.org");
      const before = await snapshot();
      const missing = await postmark(postmarkBounce("safe.pm@example.org"), null);
      expect(missing.status).toBe(401);
      expect(missing.headers.get("www-authenticate")).toMatch(/^Basic /);
      expect(
        (await postmark(postmarkBounce("safe.pm@example.org"), "postmark-hooks:wrong-password-1234567")).status,
      ).toBe(401);
      expect((await postmark(postmarkBounce("safe.pm@example.org"), `${POSTMARK_AUTH}x`)).status).toBe(401);
      const bearer = await server.request("/api/mail-events/postmark", {
        method: "POST",
        body: JSON.stringify(postmarkBounce("safe.pm@example.org")),
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${POSTMARK_AUTH}` },
      });
      expect(bearer.status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });

    it("answers 400 to a body that is not JSON or not a Postmark record, and 413 to an oversize one", async () => {
      const broken = await postmark('{"RecordType": "Bounce", "Email": ');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ error: "The request body is not valid JSON." });
      expect((await postmark([postmarkBounce("x@example.org")])).status).toBe(400);
      expect((await postmark({ Email: "x@example.org" })).status).toBe(400);
      const oversize = await postmark({
        ...postmarkBounce("x@example.org"),
        Content: "x".repeat(MAIL_EVENTS_MAX_BYTES),
      });
      expect(oversize.status).toBe(413);
    });

    it("takes record types it does not act on, and addresses on no list, and changes nothing", async () => {
      await subscribe("reader.pm@example.org");
      const before = await snapshot();
      const delivery = { RecordType: "Delivery", Email: "reader.pm@example.org", Details: "Test delivery webhook" };
      const open = { RecordType: "Open", Recipient: "reader.pm@example.org", FirstOpen: true };
      for (const body of [
        delivery,
        open,
        postmarkBounce("stranger.pm@example.org"),
        postmarkComplaint("nobody@example.org"),
      ]) {
        expect((await postmark(body)).status).toBe(200);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("stores nothing of injection strings in the address, and keeps the bounce's words on one line", async () => {
      await expectInjectionsHarmless((email) => postmark(postmarkBounce(email)));
      await subscribe("o'hara+river.pm@example.org");
      const details = "smtp;550 5.1.1 <b>no</b>\r\nX-Injected: yes\u2028'); DROP TABLE audit_log; --\u202etxt.exe";
      expect((await postmark(postmarkBounce("o'hara+river.pm@example.org", "HardBounce", details))).status).toBe(200);
      const row = await subscriber("o'hara+river.pm@example.org");
      expect(row.suppressed_reason).toBe(
        "bounce: postmark HardBounce smtp;550 5.1.1 <b>no</b> X-Injected: yes '); DROP TABLE audit_log; -- txt.exe",
      );
      expect((await suppressions(`subscriber:${row.id}`)).length).toBe(1);
    });
  });

  describe("Mailgun", () => {
    function signature({ timestamp = nowSeconds(), token = randomBytes(25).toString("hex"), key = MAILGUN_KEY } = {}) {
      return {
        timestamp: String(timestamp),
        token,
        signature: createHmac("sha256", key).update(`${timestamp}${token}`).digest("hex"),
      };
    }
    const mailgun = (eventData: unknown, signed: unknown = signature()) =>
      server.postJson("/api/mail-events/mailgun", { signature: signed, "event-data": eventData });

    it("suppresses the recipient of a permanent failure and of a complaint", async () => {
      await subscribe("gone.mg@example.org");
      await subscribe("annoyed.mg@example.org");
      await subscribe("listed.mg@example.org");
      const response = await mailgun(mailgunFailed("gone.mg@example.org"));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
      const complaint = { event: "complained", id: "-Agny091SquKnsrW2NEKUA", recipient: "annoyed.mg@example.org" };
      expect((await mailgun(complaint)).status).toBe(200);
      // An address Mailgun holds on its own bounce list fails at once, permanently; a delivery status shaped
      // otherwise than documented only loses its words.
      const listed = {
        ...mailgunFailed("listed.mg@example.org", "permanent", "suppress-bounce"),
        "delivery-status": "605",
      };
      expect((await mailgun(listed)).status).toBe(200);
      await expectSuppressed("gone.mg@example.org", "bounce", "mailgun", /failed bounce 550 5\.1\.1/);
      await expectSuppressed("annoyed.mg@example.org", "complaint", "mailgun", /complained/);
      await expectSuppressed("listed.mg@example.org", "bounce", "mailgun", /suppress-bounce/);
    });

    it("leaves a temporary failure, and a permanent one about the sender, alone", async () => {
      await subscribe("full.mg@example.org");
      expect((await mailgun(mailgunFailed("full.mg@example.org", "temporary", "generic"))).status).toBe(200);
      expect((await mailgun(mailgunFailed("full.mg@example.org", "permanent", "espblock"))).status).toBe(200);
      await expectUntouched("full.mg@example.org");
    });

    it("refuses a missing or wrong signature, and a stale one", async () => {
      await subscribe("safe.mg@example.org");
      const before = await snapshot();
      const event = mailgunFailed("safe.mg@example.org");
      expect((await server.postJson("/api/mail-events/mailgun", { "event-data": event })).status).toBe(401);
      expect((await mailgun(event, signature({ key: "key-someone-elses-signing-key-0000" }))).status).toBe(401);
      const forged = { ...signature(), token: "a-token-the-signature-is-not-for" };
      expect((await mailgun(event, forged)).status).toBe(401);
      expect((await mailgun(event, { ...signature(), signature: "not hex" })).status).toBe(401);
      const stale = await mailgun(event, signature({ timestamp: nowSeconds() - 6 * 60 }));
      expect(stale.status).toBe(401);
      expect(await stale.json()).toEqual({ error: "The request's signature is too old." });
      expect((await mailgun(event, signature({ timestamp: nowSeconds() + 6 * 60 }))).status).toBe(401);
      expect(await snapshot()).toEqual(before);
      expect((await mailgun(event, signature({ timestamp: nowSeconds() - 4 * 60 }))).status).toBe(200);
      await expectSuppressed("safe.mg@example.org", "bounce", "mailgun", /bounce/);
    });

    it("refuses a request sent again with the token it was signed with", async () => {
      await subscribe("first.mg@example.org");
      await subscribe("second.mg@example.org");
      const signed = signature();
      expect((await mailgun({ event: "delivered", recipient: "first.mg@example.org" }, signed)).status).toBe(200);
      const before = await snapshot();
      const replay = await mailgun(mailgunFailed("second.mg@example.org"), signed);
      expect(replay.status).toBe(401);
      expect(await replay.json()).toEqual({ error: "This request was already received." });
      expect(await snapshot()).toEqual(before);
      await expectUntouched("second.mg@example.org");
    });

    it("suppresses and records both or neither, and takes Mailgun's retry of a request that failed here", async () => {
      await subscribe("retried.mg@example.org");
      const signed = signature();
      const restore = await refuseSuppressions();
      try {
        expect((await mailgun(mailgunFailed("retried.mg@example.org"), signed)).status).toBe(500);
      } finally {
        await restore();
      }
      await expectUntouched("retried.mg@example.org");
      expect((await mailgun(mailgunFailed("retried.mg@example.org"), signed)).status).toBe(200);
      await expectSuppressed("retried.mg@example.org", "bounce", "mailgun", /bounce/);
    });

    it("answers 400 to a body that is not JSON or not a Mailgun webhook, and 413 to an oversize one", async () => {
      expect((await server.postJson("/api/mail-events/mailgun", '{"signature": {')).status).toBe(400);
      expect((await server.postJson("/api/mail-events/mailgun", [1, 2])).status).toBe(400);
      expect((await mailgun("not an event")).status).toBe(400);
      expect((await mailgun({ recipient: "x@example.org" })).status).toBe(400);
      const padding = "x".repeat(MAIL_EVENTS_MAX_BYTES);
      expect((await mailgun({ ...mailgunFailed("x@example.org"), padding })).status).toBe(413);
    });

    it("takes events it does not act on, and addresses on no list, and changes nothing", async () => {
      await subscribe("reader.mg@example.org");
      const before = await snapshot();
      for (const event of [
        { event: "opened", recipient: "reader.mg@example.org" },
        { event: "unsubscribed", recipient: "reader.mg@example.org" },
        { event: "a-future-event", recipient: "reader.mg@example.org" },
        mailgunFailed("stranger.mg@example.org"),
      ]) {
        expect((await mailgun(event)).status).toBe(200);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("stores nothing of injection strings in the address", async () => {
      await expectInjectionsHarmless((email) => mailgun(mailgunFailed(email)));
    });
  });

  describe("SendGrid", () => {
    function sendgrid(
      events: unknown,
      {
        timestamp = nowSeconds(),
        key = sendgridKeys.privateKey,
        body = JSON.stringify(events),
        signedBody = body,
      }: { timestamp?: number; key?: KeyObject; body?: string; signedBody?: string } = {},
    ) {
      const signed = Buffer.concat([Buffer.from(String(timestamp)), Buffer.from(signedBody)]);
      return server.request("/api/mail-events/sendgrid", {
        method: "POST",
        body,
        headers: {
          "Content-Type": "application/json",
          "X-Twilio-Email-Event-Webhook-Signature": sign("sha256", signed, key).toString("base64"),
          "X-Twilio-Email-Event-Webhook-Timestamp": String(timestamp),
        },
      });
    }

    it("suppresses the address of a bounce in a batch, and of a spam report as a complaint", async () => {
      await subscribe("gone.sg@example.org");
      await subscribe("annoyed.sg@example.org");
      await subscribe("reader.sg@example.org");
      const response = await sendgrid([
        sendgridEvent("reader.sg@example.org", "processed"),
        sendgridEvent("reader.sg@example.org", "delivered", { response: "250 OK" }),
        sendgridBounce("gone.sg@example.org"),
        sendgridEvent("annoyed.sg@example.org", "spamreport"),
      ]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
      await expectSuppressed("gone.sg@example.org", "bounce", "sendgrid", /bounce 5\.1\.1 550 5\.1\.1/);
      await expectSuppressed("annoyed.sg@example.org", "complaint", "sendgrid", /spamreport/);
      await expectUntouched("reader.sg@example.org");
    });

    it("leaves a blocked message, a deferral and a drop alone", async () => {
      await subscribe("full.sg@example.org");
      const response = await sendgrid([
        sendgridEvent("full.sg@example.org", "bounce", {
          reason: "550 5.7.1 Message rejected due to sender reputation",
          status: "5.7.1",
          type: "blocked",
          bounce_classification: "Reputation",
        }),
        sendgridEvent("full.sg@example.org", "deferred", { response: "452 4.2.2 Mailbox full", attempt: "5" }),
        sendgridEvent("full.sg@example.org", "dropped", { reason: "Bounced Address", status: "5.0.0" }),
      ]);
      expect(response.status).toBe(200);
      await expectUntouched("full.sg@example.org");
    });

    it("refuses a missing or wrong signature, a body changed after signing, and a stale timestamp", async () => {
      await subscribe("safe.sg@example.org");
      const before = await snapshot();
      const events = [sendgridBounce("safe.sg@example.org")];
      const unsigned = await server.request("/api/mail-events/sendgrid", {
        method: "POST",
        body: JSON.stringify(events),
        headers: { "Content-Type": "application/json" },
      });
      expect(unsigned.status).toBe(401);
      const otherKey = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey;
      expect((await sendgrid(events, { key: otherKey })).status).toBe(401);
      const changed = JSON.stringify([sendgridBounce("someone.else@example.org")]);
      expect((await sendgrid(events, { signedBody: changed })).status).toBe(401);
      const stale = await sendgrid(events, { timestamp: nowSeconds() - 6 * 60 });
      expect(stale.status).toBe(401);
      expect(await stale.json()).toEqual({ error: "The request's signature is too old." });
      expect(await snapshot()).toEqual(before);
      expect((await sendgrid(events, { timestamp: nowSeconds() - 4 * 60 })).status).toBe(200);
      await expectSuppressed("safe.sg@example.org", "bounce", "sendgrid", /bounce/);
    });

    it("answers 400 to a signed body that is not JSON or not a list of events, and 413 to an oversize one", async () => {
      const broken = await sendgrid(null, { body: '[{"event": "bounce"' });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ error: "The request body is not valid JSON." });
      expect((await sendgrid({ event: "bounce", email: "x@example.org" })).status).toBe(400);
      expect((await sendgrid(null, { body: "x".repeat(MAIL_EVENTS_MAX_BYTES + 1) })).status).toBe(413);
    });

    it("takes a batch as large as SendGrid posts", async () => {
      await subscribe("last.sg@example.org");
      const batch: unknown[] = [];
      let bytes = 0;
      while (bytes < 760 * 1024) {
        const delivered = sendgridEvent(`reader${batch.length}.sg@example.org`, "delivered", { response: "250 OK" });
        bytes += JSON.stringify(delivered).length + 1;
        batch.push(delivered);
      }
      batch.push(sendgridBounce("last.sg@example.org"));
      expect((await sendgrid(batch)).status).toBe(200);
      await expectSuppressed("last.sg@example.org", "bounce", "sendgrid", /bounce/);
    });

    it("takes events it does not act on, and addresses on no list, and changes nothing", async () => {
      await subscribe("reader2.sg@example.org");
      const before = await snapshot();
      const response = await sendgrid([
        sendgridEvent("reader2.sg@example.org", "open", { useragent: "Mozilla/5.0", ip: "192.0.2.1" }),
        sendgridEvent("reader2.sg@example.org", "group_unsubscribe", { asm_group_id: 10 }),
        sendgridEvent("reader2.sg@example.org", "a_future_event"),
        { not: "an event" },
        "not even an object",
        sendgridBounce("stranger.sg@example.org"),
      ]);
      expect(response.status).toBe(200);
      expect(await snapshot()).toEqual(before);
    });

    it("stores nothing of injection strings in the address", async () => {
      await expectInjectionsHarmless((email) => sendgrid([sendgridBounce(email), sendgridEvent(email, "spamreport")]));
    });
  });
});

describe("mail provider webhooks, whatever the database", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MAIL_WEBHOOK_POSTMARK_AUTH: POSTMARK_AUTH });
  });
  afterAll(() => server?.close());

  it("answer 404 where the provider has no credentials configured", async () => {
    for (const provider of ["mailgun", "sendgrid", "ses", ""]) {
      const response = await server.postJson(`/api/mail-events/${provider}`, [sendgridBounce("x@example.org")]);
      expect(response.status).toBe(404);
    }
    expect((await server.request("/api/mail-events/postmark")).status).toBe(404);
    const postmark = await server.postJson("/api/mail-events/postmark", postmarkBounce("x@example.org"));
    expect(postmark.status).toBe(401);
  });

  it("turn away a flood from one address, far above what a provider sends", async () => {
    const ip = nextClientAddress();
    const guess = () => server.postJson("/api/mail-events/postmark", postmarkBounce("x@example.org"), { ip });
    for (let request = 0; request < 600; request += 1) expect((await guess()).status).toBe(401);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await server.postJson("/api/mail-events/postmark", postmarkBounce("x@example.org"), {
      ip: nextClientAddress(),
    });
    expect(other.status).toBe(401);
  });
});
