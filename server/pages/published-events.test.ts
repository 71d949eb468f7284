import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import { eventPaths, staticPaths } from "#content/routes.ts";
import { shown } from "#domain/content/draft.ts";
import type { BoxOfficeFacts, ResortEventFacts } from "#domain/content/schemas.ts";
import { listedEvents, resortDay } from "#domain/event-dates.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  startTestServer,
  type TestServer,
} from "#server/testing/test-server.ts";
import type { PageRendering } from "./live-pages.ts";
import type { PageLoadContext } from "./renderer.ts";

const NEW_EVENT = "fall-fest-2026";
const SITE = "https://www.example.com";

/** The build's pages as the build wrote them: what a visitor gets before any render. */
const builtSite = {
  "index.html": "<h1>Home</h1>",
  "404/index.html": "<h1>Oops! Page not found</h1>",
  "events/index.html": "<li>built list</li>",
  "sitemap.xml": "<urlset>built</urlset>",
  "robots.txt": `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`,
};

const eventOf = (context: PageLoadContext, key: string) => {
  const event = context.publishedDocument(key) as ResortEventFacts | undefined;
  return event && shown(event);
};

/**
 * Stands in for the build's renderer: the events list and each event's page, drawn from what their
 * loaders read as the real routes read it (app/routes/events.tsx, app/routes/event-detail.tsx).
 */
const renderer: PageRendering & { page(path: string, context: PageLoadContext): Promise<string> } = {
  paths: ["/", "/events", ...eventPaths({ includeHidden: true })],
  readsContent: (path) => path !== "/",
  render: (path, context) => {
    if (path === "/events") {
      const events = context.publishedKeys("event").flatMap((key) => eventOf(context, key) ?? []);
      const names = listedEvents(events, resortDay(new Date())).map((event) => `<li>${event.name}</li>`);
      return Promise.resolve([{ urlPath: "/events/index.html", body: Buffer.from(names.join("")) }]);
    }
    const id = path.slice("/events/".length);
    const event = eventOf(context, `event:${id}`);
    if (!event) return Promise.reject(new Error(`${path} redirects: there is no such event`));
    const nights = context.publishedDocument(`box-office:${id}`) as BoxOfficeFacts | undefined;
    const panel = nights ? `<section>Buy Tickets: ${nights.perNightTickets.join(", ")}</section>` : "";
    return Promise.resolve([
      { urlPath: `${path}/index.html`, body: Buffer.from(`<h1>${event.name}</h1>${panel}`) },
      { urlPath: `${path}.data`, body: Buffer.from(JSON.stringify({ event: event.name })) },
    ]);
  },
  page: async (path, context) => String((await renderer.render(path, context))[0]?.body),
};

describe.each(testDatabases())("an event created and published on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let databaseUrl: string | undefined;

  const get = async (path: string) => {
    const response = await server.request(path);
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  };
  const send = async (path: string, body: unknown) =>
    staffRequest(server, `/content${path}`, { cookie: await freshSessionCookie(server, manager), body });
  const site = async () =>
    Promise.all(["/events", "/sitemap.xml", `/events/${NEW_EVENT}`, `/events/${NEW_EVENT}.data`].map(get));

  beforeAll(async () => {
    databaseUrl = url ? await createPostgresDatabase(url, "resort_new_event") : undefined;
    server = await startTestServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {}, { site: builtSite, renderer });
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  afterAll(async () => {
    await server?.close();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it("shows nothing of it while it is a draft, then its page, the list and the sitemap within 2 s of its publish", async () => {
    const before = await site();
    expect(before[0]?.body).toBe("<li>Fall Fest & Haunted Forest 2025</li><li>Christmas Lights Drive-Through</li>");
    expect(before[2]).toMatchObject({ status: 302, location: "/events" });
    expect(before[3]).toMatchObject({ status: 302, location: "/events" });
    const sitemap = (paths: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
        .map((path) => `  <url><loc>${SITE}${path === "/" ? "/" : path}</loc></url>`)
        .join("\n")}\n</urlset>\n`;
    // The same sitemap the build writes for the content folder: the pages, then the events as listed.
    expect(before[1]?.body).toBe(sitemap([...staticPaths, "/events/fall-fest-2025", "/events/christmas-lights"]));

    const event = {
      ...(contentDocuments["event:fall-fest-2025"] as ResortEventFacts),
      id: NEW_EVENT,
      name: "Fall Fest 2026",
      dates: { kind: "once", start: "2026-10-02", end: "2026-10-31" },
      bookingLink: "/book-now",
    };
    const nights = contentDocuments["box-office:fall-fest-2025"] as BoxOfficeFacts;
    expect((await send("", { key: `event:${NEW_EVENT}`, draft: event })).status).toBe(201);
    expect((await send("", { key: `box-office:${NEW_EVENT}`, draft: nights })).status).toBe(201);
    await server.deps.content.refresh();
    expect(await site()).toEqual(before);

    const publishedAt = performance.now();
    expect((await send(`/event:${NEW_EVENT}/publish`, { revision: 1 })).status).toBe(200);
    expect((await send(`/box-office:${NEW_EVENT}/publish`, { revision: 1 })).status).toBe(200);
    await vi.waitFor(
      async () => {
        const [list, map, page, data] = await site();
        expect(list?.body).toBe(
          "<li>Fall Fest & Haunted Forest 2025</li><li>Fall Fest 2026</li><li>Christmas Lights Drive-Through</li>",
        );
        expect(map?.body).toBe(
          sitemap([...staticPaths, "/events/fall-fest-2025", `/events/${NEW_EVENT}`, "/events/christmas-lights"]),
        );
        expect(page).toMatchObject({
          status: 200,
          body: "<h1>Fall Fest 2026</h1><section>Buy Tickets: haunted-forest-adult, haunted-forest-kid</section>",
        });
        expect(data).toMatchObject({ status: 200, body: '{"event":"Fall Fest 2026"}' });
      },
      { timeout: 2_000, interval: 20 },
    );
    expect(performance.now() - publishedAt).toBeLessThan(2_000);
    expect((await get("/robots.txt")).body).toBe(builtSite["robots.txt"]);
    expect((await get("/events/no-such-event")).location).toBe("/events");
  });
});
