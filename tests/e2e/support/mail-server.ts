import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { ParsedMail } from "mailparser";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { expect, test } from "./fixtures.ts";

interface MailingServer {
  baseURL: string;
  smtp: TestSmtp;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function untilHealthy(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the mailing test server exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the mailing test server did not start");
}

/**
 * Tests whose mail must really be delivered: each worker runs a server of its own (the same build
 * and setup as the shared one) that sends its outbox to a real SMTP server in the worker. The shared
 * server has no mail server, so the mail other tests look at waits in its outbox, as they expect.
 */
export const testWithMail = test.extend<{ smtp: TestSmtp }, { mailingServer: MailingServer }>({
  mailingServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use) => {
      const smtp = await startTestSmtp();
      const port = await freePort();
      const server = spawn(process.execPath, ["tests/e2e/support/server.ts"], {
        env: { ...process.env, E2E_PORT: String(port), SMTP_URL: smtp.url },
        stdio: ["ignore", "ignore", "inherit"],
      });
      const baseURL = `http://127.0.0.1:${port}`;
      try {
        await untilHealthy(baseURL, server);
        await use({ baseURL, smtp });
      } finally {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        // The server removes its temporary database on SIGTERM, as Playwright stops the shared one.
        server.kill("SIGTERM");
        await exited;
        await smtp.stop();
      }
    },
    { scope: "worker" },
  ],
  baseURL: async ({ mailingServer }, use) => use(mailingServer.baseURL),
  smtp: async ({ mailingServer }, use) => use(mailingServer.smtp),
});

/** The newest mail the SMTP server received for `to` whose subject matches, once it has arrived. */
export async function deliveredMail(smtp: TestSmtp, to: string, subject: RegExp): Promise<ParsedMail> {
  const find = () =>
    smtp.messages.findLast(
      (mail) =>
        subject.test(mail.subject ?? "") &&
        [mail.to ?? []].flat().some((address) => address.value.some((entry) => entry.address === to)),
    );
  await expect.poll(() => find()?.messageId, { message: `a mail to ${to}`, timeout: 15_000 }).toBeTruthy();
  const mail = find();
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
