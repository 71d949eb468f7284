import { serve, type ServerType } from "@hono/node-server";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPostgresUrl } from "#server/testing/test-postgres.ts";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  startTestServer,
  type TestServer,
} from "#server/testing/test-server.ts";

/** The accounts flow on a real PostgreSQL; `npm test` always runs it. */
const baseUrl = testPostgresUrl();

describe.skipIf(!baseUrl)("users collection on PostgreSQL", () => {
  let server: TestServer;
  let http: ServerType;
  let pb: PocketBase;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    databaseUrl = await createPostgresDatabase(baseUrl as string, "resort_users");
    server = await startTestServer({ DATABASE_URL: databaseUrl });
    await new Promise<void>((resolve) => {
      http = serve({ fetch: server.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve());
    });
    const address = http.address();
    pb = new PocketBase(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    pb.autoCancellation(false);
  });

  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it("registers, refuses a taken email, signs in, refreshes and changes the password", async () => {
    expect(server.deps.dbKind).toBe("postgres");
    const body = {
      email: "pg-guest@example.com",
      emailVisibility: false,
      password: "river-view-9",
      passwordConfirm: "river-view-9",
      phone_number: "256-555-0123",
      first_name: "Pat",
      last_name: "Gres",
      username: "pg-guest",
    };
    const created = await pb.collection("users").create(body);
    expect(created).toMatchObject({
      email: body.email,
      emailVisibility: false,
      verified: false,
      phone_number: "2565550123",
    });

    const taken = await pb
      .collection("users")
      .create(body)
      .catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(ClientResponseError);
    expect((taken as ClientResponseError).response.data.email.code).toBe("validation_not_unique");

    const { token } = await pb.collection("users").authWithPassword(body.email, body.password);
    expect((await pb.collection("users").authRefresh()).record.id).toBe(created.id);
    await pb.collection("users").update(created.id, {
      oldPassword: body.password,
      password: "new-password-1",
      passwordConfirm: "new-password-1",
    });
    pb.authStore.save(token, null);
    const stale = await pb
      .collection("users")
      .authRefresh()
      .catch((error: unknown) => error);
    expect((stale as ClientResponseError).status).toBe(401);
  });
});
