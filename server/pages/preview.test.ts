import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import { eventPaths } from "#content/routes.ts";
import { shown } from "#domain/content/draft.ts";
import type { ResortEventFacts } from "#domain/content/schemas.ts";
import { contentMessages } from "#domain/staff/content-schemas.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { pageCsp } from "#server/http/security-headers.ts";
import { PREVIEW_CSP, withoutScripts } from "./preview.ts";
import type { PageLoadContext } from "./renderer.ts";

/** An event's page as the build's renderer draws it: its scripts, and the event's name from its loader. */
function eventPage(path: string, context: PageLoadContext): string {
  const event = context.publishedDocument(`event:${path.slice("/events/".length)}`) as ResortEventFacts | undefined;
  if (!event) throw new Error(`${path} redirects: there is no such event`);
  if (typeof shown(event).name !== "string") throw new Error("The event's name is not text");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="modulepreload" href="/assets/entry.js"><script>window.__early = true;</script></head><body><h1>${shown(event).name}</h1><script type="module" src="/assets/entry.js"></script><script>
window.__hydrate()</script></body></html>`;
}

function listPage(context: PageLoadContext): string {
  const names = context
    .publishedKeys("event")
    .map((key) => shown(context.publishedDocument(key) as ResortEventFacts).name)
    .join(", ");
  return `<html><head></head><body><p>${names}</p></body></html>`;
}

const page = (path: string, context: PageLoadContext) =>
  path === "/events" ? listPage(context) : eventPage(path, context);

/** Stands in for the build's renderer: the events list and each event's page. */
const renderer = {
  paths: ["/", "/events", ...eventPaths({ includeHidden: true })],
  readsContent: (path: string) => path !== "/",
  page: (path: string, context: PageLoadContext) => Promise.resolve(page(path, context)),
  render: (path: string, context: PageLoadContext) =>
    Promise.resolve([{ urlPath: `${path}/index.html`, body: Buffer.from(page(path, context)) }]),
};

const christmas = contentDocuments["event:christmas-lights"] as ResortEventFacts;

describe("a draft's preview", () => {
  let server: TestServer;
  let manager: StaffClient;
  let frontDesk: StaffClient;

  const asStaff = async (member: StaffClient, path: string, body?: unknown) =>
    staffRequest(server, `/content${path}`, { cookie: await freshSessionCookie(server, member), body });
  const preview = (member: StaffClient, key: string, path: string) =>
    asStaff(member, `/${key}/preview?path=${encodeURIComponent(path)}`);
  const saveDraft = async (key: string, draft: unknown) => {
    const { revision } = (await (await asStaff(manager, `/${key}`)).json()) as { revision: number };
    const saved = await staffRequest(server, `/content/${key}/draft`, {
      method: "PUT",
      cookie: await freshSessionCookie(server, manager),
      body: { revision, draft },
    });
    expect(saved.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({}, { site: { "index.html": "<h1>Home</h1>" }, renderer });
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    frontDesk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lists the pages that show a document, the one most about it first", async () => {
    const answer = await asStaff(frontDesk, "/event:christmas-lights/pages");
    expect(answer.status).toBe(200);
    const { pages } = (await answer.json()) as { pages: string[] };
    // The stand-in's event pages show their own event only; the sitemap is no page to look at.
    expect(pages).toEqual(["/events/christmas-lights", "/events"]);
    expect((await asStaff(frontDesk, "/no-such-document/pages")).status).toBe(404);
  });

  it("shows the page with the draft, without its scripts, framed only by the console, while visitors keep the published page", async () => {
    await saveDraft("event:christmas-lights", { ...christmas, name: "Christmas Lights, the draft" });
    const answer = await preview(frontDesk, "event:christmas-lights", "/events/christmas-lights");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("<h1>Christmas Lights, the draft</h1>");
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<head><base target="_blank"><meta name="robots" content="noindex"><meta charset="utf-8">');
    expect(answer.headers.get("content-security-policy")).toBe(PREVIEW_CSP);
    expect(PREVIEW_CSP).toContain("script-src 'none'");
    expect(PREVIEW_CSP).toContain("frame-ancestors 'self'");
    // The map a page embeds shows in its preview as on the page.
    const pageFrames = pageCsp({}, false)
      .split("; ")
      .find((directive) => directive.startsWith("frame-src"));
    expect(PREVIEW_CSP.split("; ")).toContain(pageFrames);
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");

    const list = await preview(manager, "event:christmas-lights", "/events");
    expect(await list.text()).toContain("Christmas Lights, the draft");
    const visitor = await server.request("/events/christmas-lights");
    expect(await visitor.text()).toContain(`<h1>${shown(christmas).name}</h1>`);
  });

  it("is refused to anyone not signed in, and on a page that does not show the document", async () => {
    const stranger = await server.request("/api/staff/content/event:christmas-lights/preview?path=/events");
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain("Christmas");

    const elsewhere = await preview(manager, "event:christmas-lights", "/venue");
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain(contentMessages.notShownThere);

    for (const path of ["venue", "/events/../staff", "/events?x=1", "/<script>"])
      expect((await preview(manager, "event:christmas-lights", path)).status).toBe(400);
    const extra = await asStaff(manager, "/event:christmas-lights/preview?path=/events&as=owner");
    expect(extra.status).toBe(400);
  });

  it("says so when the draft cannot be drawn on its page", async () => {
    await saveDraft("event:christmas-lights", { ...christmas, name: 42 });
    const answer = await preview(manager, "event:christmas-lights", "/events/christmas-lights");
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain(contentMessages.previewFailed);
    await saveDraft("event:christmas-lights", christmas);
  });

  it("shows a new event on the page it will have, before its first publish", async () => {
    const key = "event:fall-fest-2026";
    const created = await asStaff(manager, "", {
      key,
      draft: {
        ...(contentDocuments["event:fall-fest-2025"] as ResortEventFacts),
        id: "fall-fest-2026",
        name: "Fall Fest 2026",
      },
    });
    expect(created.status).toBe(201);
    const { pages } = (await (await asStaff(manager, `/${key}/pages`)).json()) as { pages: string[] };
    expect(pages[0]).toBe("/events/fall-fest-2026");
    const answer = await preview(manager, key, "/events/fall-fest-2026");
    expect(await answer.text()).toContain("<h1>Fall Fest 2026</h1>");
    expect((await server.request("/events/fall-fest-2026")).status).toBe(302);
  });
});

describe("a page made safe to preview", () => {
  it("keeps no script of any form and opens its links outside the frame", () => {
    const html = withoutScripts(
      '<html><head><SCRIPT>a()</SCRIPT><link rel="modulepreload" href="/x.js"/></head><body><script type="module" src="/b.js"></script><a href="/venue">Venue</a></body></html>',
    );
    expect(html).toBe(
      '<html><head><base target="_blank"><meta name="robots" content="noindex"></head><body><a href="/venue">Venue</a></body></html>',
    );
  });
});
