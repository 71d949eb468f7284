import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { buyTickets, christmasTickets } from "./testing/orders.ts";
import { startTestServer, type TestServer } from "./testing/test-server.ts";

/** Every line the server logs, parsed. */
const lines: Record<string, unknown>[] = [];
const logged = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { logger: createLogger("info", logged) });
  server.deps.clock.set(new Date("2026-12-05T18:00:00Z"));
});
afterAll(async () => {
  await server.close();
});

const requestLines = () => lines.filter((line) => line.msg === "request");

describe("the log", () => {
  it("keeps a checkout session's id out of every line: the request log shows its path redacted", async () => {
    const { order } = await buyTickets(server, {
      email: "buyer@example.org",
      items: [christmasTickets.adult(2)],
      nightDate: "2026-12-20",
    });
    const sessionId = order.session_id;
    expect((await server.request(`/api/orders/${sessionId}`)).status).toBe(200);
    expect(
      (await server.request(`/events/christmas-lights?success=true&session_id=${encodeURIComponent(sessionId)}`))
        .status,
    ).toBe(404);

    expect(lines.filter((line) => JSON.stringify(line).includes(sessionId))).toEqual([]);
    expect(requestLines().map((line) => line.path)).toEqual(
      expect.arrayContaining([
        "/api/create-checkout-session",
        "/api/test-checkout/[redacted]/complete",
        "/api/orders/[redacted]",
        "/events/christmas-lights",
      ]),
    );
  });

  it("shows a mailed link's token redacted, wherever a line holds the link", () => {
    server.deps.log.info({ url: "http://localhost:3000/reset-password?token=a.mailed.token" }, "mail link");
    server.deps.log.info({ mail: { link: "http://localhost:3000/tickets/a-ticket-link" } }, "mail link");
    expect(lines.filter((line) => line.msg === "mail link")).toEqual([
      expect.objectContaining({ url: "http://localhost:3000/reset-password?token=[redacted]" }),
      expect.objectContaining({ mail: { link: "http://localhost:3000/tickets/[redacted]" } }),
    ]);
  });
});
