import type { ParsedMail } from "mailparser";
import { startTestSmtp, type TestSmtp } from "#server/testing/smtp.ts";
import { test } from "./fixtures.ts";
import { startOwnSite } from "./own-site.ts";

interface MailingServer {
  baseURL: string;
  smtp: TestSmtp;
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
      const site = await startOwnSite({ SMTP_URL: smtp.url });
      try {
        await use({ baseURL: site.origin, smtp });
      } finally {
        await site.stop();
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
  const matching = await smtp.waitForMail(
    (mail) =>
      subject.test(mail.subject ?? "") &&
      [mail.to ?? []].flat().some((address) => address.value.some((entry) => entry.address === to)),
    15_000,
  );
  const mail = matching.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
