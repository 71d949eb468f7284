import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "#domain/newsletter.ts";
import { unsubscribeToken } from "#server/newsletter/unsubscribe-token.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { addresses } from "#server/testing/messages.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: "http://resort.test" });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const subscribe = (body: unknown, ip = nextClientAddress()) =>
  server.postJson("/api/subscribe-newsletter", body, { ip });

async function subscriber(email: string) {
  return server.deps.db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
}

async function welcomeMail(email: string) {
  await server.deps.outbox.drain();
  return smtp.waitForMail((mail) => addresses(mail.to).includes(email));
}

async function subscriberCount() {
  return Number(
    (
      await server.deps.db
        .selectFrom("newsletter_subscribers")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

describe("POST /api/subscribe-newsletter", () => {
  it("stores the trimmed, lower-cased address and sends a welcome mail with a working unsubscribe link", async () => {
    const response = await subscribe({ email: "  River.Fan@Example.ORG " });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await subscriber("river.fan@example.org")).toMatchObject({
      email: "river.fan@example.org",
      unsubscribed_at: null,
    });

    const [welcome, ...more] = await welcomeMail("river.fan@example.org");
    expect(more).toEqual([]);
    expect(welcome?.subject).toContain("Welcome to the");
    const link = /http:\/\/resort\.test\/api\/unsubscribe\?token=[A-Za-z0-9_.-]+/.exec(welcome?.text ?? "")?.[0];
    expect(link).toBeDefined();
    expect(welcome?.html).toContain(`href="${link}"`);

    // The link only asks; a mail scanner following it changes nothing.
    const page = await server.request(link!.replace("http://resort.test", ""));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("script-src");
    const html = await page.text();
    expect(html).toContain("river.fan@example.org");
    expect(html).toContain('<form method="post" action="/api/unsubscribe">');
    expect((await subscriber("river.fan@example.org"))?.unsubscribed_at).toBeNull();

    const token = new URL(link!).searchParams.get("token")!;
    const done = await server.request("/api/unsubscribe", {
      method: "POST",
      body: new URLSearchParams({ token }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You&#39;re unsubscribed");
    expect((await subscriber("river.fan@example.org"))?.unsubscribed_at).not.toBeNull();

    // Subscribing again after leaving is welcome, not a duplicate.
    expect((await subscribe({ email: "river.fan@example.org" })).status).toBe(200);
    expect((await subscriber("river.fan@example.org"))?.unsubscribed_at).toBeNull();
  });

  it("offers one-click unsubscribe (RFC 8058) in the mail's headers, and the provider's POST unsubscribes", async () => {
    expect((await subscribe({ email: "one-click@example.org" })).status).toBe(200);
    const [welcome] = await welcomeMail("one-click@example.org");
    // As written in the mail, unfolded.
    const header = (name: string) =>
      (welcome?.headerLines.find((line) => line.key === name)?.line ?? "").replace(/\r\n[ \t]+/g, " ");
    const listUnsubscribe = /^List-Unsubscribe: <(http:\/\/resort\.test\/api\/unsubscribe\?token=[\w.-]+)>$/i.exec(
      header("list-unsubscribe"),
    );
    expect(listUnsubscribe).not.toBeNull();
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // The header names the same URL as the link in the body, which keeps its confirmation page.
    const url = listUnsubscribe?.[1] ?? "";
    expect(welcome?.text).toContain(url);

    // What a mailbox provider sends: no page, no cookie, only the form field.
    const oneClick = await server.request(url.replace("http://resort.test", ""), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect((await subscriber("one-click@example.org"))?.unsubscribed_at).not.toBeNull();
  });

  it("answers 409 for an address already on the list, however it is spelled", async () => {
    expect((await subscribe({ email: "twice@example.org" })).status).toBe(200);
    const again = await subscribe({ email: " TWICE@example.org" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: newsletterMessages.duplicateError });
    const rows = await server.deps.db
      .selectFrom("newsletter_subscribers")
      .select("email")
      .where("email", "like", "%twice%")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses forged, altered and malformed unsubscribe tokens", async () => {
    expect((await subscribe({ email: "victim@example.org" })).status).toBe(200);
    const forged = unsubscribeToken("some-other-secret-some-other-secret-00", "victim@example.org");
    const real = unsubscribeToken(server.env.APP_SECRET, "someone@example.org");
    const altered = `${Buffer.from("victim@example.org").toString("base64url")}.${real.split(".")[1]}`;
    for (const token of [forged, altered, "", "nonsense", "<script>"]) {
      const page = await server.request(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain("This unsubscribe link is invalid.");
      expect(html).not.toContain("<script>");
      const post = await server.request(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
      expect(post.status).toBe(400);
    }
    expect((await subscriber("victim@example.org"))?.unsubscribed_at).toBeNull();
  });

  it("answers each kind of bad input with a clear JSON 4xx and stores nothing", async () => {
    const before = await subscriberCount();
    const cases: Array<[string, () => Promise<Response>, number, Record<string, unknown>]> = [
      [
        "malformed JSON",
        () => server.postJson("/api/subscribe-newsletter", '{"email":', { ip: nextClientAddress() }),
        400,
        { error: "The request body is not valid JSON." },
      ],
      [
        "wrong content type",
        () =>
          server.request("/api/subscribe-newsletter", {
            method: "POST",
            body: "email=a@example.org",
            headers: { "Content-Type": "text/plain" },
            ip: nextClientAddress(),
          }),
        415,
        { error: "Send the request as application/json." },
      ],
      [
        "an empty address",
        () => subscribe({ email: "   " }),
        400,
        { error: newsletterMessages.emailRequiredDescription },
      ],
      [
        "a malformed address",
        () => subscribe({ email: "not an address" }),
        400,
        { error: "Please enter a valid email address." },
      ],
      [
        "CR/LF in the address",
        () => subscribe({ email: "a@example.org\r\nBcc: b@example.org" }),
        400,
        { error: "Please enter a valid email address." },
      ],
      ["a wrong type", () => subscribe({ email: ["a@example.org"] }), 400, { fields: { email: expect.any(String) } }],
      ["a missing address", () => subscribe({}), 400, { fields: { email: expect.any(String) } }],
      [
        "an unknown field",
        () => subscribe({ email: "a@example.org", list: "vip" }),
        400,
        { fields: { list: "Unknown field." } },
      ],
      [
        "an oversize body",
        () => subscribe({ email: `${"a".repeat(20_000)}@example.org` }),
        413,
        { error: "The request is too large." },
      ],
    ];
    for (const [name, send, status, body] of cases) {
      const response = await send();
      expect(response.status, name).toBe(status);
      expect(await response.json(), name).toMatchObject(body);
    }
    expect(await subscriberCount()).toBe(before);
  });

  it("silently drops a bot that fills the honeypot", async () => {
    const before = await subscriberCount();
    const response = await subscribe({ email: "bot@example.org", website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await subscriberCount()).toBe(before);
    expect(await subscriber("bot@example.org")).toBeUndefined();
  });

  it("limits each client to 5 attempts per 10 minutes with a clear 429", async () => {
    const ip = nextClientAddress();
    for (let i = 0; i < 5; i += 1) expect((await subscribe({ email: `rate${i}@example.org` }, ip)).status).toBe(200);
    const limited = await subscribe({ email: "rate-last@example.org" }, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: newsletterMessages.rateLimited });
    expect(await subscriber("rate-last@example.org")).toBeUndefined();
  });
});
