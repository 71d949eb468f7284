import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Clock } from "#server/clock.ts";
import { migrateToLatest, openDatabase, type Db } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { startTestSmtp } from "#server/testing/smtp.ts";
import { startTestServer } from "#server/testing/test-server.ts";
import { validContact } from "#server/testing/messages.ts";
import {
  Outbox,
  RETRY_FOR_MS,
  SEND_CONCURRENCY,
  smtpTransport,
  type MailTransport,
  type OutgoingMail,
} from "./outbox.ts";

const FROM = "Resort <no-reply@example.com>";
const silent = createLogger("silent");
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function freshDb(): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), "resort-outbox-"));
  const { db } = openDatabase(`file:${join(dir, "outbox.db")}`);
  await migrateToLatest(db);
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

/** Queues without a transport, so no worker starts until the test asks for one. */
async function queue(db: Db, clock: Clock, mails: OutgoingMail[]): Promise<void> {
  const writer = new Outbox(db, null, FROM, silent, clock);
  for (const mail of mails) await writer.enqueue(mail);
}

function mail(to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return { kind: "test", to, subject: `For ${to}`, text: "Hello", ...extra };
}

/** Records the recipient of every delivery it is handed, in the order it is handed them. */
function recordingTransport(behaviour: (to: string) => Promise<void> = async () => {}) {
  const handed: string[] = [];
  const delivered: string[] = [];
  const transport: MailTransport = {
    async send(message) {
      handed.push(message.to);
      await behaviour(message.to);
      delivered.push(message.to);
    },
    close() {},
  };
  return { transport, handed, delivered };
}

async function sentCount(db: Db): Promise<number> {
  const rows = await db.selectFrom("outbox").select("id").where("status", "=", "sent").execute();
  return rows.length;
}

describe("the outbox worker", () => {
  it("leases each mail from the moment it is claimed, so a slow pass never lets another instance send it too", async () => {
    const db = await freshDb();
    const clock = new Clock();
    const start = new Date("2026-12-01T12:00:00Z").getTime();
    clock.set(new Date(start));
    const recipients = Array.from({ length: 6 }, (_, index) => `guest${index}@example.com`);
    await queue(
      db,
      clock,
      recipients.map((to) => mail(to)),
    );

    // One instance whose SMTP server takes minutes per mail, held at a gate the test opens.
    let inFlight = 0;
    let open = false;
    let release = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    const opening = () => {
      const previous = release;
      gate = new Promise<void>((resolve) => (release = resolve));
      previous();
    };
    const slow = recordingTransport(async () => {
      inFlight += 1;
      if (!open) await gate;
      inFlight -= 1;
    });
    const quick = recordingTransport();
    const first = new Outbox(db, slow.transport, FROM, silent, clock);
    const second = new Outbox(db, quick.transport, FROM, silent, clock);

    const firstPass = first.drain();
    // The pass has claimed as many mails as it sends at once, and holds them all at the gate.
    await vi.waitFor(() => expect(inFlight).toBe(SEND_CONCURRENCY), { timeout: 5_000 });
    // Four minutes later the first deliveries finish and the same pass claims the rest.
    clock.set(new Date(start + 4 * 60_000));
    opening();
    await vi.waitFor(
      async () => {
        expect(await sentCount(db)).toBe(SEND_CONCURRENCY);
        expect(inFlight).toBe(recipients.length - SEND_CONCURRENCY);
      },
      { timeout: 5_000 },
    );
    // Two minutes on, those mails are still being delivered; the other instance must leave them be.
    clock.set(new Date(start + 6 * 60_000));
    await second.drain();
    open = true;
    release();
    await firstPass;
    await second.drain();

    expect([...slow.delivered, ...quick.delivered].sort()).toEqual([...recipients].sort());
  });

  it("sends urgent mail ahead of a backlog, and bulk mail after everything else", async () => {
    const db = await freshDb();
    const clock = new Clock();
    await queue(db, clock, [
      ...Array.from({ length: 10 }, (_, index) => mail(`bulk${index}@example.com`, { priority: "bulk" })),
      ...Array.from({ length: 10 }, (_, index) => mail(`normal${index}@example.com`)),
      mail("reset@example.com", { kind: "password-reset", priority: "urgent" }),
    ]);
    const { transport, handed } = recordingTransport();
    await new Outbox(db, transport, FROM, silent, clock).drain();

    expect(handed).toHaveLength(21);
    expect(handed[0]).toBe("reset@example.com");
    expect(handed.slice(1, 11).every((to) => to.startsWith("normal"))).toBe(true);
    expect(handed.slice(11).every((to) => to.startsWith("bulk"))).toBe(true);
  });

  it("lets a password reset through while another SMTP session hangs, and times the hung one out", async () => {
    let stalled = () => {};
    const stalledSession = new Promise<void>((resolve) => (stalled = resolve));
    const smtp = await startTestSmtp(0, {
      stall(recipient) {
        if (recipient !== "stuck@example.com") return false;
        stalled();
        return true;
      },
    });
    cleanups.push(() => smtp.stop());
    const db = await freshDb();
    const outbox = new Outbox(db, smtpTransport(smtp.url, { timeoutMs: 8_000 }), FROM, silent, new Clock());
    cleanups.push(() => outbox.stop());

    await outbox.enqueue(mail("stuck@example.com"));
    await stalledSession;
    await outbox.enqueue(mail("reset@example.com", { kind: "password-reset", priority: "urgent" }));
    // Well before the hung session's timeout, as the row's untouched attempts show below.
    const [reset] = await smtp.waitFor(1, 7_000);
    expect(reset?.subject).toBe("For reset@example.com");
    expect(await stuckRow(db)).toMatchObject({ status: "pending", attempts: 0 });

    // The SMTP timeout ends the hung session, and with it the last delivery under way; the mail waits for its retry.
    await outbox.drain();
    const stuck = await stuckRow(db);
    expect(stuck).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    expect(stuck.last_error).toMatch(/timeout/i);
    expect(smtp.messages).toHaveLength(1);
  });

  it("retries with backoff for three days, then keeps the mail as failed", async () => {
    const db = await freshDb();
    const clock = new Clock();
    const queuedAt = new Date("2026-12-01T12:00:00Z").getTime();
    clock.set(new Date(queuedAt));
    await queue(db, clock, [mail("gone@example.com")]);
    const refusing = recordingTransport(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")));
    const outbox = new Outbox(db, refusing.transport, FROM, silent, clock);

    const attemptsAt: number[] = [];
    for (let round = 0; round < 1_000; round += 1) {
      attemptsAt.push(clock.now().getTime());
      await outbox.drain();
      const row = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      if (row.status !== "pending") break;
      clock.set(new Date(row.next_attempt_at));
    }

    const row = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.last_error).toContain("ECONNREFUSED");
    const lastAttempt = attemptsAt.at(-1) ?? 0;
    expect(lastAttempt - queuedAt).toBeGreaterThanOrEqual(RETRY_FOR_MS);
    expect(row.attempts).toBe(attemptsAt.length);
    const gaps = attemptsAt.slice(1).map((at, index) => at - (attemptsAt[index] ?? 0));
    expect(gaps[1]).toBeGreaterThan(gaps[0] ?? 0);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(60 * 60_000);
  });
});

async function stuckRow(db: Db) {
  return db.selectFrom("outbox").selectAll().where("to_address", "=", "stuck@example.com").executeTakeFirstOrThrow();
}

describe("GET /api/health", () => {
  it("reports mail pending too long and mail given up, in PocketBase's shape", async () => {
    const refusing = recordingTransport(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")));
    const server = await startTestServer({}, { transport: refusing.transport });
    cleanups.push(() => server.close());
    const now = Date.now();
    server.deps.clock.set(new Date(now));
    expect((await server.postJson("/api/send-contact-email", validContact)).status).toBe(200);
    await server.deps.outbox.drain();

    const health = async () => {
      const response = await server.request("/api/health");
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ code: 200, message: "API is healthy." });
      return body.data.mail;
    };
    expect(await health()).toEqual({ pendingTooLong: 0, failed: 0 });

    server.deps.clock.set(new Date(now + 20 * 60_000));
    expect(await health()).toEqual({ pendingTooLong: 2, failed: 0 });

    server.deps.clock.set(new Date(now + RETRY_FOR_MS + 60_000));
    await server.deps.outbox.drain();
    expect(await health()).toEqual({ pendingTooLong: 0, failed: 2 });
  });
});
