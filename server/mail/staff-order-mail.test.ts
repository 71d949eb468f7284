import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatReference } from "#server/box-office/tickets.ts";
import { buyTickets, christmasTickets, mailsAboutOrder } from "#server/testing/orders.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ FRONT_DESK_EMAIL: "frontdesk@example.com" });
  server.deps.clock.set(new Date("2026-12-05T18:00:00Z"));
});
afterAll(async () => {
  await server.close();
});

describe("the front desk's notice of a paid order", () => {
  it("names the order and opens it in the console, and carries no checkout session id, which opens the buyer's tickets", async () => {
    const { order } = await buyTickets(server, {
      email: "buyer@example.org",
      items: [christmasTickets.adult(2), christmasTickets.child(1)],
      nightDate: "2026-12-20",
    });
    const notice = (await mailsAboutOrder(server.deps.db, order.session_id)).find(
      (mail) => mail.kind === "ticket-order-staff",
    );
    expect(notice?.to_address).toBe("frontdesk@example.com");
    expect(notice?.text_body).not.toContain(order.session_id);
    expect(notice?.text_body).not.toMatch(/session/i);
    expect(notice?.html_body ?? "").not.toContain(order.session_id);
    const reference = formatReference(order.reference);
    expect(notice?.text_body).toContain(`Order reference: ${reference}`);
    expect(notice?.text_body).toContain(`Buyer: buyer@example.org`);
    expect(notice?.text_body).toContain(
      `Open the order in the console: http://localhost:3000/staff/orders?q=${reference}&order=${order.id}`,
    );
  });
});
