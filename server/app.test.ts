import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("foundation", () => {
  it("answers the health check in PocketBase's shape", async () => {
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      message: "API is healthy.",
      data: { mail: { pendingTooLong: 0, failed: 0 } },
    });
  });

  it("sets security headers on API answers", async () => {
    const response = await server.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("lets other origins show the site's photos (a newsletter in webmail), and nothing else", async () => {
    const policy = async (path: string) =>
      (await server.request(path)).headers.get("cross-origin-resource-policy") ?? "";
    expect(await policy("/images/gallery/kayaks-800.0123456789.jpg")).toBe("cross-origin");
    expect(await policy("/images/uploads/gone-800.0123456789.jpg")).toBe("cross-origin");
    expect(await policy("/api/health")).toBe("same-origin");
    expect(await policy("/")).toBe("same-origin");
    expect(await policy("/imagesque")).toBe("same-origin");
  });

  it("lets only the staff console open the camera (the door scans tickets)", async () => {
    const policy = async (path: string) => (await server.request(path)).headers.get("permissions-policy") ?? "";
    expect(await policy("/api/health")).toMatch(/^camera=\(\), /);
    expect(await policy("/")).toMatch(/^camera=\(\), /);
    expect(await policy("/staffing")).toMatch(/^camera=\(\), /);
    expect(await policy("/staff/door")).toBe("camera=(self), microphone=(), geolocation=(), payment=()");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await server.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found." });
  });

  it("refuses oversize bodies with 413", async () => {
    const response = await server.postJson("/api/test/clock", { now: "x".repeat(20_000) });
    expect(response.status).toBe(413);
  });

  it("rejects malformed JSON and the wrong content type clearly", async () => {
    const bad = await server.postJson("/api/test/clock", "{not json");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "The request body is not valid JSON." });
    const wrongType = await server.request("/api/test/clock", {
      method: "POST",
      body: "now=1",
      headers: { "Content-Type": "text/plain" },
    });
    expect(wrongType.status).toBe(415);
  });
});
