import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const SCRIPT_URL = "http://127.0.0.1:4999/stats.js";

const shell = (title: string) => `<!doctype html><html><head><title>${title}</title></head></html>`;

/**
 * A tiny built site: the home page, an ordinary page, an event page, the two account link pages,
 * and the app's shell page, from which the staff console is drawn.
 */
const builtSite = {
  ...Object.fromEntries(
    ["", "venue", "events/christmas-lights", "reset-password", "verify-email"].map((page) => [
      join(page, "index.html"),
      shell(page),
    ]),
  ),
  "__spa-fallback.html": shell("console"),
};

/** The origins a policy allows, by directive, besides the page's own (and hashes of its inline scripts). */
function outsideSources(csp: string): Record<string, string[]> {
  const directives = csp.split(";").map((part) => part.trim().split(/\s+/));
  return Object.fromEntries(
    directives.flatMap(([name, ...sources]) => {
      const outside = sources.filter((source) => /^[a-z-]+:\/\//.test(source));
      return name && outside.length > 0 ? [[name, outside]] : [];
    }),
  );
}

/** What a page's policy allows from the analytics origin or any other: scripts, connections, images. */
function outsideScriptSources(csp: string): Record<string, string[]> {
  const { "script-src": scripts = [], "connect-src": connects = [], "img-src": images = [] } = outsideSources(csp);
  return { scripts, connects, images };
}
const NONE = { scripts: [], connects: [], images: [] };

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

  it("is never added to the staff console, which runs with a staff member's session, nor allowed by its policy", async () => {
    for (const path of ["/staff", "/staff/mail", "/staff/enrol"]) {
      const { html, csp } = await page(path);
      expect(html).toContain("<title>console</title>");
      expect(html).not.toContain(SCRIPT_URL);
      expect(outsideSources(csp)).toEqual({});
      // It frames only the site's own previews of a draft.
      expect(csp).toContain("frame-src 'self'");
    }
  });

  it("is never added to a page whose address carries a checkout's session id on its return", async () => {
    const { html, csp } = await page("/events/christmas-lights?success=true&session_id=cs_test_local_returning");
    expect(html).toContain("<title>events/christmas-lights</title>");
    expect(html).not.toContain(SCRIPT_URL);
    expect(outsideScriptSources(csp)).toEqual(NONE);
    // The same page, reached without one, counts as any other.
    expect((await page("/events/christmas-lights")).html).toContain(SCRIPT_URL);
  });

  it("is never added to the account link pages, whose address carries a token", async () => {
    for (const path of ["/reset-password?token=a-mailed-token", "/verify-email?token=a-mailed-token"]) {
      const { html, csp } = await page(path);
      expect(html).not.toContain(SCRIPT_URL);
      expect(html).toContain("</head>");
      expect(outsideScriptSources(csp)).toEqual(NONE);
    }
  });

  it("is never on the pages the server draws for a token link: a ticket link's and an unsubscribe link's", async () => {
    for (const path of ["/tickets/a-ticket-link", "/api/unsubscribe?token=an-unsubscribe-token"]) {
      const response = await server.request(path);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).not.toContain(SCRIPT_URL);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/^default-src 'none'/);
      expect(outsideSources(csp)).toEqual({});
    }
  });
});
