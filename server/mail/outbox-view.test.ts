import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailAnswer, mailListAnswer } from "#domain/staff/mail-schemas.ts";
import { buyTickets, christmasTickets } from "#server/testing/orders.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
let manager: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  server.deps.clock.set(new Date("2026-12-05T18:00:00Z"));
  manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
});
afterAll(async () => {
  await server.close();
});

/** The newest mail of a kind, as stored in the outbox (as it is sent) and as a manager opens it in the Mail screen. */
async function storedAndViewed(kind: string) {
  const stored = await server.deps.db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const response = await staffRequest(server, `/mail/${stored.id}`, {
    cookie: await freshSessionCookie(server, manager),
  });
  expect(response.status).toBe(200);
  const { mail } = mailAnswer.parse(await response.json());
  return { stored, viewed: `${mail.text}\n${mail.html ?? ""}` };
}

/** The first match's group in a stored mail's text: the token it carries. */
function tokenIn(text: string, pattern: RegExp): string {
  const token = pattern.exec(text)?.[1];
  expect(token, `${pattern} in ${text}`).toMatch(/.{8}/);
  return token ?? "";
}

describe("the Mail screen shows each mail with the tokens in its links redacted", () => {
  const guest = {
    email: "guest@example.org",
    password: "river-view-9",
    passwordConfirm: "river-view-9",
    first_name: "Rosa",
    last_name: "Parks",
    username: "rosa",
    phone_number: "2565550123",
  };

  it("a password reset: the link opens the reset page, without its token", async () => {
    expect((await server.postJson("/api/collections/users/records", guest)).status).toBe(200);
    const reset = await server.postJson("/api/collections/users/request-password-reset", { email: guest.email });
    expect(reset.status).toBe(204);
    const { stored, viewed } = await storedAndViewed("password-reset");
    const token = tokenIn(stored.text_body, /reset-password\?token=([^\s&]+)/);
    expect(viewed).not.toContain(token);
    expect(viewed).not.toContain(decodeURIComponent(token));
    expect(viewed).toContain("/reset-password?token=[redacted]");
  });

  it("an address's verification", async () => {
    const { stored, viewed } = await storedAndViewed("email-verification");
    const token = tokenIn(stored.text_body, /verify-email\?token=([^\s&]+)/);
    expect(viewed).not.toContain(token);
    expect(viewed).toContain("/verify-email?token=[redacted]");
  });

  it("a ticket receipt: its ticket link, and the front desk's notice of the order", async () => {
    await buyTickets(server, {
      email: "buyer@example.org",
      items: [christmasTickets.adult(2)],
      nightDate: "2026-12-20",
    });
    const receipt = await storedAndViewed("ticket-receipt");
    const link = tokenIn(receipt.stored.text_body, /\/tickets\/([^\s"]+)/);
    expect(receipt.viewed).not.toContain(link);
    expect(receipt.viewed).toContain("/tickets/[redacted]");
    const { viewed } = await storedAndViewed("ticket-order-staff");
    expect(viewed).not.toMatch(/cs_test/);
  });

  it("a newsletter welcome: its unsubscribe link", async () => {
    expect((await server.postJson("/api/subscribe-newsletter", { email: "reader@example.org" })).status).toBe(200);
    const { stored, viewed } = await storedAndViewed("newsletter-welcome");
    const token = tokenIn(stored.text_body, /unsubscribe\?token=([^\s&]+)/);
    expect(viewed).not.toContain(token);
    expect(viewed).toContain("/api/unsubscribe?token=[redacted]");
  });

  it("and the list of mail shows no body at all", async () => {
    const response = await staffRequest(server, "/mail", { cookie: await freshSessionCookie(server, manager) });
    expect(JSON.stringify(mailListAnswer.parse(await response.json()))).not.toMatch(/token=|\/tickets\/|cs_test/);
  });
});
