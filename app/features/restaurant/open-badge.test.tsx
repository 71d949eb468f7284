// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { OpenBadge } from "./open-badge.tsx";

let server: TestServer;
let token: string;

beforeAll(async () => {
  // A zone left in the server's environment from when it was configurable (a fixed UTC-6)
  // must not move the server's clock away from the page's.
  server = await startTestServer({ GATE_CODE: "5190", RESORT_TIME_ZONE: "Etc/GMT+6" });
  const account = {
    email: "badge-guest@example.com",
    password: "river-view-9",
    passwordConfirm: "river-view-9",
    phone_number: "2565550123",
    first_name: "Bea",
    last_name: "Badge",
  };
  expect((await server.postJson("/api/collections/users/records", account)).status).toBe(200);
  const auth = await server.postJson("/api/collections/users/auth-with-password", {
    identity: account.email,
    password: account.password,
  });
  token = ((await auth.json()) as { token: string }).token;
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What the page's badge says at an instant. */
function badgeAt(instant: Date): string {
  vi.useFakeTimers({ now: instant, toFake: ["Date"] });
  render(<OpenBadge />);
  const text = screen.getByRole("status").textContent ?? "";
  cleanup();
  vi.useRealTimers();
  return text;
}

/** What the server's gate-access answer says at an instant. */
async function gateAt(instant: Date): Promise<{ open: boolean; message: string; code?: string }> {
  server.deps.clock.set(instant);
  const response = await server.request("/api/gate-access", { headers: { Authorization: token } });
  expect(response.status).toBe(200);
  return (await response.json()) as { open: boolean; message: string; code?: string };
}

describe("the open badge and the gate code", () => {
  // Each side of an opening and a closing hour, on both of 2026's daylight-saving Sundays (8 AM - 8 PM)
  // and on a winter Thursday (4 PM - 9 PM); and the repeated 1:30 AM of the night clocks go back.
  it.each([
    ["2026-03-08T12:59:00Z", "Closed · opens today at 8 AM"],
    ["2026-03-08T13:00:00Z", "Open now · closes 8 PM"],
    ["2026-03-09T00:59:00Z", "Open now · closes 8 PM"],
    ["2026-03-09T01:00:00Z", "Closed · opens Thursday at 4 PM"],
    ["2026-11-01T06:30:00Z", "Closed · opens today at 8 AM"],
    ["2026-11-01T07:30:00Z", "Closed · opens today at 8 AM"],
    ["2026-11-01T13:59:00Z", "Closed · opens today at 8 AM"],
    ["2026-11-01T14:00:00Z", "Open now · closes 8 PM"],
    ["2026-11-02T01:59:00Z", "Open now · closes 8 PM"],
    ["2026-11-02T02:00:00Z", "Closed · opens Thursday at 4 PM"],
    ["2026-11-26T21:59:00Z", "Closed · opens today at 4 PM"],
    ["2026-11-26T22:00:00Z", "Open now · closes 9 PM"],
  ])("agree at %s: %s", async (iso, expected) => {
    const instant = new Date(iso);
    const gate = await gateAt(instant);
    expect(badgeAt(instant)).toBe(expected);
    expect(gate.message).toBe(expected);
    expect(gate.open).toBe(expected.startsWith("Open now"));
    expect(gate.code).toBe(gate.open ? "5190" : undefined);
  });
});
