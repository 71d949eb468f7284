import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { testPostgresUrl } from "#server/testing/test-postgres.ts";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  startTestServer,
  type TestServer,
} from "#server/testing/test-server.ts";
import { smtpTransport } from "#server/mail/outbox.ts";

/** The same migrations and queries on a real PostgreSQL; `npm test` always runs them. */
const baseUrl = testPostgresUrl();

describe.skipIf(!baseUrl)("on PostgreSQL", () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    databaseUrl = await createPostgresDatabase(baseUrl as string, "resort_test");
    smtp = await startTestSmtp();
    server = await startTestServer({ DATABASE_URL: databaseUrl }, { transport: smtpTransport(smtp.url) });
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it("migrates and answers the health check", async () => {
    expect(server.deps.dbKind).toBe("postgres");
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
  });

  it("delivers outbox mail once", async () => {
    await server.deps.outbox.enqueue({
      kind: "test",
      to: "guest@example.com",
      subject: "Hello\r\nBcc: x@example.com",
      text: "Hi",
    });
    await server.deps.outbox.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe("Hello Bcc: x@example.com");
    const rows = await server.deps.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
  });
});
