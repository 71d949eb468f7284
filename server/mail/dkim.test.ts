import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpTransport } from "#server/mail/outbox.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { checkDkim } from "#server/testing/dkim.ts";
import { addresses } from "#server/testing/messages.ts";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;

/** A campaign's mail as mailbox providers want it: one-click unsubscribe, a list id, both parts. */
const campaignMail = {
  kind: "newsletter-campaign",
  from: "Coosa Riverside RV Resort <news@resort.example>",
  to: "guest@example.org",
  subject: "Fall on the river — kayaks, lights and chili night",
  text: "Fall on the river.\n\nThe kayaks are out until November.   Trailing spaces stay in the mail.   \n\n\n",
  html: "<p>Fall on the river.</p>\n<p>The kayaks are out until November.</p>",
  headers: {
    "List-Unsubscribe": "<https://resort.example/api/unsubscribe?token=abc.def>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": "River news <river-news.resort.example>",
  },
};

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.stop());

async function delivered(to: string) {
  const [mail] = await smtp.waitForMail((message) => addresses(message.to).includes(to));
  return smtp.source(mail!);
}

describe("DKIM signing", () => {
  it("signs each mail with the configured key, covering the list headers, so that a receiver's check passes", async () => {
    const transport = smtpTransport(smtp.url, {
      dkim: { domainName: "resort.example", keySelector: "mail2026", privateKey },
    });
    try {
      await transport.send({ ...campaignMail, to: "signed@example.org" }, AbortSignal.timeout(10_000));
    } finally {
      transport.close();
    }
    const source = await delivered("signed@example.org");

    const check = checkDkim(source, publicKey);
    expect(check.tags).toMatchObject({
      v: "1",
      a: "rsa-sha256",
      c: "relaxed/relaxed",
      d: "resort.example",
      s: "mail2026",
    });
    expect(check.signedHeaders).toEqual(
      expect.arrayContaining(["from", "to", "subject", "list-unsubscribe", "list-unsubscribe-post", "list-id"]),
    );
    expect(check.bodyHashMatches).toBe(true);
    expect(check.signatureVerifies).toBe(true);

    // What the signature is for: a changed header or body, or another domain's key, no longer verifies.
    const altered = (from: string, to: string) => {
      const text = source.toString("latin1");
      expect(text).toContain(from);
      return Buffer.from(text.replace(from, to), "latin1");
    };
    expect(checkDkim(altered("token=abc.def", "token=abc.xyz"), publicKey).signatureVerifies).toBe(false);
    expect(
      checkDkim(altered("List-Unsubscribe=One-Click", "List-Unsubscribe=Two-Clicks"), publicKey).signatureVerifies,
    ).toBe(false);
    expect(checkDkim(altered("<river-news.resort.example>", "<spam.example>"), publicKey).signatureVerifies).toBe(
      false,
    );
    expect(checkDkim(altered("November", "December"), publicKey).bodyHashMatches).toBe(false);
    expect(checkDkim(source, otherKey).signatureVerifies).toBe(false);
  });

  it("signs nothing without a key", async () => {
    const transport = smtpTransport(smtp.url);
    try {
      await transport.send({ ...campaignMail, to: "unsigned@example.org" }, AbortSignal.timeout(10_000));
    } finally {
      transport.close();
    }
    expect((await delivered("unsigned@example.org")).toString("latin1")).not.toMatch(/^DKIM-Signature:/im);
  });

  describe("configured by DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY", () => {
    let server: TestServer;
    beforeAll(async () => {
      const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
      server = await startTestServer({
        SMTP_URL: smtp.url,
        DKIM_DOMAIN: "resort.example",
        DKIM_SELECTOR: "mail2026",
        // As an env file holds it: one line, its line breaks written \n.
        DKIM_PRIVATE_KEY: pem.trim().replace(/\n/g, "\\n"),
      });
    });
    afterAll(() => server?.close());

    it("signs the mail the site sends, its one-click unsubscribe headers included", async () => {
      const response = await server.postJson(
        "/api/subscribe-newsletter",
        { email: "new.reader@example.org" },
        { ip: nextClientAddress() },
      );
      expect(response.status).toBe(200);
      await server.deps.outbox.drain();
      const check = checkDkim(await delivered("new.reader@example.org"), publicKey);
      expect(check.tags).toMatchObject({ d: "resort.example", s: "mail2026" });
      expect(check.signedHeaders).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
      expect(check.bodyHashMatches).toBe(true);
      expect(check.signatureVerifies).toBe(true);
    });
  });
});
