import { serve, type ServerType } from "@hono/node-server";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
let http: ServerType;
let port: number;

/** A site of three pages and the 404 page, shaped as the build writes them. */
const smallSite = {
  "index.html": "<html><head></head><body>home</body></html>",
  "events/index.html": "<html><head></head><body>events</body></html>",
  "events/fall-fest-2025/index.html": "<html><head></head><body>fall fest</body></html>",
  "404/index.html": "<html><head></head><body>not found</body></html>",
};

beforeAll(async () => {
  server = await startTestServer({}, { site: smallSite });
  await new Promise<void>((resolve) => {
    http = serve({ fetch: server.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve());
  });
  const address = http.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

/** Sends the request line exactly as written (a browser or fetch would tidy `\` and `//`); answers status and Location. */
function rawGet(target: string): Promise<{ status: number; location: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let raw = "";
    socket.on("data", (chunk) => (raw += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const location = /^location: (.*)$/im.exec(head)?.[1] ?? null;
      resolve({ status, location, body });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n`);
  });
}

/** One slash, then neither a slash nor a backslash: a path on this site, however a browser reads it. */
function staysOnSite(location: string): boolean {
  return (
    /^\/(?![/\\])/.test(location) && new URL(location, "https://site.example/a/b").origin === "https://site.example"
  );
}

const offSite = [
  "//evil.example/",
  "//evil.example",
  "///evil.example/",
  "/%2Fevil.example/",
  "/%2F%2Fevil.example/",
  "/%2f/evil.example/",
  "/%5Cevil.example/",
  "/%5cevil.example",
  "/\\evil.example/",
  "/\\evil.example",
  "/\\\\evil.example/",
  "/%5C/evil.example/",
  "/\\/evil.example/",
  "//%5Cevil.example/",
  "/%09/evil.example/",
  "//evil.example/?next=/",
  "//fall-fest-2025/",
  "/events//evil.example/",
];

describe("redirects never leave the site", () => {
  it.each(offSite)("GET %s answers no page or a same-site Location", async (target) => {
    const { status, location } = await rawGet(target);
    if (status >= 300 && status < 400) expect(staysOnSite(location ?? ""), `Location: ${location}`).toBe(true);
    // Node's parser refuses a raw backslash with 400 before the app sees the request.
    else expect(target.includes("\\") ? [400, 404] : [404]).toContain(status);
  });

  it("collapses repeated slashes and drops a trailing one", async () => {
    expect(await rawGet("//events/")).toMatchObject({ status: 301, location: "/events" });
    expect(await rawGet("/events//")).toMatchObject({ status: 301, location: "/events" });
    expect(await rawGet("//evil.example/")).toMatchObject({ status: 301, location: "/evil.example" });
    expect(await rawGet("/events/?success=true")).toMatchObject({ status: 301, location: "/events?success=true" });
  });

  it("answers the 404 page for an encoded backslash in the path", async () => {
    for (const target of ["/%5Cevil.example/", "/%5C/evil.example/", "/events%5C", "/events/%5C"]) {
      const answer = await rawGet(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body).toContain("not found");
    }
  });

  it("sends moved paths to their page in one step, with or without a trailing slash", async () => {
    expect(await rawGet("/fall-fest-2025")).toMatchObject({ status: 301, location: "/book-now" });
    expect(await rawGet("/fall-fest-2025/")).toMatchObject({ status: 301, location: "/book-now" });
    expect(await rawGet("//fall-fest-2025//")).toMatchObject({ status: 301, location: "/book-now" });
  });

  it("reads a backslash as a slash where the URL parser does, in-process as in a browser", async () => {
    const answer = await server.request("/\\evil.example/");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/evil.example");
  });

  it("keeps serving pages at their own paths", async () => {
    expect(await rawGet("/events")).toMatchObject({ status: 200, location: null });
    expect(await rawGet("/")).toMatchObject({ status: 200, location: null });
  });
});
