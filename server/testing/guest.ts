import { expect } from "vitest";
import type { TestServer } from "./test-server.ts";

/** Registers a guest account through the API and signs it in; its auth token. */
export async function signedInGuest(
  server: TestServer,
  guest: { email: string; first_name: string; last_name: string; username: string },
): Promise<string> {
  const password = "river-view-9";
  const account = { ...guest, password, passwordConfirm: password, phone_number: "2565550123" };
  expect((await server.postJson("/api/collections/users/records", account)).status).toBe(200);
  const auth = await server.postJson("/api/collections/users/auth-with-password", { identity: guest.email, password });
  return ((await auth.json()) as { token: string }).token;
}
