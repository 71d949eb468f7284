import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KayakRentals } from "#domain/content/schemas.ts";
import {
  contentDocumentAnswer,
  contentListAnswer,
  contentMessages,
  publishAnswer,
} from "#domain/staff/content-schemas.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import type { PageLoadContext } from "./renderer.ts";

const KAYAKS = "kayak-rentals";
const NOW = new Date("2026-11-24T15:00:00.000Z");
/** What the stand-in's Book Now page cannot show, as a page whose loader throws on a value. */
const BREAKS_THE_PAGE = "<b>breaks</b>";

/** Stands in for the build's renderer: the home page and Book Now both show the kayak card's title. */
function page(path: string, context: PageLoadContext): string {
  const { title } = context.publishedDocument(KAYAKS) as KayakRentals;
  if (path === "/book-now" && title.includes(BREAKS_THE_PAGE))
    throw new Error(`Rendering /book-now answered 500: <p>${title}</p>\nat loader (book-now.tsx:12)`);
  return `<html><head></head><body><h1>${path}</h1><p>${title}</p></body></html>`;
}

/** The build's own pages, served until a render replaces them. */
const site = { "index.html": "<h1>Home</h1>", "book-now/index.html": "<h1>Book now</h1>" };

const renderer = {
  paths: ["/", "/book-now"],
  readsContent: () => true,
  page: (path: string, context: PageLoadContext) => Promise.resolve(page(path, context)),
  render: (path: string, context: PageLoadContext) =>
    Promise.resolve([
      { urlPath: path === "/" ? "/index.html" : `${path}/index.html`, body: Buffer.from(page(path, context)) },
    ]),
};

describe.each(testDatabases())("a page that cannot show a published version, on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;

  const send = async (path: string, body?: unknown, method?: string) =>
    staffRequest(server, `/content${path}`, { cookie: await freshSessionCookie(server, manager), body, method });
  const documentOf = async () => contentDocumentAnswer.parse(await (await send(`/${KAYAKS}`)).json());
  const saveTitle = async (title: string) => {
    const { revision, draft } = await documentOf();
    const saved = await send(`/${KAYAKS}/draft`, { revision, draft: { ...(draft as object), title } }, "PUT");
    expect(saved.status).toBe(200);
  };
  const publish = async () => {
    const answer = await send(`/${KAYAKS}/publish`, { revision: (await documentOf()).revision });
    expect(answer.status).toBe(200);
    return publishAnswer.parse(await answer.json());
  };
  const visit = async (path: string) => {
    const answer = await server.request(path);
    expect(answer.status, path).toBe(200);
    return answer.text();
  };
  const mails = () =>
    server.deps.db
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body", "html_body"])
      .where("kind", "=", "content-page-behind")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_render_failures", {}, { site, renderer });
    server.deps.clock.set(NOW);
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps the last good page for visitors, shows the others the publish, records the miss and mails the publisher", async () => {
    const before = await documentOf();
    const shownBefore = (before.published as KayakRentals).title;
    expect(await visit("/book-now")).toContain(`<p>${shownBefore}</p>`);

    await saveTitle(`Kayaks ${BREAKS_THE_PAGE}`);
    const { outcome, document } = await publish();
    expect(outcome).toBe("published");
    const failure = {
      key: KAYAKS,
      page: "/book-now",
      version: 2,
      error: `Rendering /book-now answered 500: <p>Kayaks ${BREAKS_THE_PAGE}</p>`,
      failedAt: NOW.toISOString(),
    };
    expect(document.renderFailures).toEqual([failure]);
    const list = contentListAnswer.parse(await (await send("")).json());
    expect(list.renderFailures).toEqual([failure]);

    expect(await visit("/book-now")).toContain(`<p>${shownBefore}</p>`);
    expect(await visit("/")).toContain(`<p>Kayaks ${BREAKS_THE_PAGE}</p>`);

    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: manager.email,
      subject: "Not shown on /book-now: Kayak rentals card, version 2",
    });
    expect(mail?.text_body).toContain(contentMessages.pageBehind("/book-now", 2));
    expect(mail?.text_body).toContain("/staff/content?doc=kayak-rentals");
    expect(mail?.html_body).toContain("&lt;b&gt;breaks&lt;/b&gt;");
    expect(mail?.html_body).not.toContain(BREAKS_THE_PAGE);
  });

  it("publishes an unchanged draft again while a page missed it, as a retry, and mails about a new miss once", async () => {
    const retried = await publish();
    expect(retried.outcome).toBe("published");
    expect(retried.document.publishedVersion).toBe(3);
    expect(retried.document.renderFailures.map(({ page, version }) => ({ page, version }))).toEqual([
      { page: "/book-now", version: 3 },
    ]);
    expect(await mails()).toHaveLength(2);

    // Another instance starting on the database renders every page and misses the same version:
    // it is neither recorded twice nor mailed again.
    const other = await startTestServer({ DATABASE_URL: server.env.DATABASE_URL }, { site, renderer });
    try {
      expect(await other.request("/book-now").then((answer) => answer.text())).toContain("<h1>Book now</h1>");
    } finally {
      await other.close();
    }
    expect((await documentOf()).renderFailures).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });

  it("ends the record once the page renders, and publishes an unchanged draft no more", async () => {
    await saveTitle("Kayak and Canoe Rentals");
    const { document } = await publish();
    expect(document.renderFailures).toEqual([]);
    expect(contentListAnswer.parse(await (await send("")).json()).renderFailures).toEqual([]);
    expect(await visit("/book-now")).toContain("<p>Kayak and Canoe Rentals</p>");
    expect(await server.deps.db.selectFrom("page_render_failures").selectAll().execute()).toEqual([]);
    expect((await publish()).outcome).toBe("unchanged");
  });
});
