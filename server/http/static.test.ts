import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      site: {
        "index.html": "<!doctype html><html><head></head><body>home</body></html>",
        "404/index.html": "<!doctype html><html><head></head><body>not found</body></html>",
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

describe("a page the server rendered again", () => {
  it("replaces the built one with its own body, compressed copies and inline-script hashes", async () => {
    const site = server.deps.site;
    if (!site) throw new Error("the test server serves a site");
    const before = await server.request("/");
    expect(await before.text()).toContain("home");
    const body = Buffer.from("<!doctype html><html><head></head><body>published<script>go()</script></body></html>");
    site.replace([{ urlPath: "/index.html", body, scriptHashes: ["sha256-abc"] }]);
    const after = await server.request("/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": before.headers.get("etag") ?? "" },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get("content-encoding")).toBeNull();
    expect(await after.text()).toContain("published");
    expect(after.headers.get("content-security-policy")).toContain("'sha256-abc'");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("is the not-found page every unknown path answers with, once rendered again", async () => {
    const site = server.deps.site;
    if (!site) throw new Error("the test server serves a site");
    expect(await (await server.request("/no-such-page")).text()).toContain("not found");
    const body = Buffer.from("<!doctype html><html><head></head><body>not found, published</body></html>");
    site.replace([{ urlPath: "/404/index.html", body }]);
    const after = await server.request("/no-such-page");
    expect(after.status).toBe(404);
    expect(await after.text()).toContain("not found, published");
  });
});
