import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

const SCRIPT_URL = "http://127.0.0.1:4999/stats.js";

/** A tiny built site: the home page, an ordinary page and the two account link pages. */
const builtSite = Object.fromEntries(
  ["", "venue", "reset-password", "verify-email"].map((page) => [
    join(page, "index.html"),
    `<!doctype html><html><head><title>${page}</title></head></html>`,
  ]),
);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ANALYTICS_SCRIPT_URL: SCRIPT_URL }, { site: builtSite });
});
afterAll(async () => {
  await server.close();
});

async function page(path: string) {
  const response = await server.request(path);
  expect(response.status).toBe(200);
  return { html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
}

describe("the configured analytics script", () => {
  it("is added to the pages, and their policy allows its origin", async () => {
    for (const path of ["/", "/venue"]) {
      const { html, csp } = await page(path);
      expect(html).toContain(`<script defer src="${SCRIPT_URL}"></script></head>`);
      expect(csp).toContain("script-src 'self' http://127.0.0.1:4999");
    }
  });

  it("is never added to the account link pages, whose address carries a token", async () => {
    for (const path of ["/reset-password?token=a-mailed-token", "/verify-email?token=a-mailed-token"]) {
      const { html, csp } = await page(path);
      expect(html).not.toContain(SCRIPT_URL);
      expect(html).toContain("</head>");
      expect(csp).not.toContain("127.0.0.1:4999");
    }
  });
});
