import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import { marksIn } from "#domain/content/documents.ts";
import { contentDocumentAnswer } from "#domain/staff/content-schemas.ts";
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
});
