import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      site: {
        "index.html": "<!doctype html><html><head></head><body>home</body></html>",
        "assets/schedule-worker-abc123.js": "addEventListener('message', () => postMessage(null));",
        "assets/app-abc123.css": "body{margin:0}",
      },
    },
  );
});
afterAll(() => server.close());

const policyOf = async (path: string) => {
  const response = await server.request(path);
  expect(response.status).toBe(200);
  return response.headers.get("content-security-policy");
};

describe("the policy each built file is sent with", () => {
  it("lets a script running as a worker load the site's scripts and call its API, and nothing else", async () => {
    expect(await policyOf("/assets/schedule-worker-abc123.js")).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
    );
  });

  it("gives any other file no sources at all, and a page its own policy", async () => {
    expect(await policyOf("/assets/app-abc123.css")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await policyOf("/")).toMatch(/^default-src 'self'; script-src 'self'/);
  });
});
