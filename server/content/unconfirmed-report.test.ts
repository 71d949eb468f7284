import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import { marksIn } from "#domain/content/documents.ts";
import { contentDocumentAnswer, contentListAnswer } from "#domain/staff/content-schemas.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { publishedUnconfirmed } from "./unconfirmed-report.ts";

const ABOUT = "home-about";

describe.each(testDatabases())("the unconfirmed-facts report on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;

  const send = async (path: string, body?: unknown) =>
    staffRequest(server, `/content${path}`, { cookie: await freshSessionCookie(server, manager), body });
  const documentOf = async (key: string) => contentDocumentAnswer.parse(await (await send(`/${key}`)).json());
  const total = async () => (await publishedUnconfirmed(server.deps.db)).flatMap((report) => report.facts).length;

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_unconfirmed_report");
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lists every mark of the published documents, by document, with the console address to confirm it", async () => {
    const seeded = Object.values(contentDocuments).flatMap((value) => marksIn(value)).length;
    expect(seeded).toBeGreaterThan(100);
    expect(await total()).toBe(seeded);
    const about = (await publishedUnconfirmed(server.deps.db)).find((report) => report.title === "Home: about cards");
    expect(about).toMatchObject({ address: "/staff/content?doc=home-about" });
    expect(about?.facts).toHaveLength(marksIn(contentDocuments[ABOUT]).length);
    expect(about?.facts.map((fact) => fact.path.join(" › "))).toContain("Riverfront Living › text");
  });

  it("drops a fact once it is confirmed in the console and published, not before", async () => {
    const before = await total();
    const [mark] = (await documentOf(ABOUT)).marks;
    expect(mark).toBeDefined();
    const confirmed = await send(`/${ABOUT}/confirm`, {
      revision: (await documentOf(ABOUT)).revision,
      path: mark?.path,
    });
    expect(confirmed.status).toBe(200);
    expect(await total()).toBe(before);
    expect((await send(`/${ABOUT}/publish`, { revision: (await documentOf(ABOUT)).revision })).status).toBe(200);
    expect(await total()).toBe(before - 1);
  });

  it("is empty once an owner has confirmed every fact it listed, document by document, and `content:report -- --check` passes", async () => {
    const owner = await enrolStaff(server, { email: "owner@example.com", role: "owner" });
    const asOwner = async (path: string, body?: unknown) =>
      staffRequest(server, `/content${path}`, { cookie: await freshSessionCookie(server, owner), body });
    const check = () =>
      spawnSync(process.execPath, ["scripts/content-report.ts", "--check"], {
        env: { ...process.env, DATABASE_URL: server.env.DATABASE_URL, NODE_ENV: "test", LOG_LEVEL: "silent" },
        encoding: "utf8",
      });
    expect(check().status).toBe(1);

    const { documents } = contentListAnswer.parse(await (await asOwner("")).json());
    for (const { key } of documents) {
      let document = contentDocumentAnswer.parse(await (await asOwner(`/${key}`)).json());
      if (document.marks.length === 0) continue;
      for (const mark of document.marks) {
        const confirmed = await asOwner(`/${key}/confirm`, { revision: document.revision, path: mark.path });
        expect(confirmed.status, `${key} ${mark.path}`).toBe(200);
        document = contentDocumentAnswer.parse(await confirmed.json());
      }
      expect((await asOwner(`/${key}/publish`, { revision: document.revision })).status, key).toBe(200);
    }

    expect(await total()).toBe(0);
    const passed = check();
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
  });
});
