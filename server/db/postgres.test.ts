import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../testing/smtp.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { smtpTransport } from "../mail/outbox.ts";

/** The same migrations and queries on a real PostgreSQL; `npm test` starts one when it is installed. */
const baseUrl = process.env.TEST_POSTGRES_URL;

describe.skipIf(!baseUrl)("on PostgreSQL", () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let databaseUrl: string;
  const dbName = `resort_test_${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(baseUrl as string);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
    smtp = await startTestSmtp();
    server = await startTestServer({ DATABASE_URL: databaseUrl }, { transport: smtpTransport(smtp.url) });
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it("migrates and answers the health check", async () => {
    expect(server.deps.dbKind).toBe("postgres");
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
  });

  it("delivers outbox mail once", async () => {
    await server.deps.outbox.enqueue({ kind: "test", to: "guest@example.com", subject: "Hello\r\nBcc: x@example.com", text: "Hi" });
    await server.deps.outbox.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe("Hello Bcc: x@example.com");
    const rows = await server.deps.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
  });
});
