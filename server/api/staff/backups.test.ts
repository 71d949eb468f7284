import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupMessages } from "#domain/staff/backup.ts";
import { BackupError, makeBackup, postgresProgram } from "#server/backup/backup.ts";
import { validContact } from "#server/testing/messages.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { messages } from "./router.ts";

const databases = testDatabases();
const systemTmp = tmpdir();
const originalTmpdir = process.env.TMPDIR;

describe.each(databases)("backup download on $name", ({ url }) => {
  let server: TestServer;
  let owner: StaffClient;
  let manager: StaffClient;
  let desk: StaffClient;
  /** Where the server puts its temporary files: this suite's alone, so it sees all they leave behind. */
  let serverTmp: string;
  /** Where the test writes what it downloads. */
  let downloads: string;
  const extension = url ? "dump" : "db";
  /** An uploaded photo's variant: bytes of every value, as a photo's are. */
  const variant = {
    path: "uploads/river-0a1b2c-480.0123456789.webp",
    bytes: Buffer.from([0, 1, 127, 128, 255, 92, 39]),
  };

  const download = async (member: StaffClient) =>
    staffRequest(server, "/backup", { cookie: await freshSessionCookie(server, member) });

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_backups");
    server.deps.clock.set(new Date("2026-11-24T15:00:00.000Z"));
    owner = await enrolStaff(server, { email: "owner@example.com", role: "owner" });
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
    desk = await enrolStaff(server, { email: "desk@example.com", role: "front_desk" });
    expect((await server.postJson("/api/send-contact-email", validContact)).status).toBe(200);
    const photo = await server.deps.db
      .insertInto("photos")
      .values({
        file: "uploads/river-0a1b2c.jpg",
        name: "river.jpg",
        width: 480,
        height: 320,
        hash: "0123456789",
        color: null,
        uploaded_by: owner.email,
        uploaded_by_id: owner.id,
        uploaded_at: "2026-11-24T14:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.deps.db
      .insertInto("photo_files")
      .values({ path: variant.path, photo_id: photo.id, content_type: "image/webp", bytes: variant.bytes })
      .execute();
    downloads = mkdtempSync(join(systemTmp, "resort-backups-test-"));
    serverTmp = mkdtempSync(join(systemTmp, "resort-backups-server-"));
    process.env.TMPDIR = serverTmp;
  });

  afterAll(async () => {
    if (originalTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = originalTmpdir;
    await server?.close();
    for (const dir of [downloads, serverTmp]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("hands the owner a consistent copy of the whole database, records it, and leaves no file behind", async () => {
    const response = await download(owner);
    expect(response.status).toBe(200);
    const file = `resort-2026-11-24T15-00-00-000Z.${extension}`;
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${file}"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(readdirSync(serverTmp)).toHaveLength(1);

    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(readdirSync(serverTmp)).toEqual([]);
    const saved = join(downloads, file);
    writeFileSync(saved, bytes);

    if (url) {
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("PGDMP");
      const list = spawnSync(postgresProgram("pg_restore"), ["--list", saved], { encoding: "utf8" });
      // pg_restore comes with pg_dump on the machines this runs on, but the dump's magic is proof enough without it.
      if (!list.error) {
        expect(list.status, list.stderr).toBe(0);
        expect(list.stdout).toMatch(/TABLE public contact_messages /);
        const script = spawnSync(postgresProgram("pg_restore"), ["--file=-", saved], { encoding: "utf8" });
        expect(script.stdout).toContain(validContact.message);
        expect(script.stdout).toContain(owner.email);
        // COPY's text writes bytea as \\x and its hex.
        expect(script.stdout).toMatch(
          new RegExp(`${variant.path}\\t\\d+\\timage/webp\\t\\\\\\\\x${variant.bytes.toString("hex")}\\n`),
        );
      }
    } else {
      const copy = new DatabaseSync(saved, { readOnly: true });
      try {
        expect(copy.prepare("SELECT email, message FROM contact_messages").all()).toEqual([
          { email: validContact.email, message: validContact.message },
        ]);
        expect(copy.prepare("SELECT email, role FROM staff_accounts WHERE email = ?").get(owner.email)).toEqual({
          email: owner.email,
          role: "owner",
        });
        const kept = copy.prepare("SELECT bytes FROM photo_files WHERE path = ?").get(variant.path);
        expect(Buffer.from(kept?.bytes as Uint8Array).equals(variant.bytes)).toBe(true);
      } finally {
        copy.close();
      }
    }

    const entries = await server.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "backup.download")
      .execute();
    expect(entries.map((entry) => [entry.actor, JSON.parse(entry.after_json ?? "null")])).toEqual([
      [owner.email, { file, bytes: bytes.length }],
    ]);
  });

  it("refuses managers and the front desk", async () => {
    for (const member of [manager, desk]) {
      const response = await download(member);
      expect(response.status, member.email).toBe(403);
      expect(await response.json()).toEqual({ error: messages.forbidden });
    }
    expect(readdirSync(serverTmp)).toEqual([]);
  });

  it("makes one backup at a time, until its download ends or is abandoned", async () => {
    // Neither answer's body is read before both have come back, so whichever came first still holds its turn.
    const answers = await Promise.all([download(owner), download(owner)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.json()).toEqual({ error: backupMessages.busy });

    await answers.find((answer) => answer.status === 200)?.body?.cancel();
    expect(readdirSync(serverTmp)).toEqual([]);
    const next = await download(owner);
    expect(next.status).toBe(200);
    await next.arrayBuffer();
    expect(readdirSync(serverTmp)).toEqual([]);
  });

  it("fails with the reason when the database cannot be read, instead of copying an empty one", async () => {
    const missing = url ? new URL("/resort_no_such_database", url).href : "file:/nonexistent/resort.db";
    const failure = makeBackup(missing, downloads, new Date());
    await expect(failure).rejects.toBeInstanceOf(BackupError);
    await expect(failure).rejects.toMatchObject({
      message: backupMessages.failed,
      detail: expect.stringMatching(url ? /resort_no_such_database/ : /unable to open/),
    });
  });
});
