import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInGuest } from "#server/testing/guest.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ GATE_CODE: "4821" });
  token = await signedInGuest(server, {
    email: "gate-guest@example.com",
    first_name: "Gus",
    last_name: "Gate",
    username: "gate-guest",
  });
});
afterAll(() => server.close());

async function gate(at: string, authorization: string | null = token) {
  server.deps.clock.set(new Date(at));
  const response = await server.request("/api/gate-access", {
    headers: authorization ? { Authorization: authorization } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cache: response.headers.get("cache-control"),
  };
}

describe("GET /api/gate-access", () => {
  it("refuses anyone without a valid session", async () => {
    expect((await gate("2026-11-26T22:00:00Z", null)).status).toBe(401);
    expect((await gate("2026-11-26T22:00:00Z", "Bearer forged.token.value")).status).toBe(401);
    const refused = await gate("2026-11-26T22:00:00Z", null);
    expect(JSON.stringify(refused.body)).not.toContain("4821");
  });

  it("gives the code to a signed-in guest while the restaurant is open", async () => {
    // Thursday 26 Nov 2026, 4 PM in Chicago (UTC-6).
    const open = await gate("2026-11-26T22:00:00Z");
    expect(open).toEqual({
      status: 200,
      cache: "no-store",
      body: { open: true, code: "4821", closesAtHour: 21, message: "Open now · closes 9 PM" },
    });
    expect((await gate("2026-11-26T22:00:00Z", `Bearer ${token}`)).body.code).toBe("4821");
  });

  it("holds the code back while closed and says when it opens", async () => {
    // Thursday 26 Nov 2026, 3:59 PM in Chicago: a minute before opening.
    const early = await gate("2026-11-26T21:59:00Z");
    expect(early.body).toEqual({
      open: false,
      nextOpening: { date: "2026-11-26", weekday: 4, hour: 16, daysAhead: 0 },
      message: "Closed · opens today at 4 PM",
    });
    // Monday 23 Nov 2026, noon.
    const monday = await gate("2026-11-23T18:00:00Z");
    expect(monday.body).toMatchObject({ open: false, message: "Closed · opens Thursday at 4 PM" });
    expect(JSON.stringify(monday.body)).not.toContain("4821");
  });
});
