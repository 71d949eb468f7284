import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv, type Env } from "#server/env.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { createPostgresDatabase, dropPostgresDatabase, temporaryDatabase } from "#server/testing/test-server.ts";
import { runStaffCommand } from "./command.ts";

const databases = testDatabases();

describe.each(databases)("npm run staff on $name", ({ url }) => {
  let env: Env;
  let remove: () => Promise<void> | void;

  beforeAll(async () => {
    let databaseUrl: string;
    if (url) {
      databaseUrl = await createPostgresDatabase(url, "resort_staff_cli");
      remove = () => dropPostgresDatabase(databaseUrl);
    } else {
      const database = temporaryDatabase();
      databaseUrl = database.url;
      remove = () => database.remove();
    }
    env = loadEnv({
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      APP_SECRET: "test-secret-test-secret-test-secret-0123",
      PUBLIC_ORIGIN: "https://resort.example",
    });
  });
  afterAll(() => remove?.());

  const run = async (...args: string[]) => {
    const out: string[] = [];
    const errors: string[] = [];
    const code = await runStaffCommand(args, env, {
      log: (line) => out.push(line),
      error: (line) => errors.push(line),
    });
    return { code, out: out.join("\n"), errors: errors.join("\n") };
  };

  it("adds the first owner with a one-time enrolment link, lists, and resets a lost second factor", async () => {
    const added = await run("add", "--email", " Owner@Resort.Example ", "--role", "owner", "--name", "Olive Owner");
    expect(added).toMatchObject({ code: 0, errors: "" });
    expect(added.out).toMatch(/^Added owner@resort\.example \(Owner\)\.$/m);
    expect(added.out).toMatch(/https:\/\/resort\.example\/staff\/enrol#[\w-]{43}$/m);

    expect((await run("add", "--email", "owner@resort.example", "--role", "manager")).code).toBe(1);
    const invalid = await run("add", "--email", "not-an-email", "--role", "boss");
    expect(invalid.code).toBe(2);
    expect(invalid.errors).toMatch(/--email: Please enter a valid email address\./);
    expect(invalid.errors).toMatch(/--role: Please choose a role\./);

    expect((await run("add", "--email", "desk@resort.example", "--role", "front_desk")).code).toBe(0);
    const list = await run("list");
    expect(list.out.split("\n")).toEqual([
      "desk@resort.example\tdesk\tFront desk\tnot enrolled",
      "owner@resort.example\tOlive Owner\tOwner\tnot enrolled",
    ]);

    const reset = await run("reset-2fa", "--email", "owner@resort.example");
    expect(reset.code).toBe(0);
    expect(reset.out).toMatch(/staff\/enrol#/);
    expect(reset.out).toContain("The link asks for the account's password too");
    expect((await run("reset-2fa", "--email", "nobody@resort.example")).code).toBe(1);
    expect((await run("remove", "--email", "owner@resort.example")).code).toBe(2);

    const { db } = openDatabase(env.DATABASE_URL);
    try {
      await migrateToLatest(db);
      const actions = await db.selectFrom("audit_log").select(["actor", "action"]).orderBy("id").execute();
      expect(actions).toEqual([
        { actor: "command line", action: "staff.add" },
        { actor: "command line", action: "staff.add" },
        { actor: "command line", action: "staff.reset-2fa" },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
