import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { validContact, validInquiry } from "#server/testing/messages.ts";

/**
 * A record and the mail about it are written together or not at all. A write to the outbox that
 * fails (the disk fills up, the process dies in between) is played by a trigger that refuses it.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await sql`drop trigger if exists outbox_refuses`.execute(server.deps.db);
});

async function refuseOutboxWrites(): Promise<void> {
  await sql`create trigger outbox_refuses before insert on outbox begin select raise(abort, 'disk I/O error'); end`.execute(
    server.deps.db,
  );
}

async function allowOutboxWrites(): Promise<void> {
  await sql`drop trigger outbox_refuses`.execute(server.deps.db);
}

async function mailsTo(address: string) {
  return server.deps.db.selectFrom("outbox").select("kind").where("to_address", "=", address).orderBy("id").execute();
}

describe("a record and its mail are stored in one transaction", () => {
  it("contact form: nothing is stored when its mail cannot be queued, and a retry stores both", async () => {
    const message = { ...validContact, email: "atomic-contact@example.org" };
    await refuseOutboxWrites();
    const failed = await server.postJson("/api/send-contact-email", message, { ip: nextClientAddress() });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: expect.any(String) });
    const stored = () =>
      server.deps.db.selectFrom("contact_messages").select("id").where("email", "=", message.email).execute();
    expect(await stored()).toEqual([]);

    await allowOutboxWrites();
    expect((await server.postJson("/api/send-contact-email", message, { ip: nextClientAddress() })).status).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect(await mailsTo(message.email)).toEqual([{ kind: "contact-ack" }]);
  });

  it("inquiry: nothing is stored when its mail cannot be queued", async () => {
    const inquiry = validInquiry(inquiryForms.wedding, { email: "atomic-inquiry@example.org" });
    await refuseOutboxWrites();
    expect((await server.postJson("/api/send-contact-email", inquiry, { ip: nextClientAddress() })).status).toBe(500);
    const stored = () =>
      server.deps.db.selectFrom("inquiries").select("id").where("email", "=", "atomic-inquiry@example.org").execute();
    expect(await stored()).toEqual([]);

    await allowOutboxWrites();
    expect((await server.postJson("/api/send-contact-email", inquiry, { ip: nextClientAddress() })).status).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect(await mailsTo("atomic-inquiry@example.org")).toEqual([{ kind: "inquiry-wedding-ack" }]);
  });

  it("newsletter: the address is not kept without its welcome mail, so signing up again works", async () => {
    const email = "atomic-fan@example.org";
    await refuseOutboxWrites();
    expect((await server.postJson("/api/subscribe-newsletter", { email }, { ip: nextClientAddress() })).status).toBe(
      500,
    );
    await allowOutboxWrites();
    const again = await server.postJson("/api/subscribe-newsletter", { email }, { ip: nextClientAddress() });
    expect(again.status).toBe(200);
    expect(await mailsTo(email)).toEqual([{ kind: "newsletter-welcome" }]);
  });

  it("guest account: no account without its verification mail, so registering again works", async () => {
    const email = "atomic-guest@example.org";
    const register = () =>
      server.postJson(
        "/api/collections/users/records",
        {
          email,
          password: "river-pass-1",
          passwordConfirm: "river-pass-1",
          phone_number: "2565550123",
          first_name: "Ada",
          last_name: "Lovelace",
          username: "atomicguest",
        },
        { ip: nextClientAddress() },
      );
    await refuseOutboxWrites();
    const failed = await register();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ status: 500 });
    await allowOutboxWrites();
    expect((await register()).status).toBe(200);
    expect(await mailsTo(email)).toEqual([{ kind: "email-verification" }]);
  });

  it("password reset: a reset whose mail could not be queued does not hold back the next request", async () => {
    const email = "atomic-reset@example.org";
    const created = await server.postJson(
      "/api/collections/users/records",
      {
        email,
        password: "river-pass-1",
        passwordConfirm: "river-pass-1",
        phone_number: "2565550123",
        first_name: "Ada",
        last_name: "Lovelace",
        username: "atomicreset",
      },
      { ip: nextClientAddress() },
    );
    expect(created.status).toBe(200);
    const requestReset = () =>
      server.postJson("/api/collections/users/request-password-reset", { email }, { ip: nextClientAddress() });

    await refuseOutboxWrites();
    expect((await requestReset()).status).toBe(500);
    await allowOutboxWrites();
    expect((await requestReset()).status).toBe(204);
    expect(await mailsTo(email)).toEqual([{ kind: "email-verification" }, { kind: "password-reset" }]);
  });
});
