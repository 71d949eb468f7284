/**
 * Mail drain: a backlog of queued mail (as after an SMTP outage) delivered by the server to a local
 * SMTP server. The outbox of a fresh SQLite file is filled with 1,000 mails, the urgent ones
 * (password resets, ticket receipts) queued last; then the server starts in its own process and
 * the clock runs until the SMTP server has accepted every mail.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import { Clock } from "#server/clock.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { Outbox, type OutgoingMail } from "#server/mail/outbox.ts";
import { startTestSmtp } from "#server/testing/smtp.ts";

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const URGENT = Math.round(MAILS / 20);
const TIMEOUT_MS = 180_000;

function backlog(): OutgoingMail[] {
  const bulkKinds = ["contact-staff", "contact-ack", "newsletter-welcome", "inquiry-wedding-ack"];
  const urgentKinds = ["password-reset", "ticket-receipt"];
  return Array.from({ length: MAILS }, (_, index) => {
    const urgent = index >= MAILS - URGENT;
    const kind = urgent ? (urgentKinds[index % 2] ?? "password-reset") : (bulkKinds[index % 4] ?? "contact-ack");
    return {
      kind,
      priority: urgent ? "urgent" : index % 4 === 2 ? "bulk" : "normal",
      to: `${urgent ? "urgent" : "guest"}-${index}@example.com`,
      subject: `Backlog mail ${index}`,
      text: `Mail ${index} of the backlog.\n\nA few lines of text, as a receipt or an acknowledgement would have.\n`,
    };
  });
}

export interface MailDrainResult {
  mails: number;
  "first mail s": number;
  "urgent done s": number;
  "all done s": number;
  "drain s": number;
  "mails/s": number;
  "server CPU s": number;
}

function isUrgent(mail: ParsedMail): boolean {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.text.startsWith("urgent-") ?? false;
}

/** CPU seconds a process has used, user and system (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Seconds are counted from the server's start, which begins the drain; "drain s" from the first
 * mail to the last, and "server CPU s" is the work the server did meanwhile, which a busy machine
 * stretches less than the wall clock.
 */
export async function benchMailDrain(port: number): Promise<MailDrainResult> {
  const dir = mkdtempSync(join(tmpdir(), "resort-bench-mail-"));
  // The drain needs no pages: an empty site folder keeps the server from asking for a build.
  mkdirSync(join(dir, "build", "client"), { recursive: true });
  const databaseUrl = `file:${join(dir, "mail.db")}`;
  const { db } = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const queue = new Outbox(db, null, "bench@example.com", createLogger("silent"), new Clock());
  for (const mail of backlog()) await queue.enqueue(mail);
  await db.destroy();

  const smtp = await startTestSmtp();
  const started = performance.now();
  let firstAt = 0;
  let cpuAtFirst = 0;
  let urgentAt = 0;
  const server = spawn(process.execPath, ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      BUILD_DIR: join(dir, "build"),
      SMTP_URL: smtp.url,
      LOG_LEVEL: "silent",
    },
  });
  try {
    while (smtp.messages.length < MAILS) {
      if (performance.now() - started > TIMEOUT_MS || server.exitCode !== null)
        throw new Error(`mail drain stopped at ${smtp.messages.length} of ${MAILS} mails`);
      if (!firstAt && smtp.messages.length > 0) {
        firstAt = performance.now();
        cpuAtFirst = cpuSeconds(server.pid ?? 0);
      }
      if (!urgentAt && smtp.messages.filter(isUrgent).length === URGENT) urgentAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const doneAt = performance.now();
    const cpu = cpuSeconds(server.pid ?? 0) - cpuAtFirst;
    const seconds = (from: number, to: number) => Math.round((to - from) / 100) / 10;
    return {
      mails: MAILS,
      "first mail s": seconds(started, firstAt || doneAt),
      "urgent done s": seconds(started, urgentAt || doneAt),
      "all done s": seconds(started, doneAt),
      "drain s": seconds(firstAt || doneAt, doneAt),
      "mails/s": Math.round(MAILS / ((doneAt - (firstAt || started)) / 1000)),
      "server CPU s": Math.round(cpu * 10) / 10,
    };
  } finally {
    server.kill("SIGTERM");
    await smtp.stop();
  }
}

if (import.meta.main) {
  console.log(`Mail drain: ${MAILS} queued mails, ${URGENT} of them urgent and queued last`);
  console.table([await benchMailDrain(Number(process.env.BENCH_PORT ?? 4311))]);
}
