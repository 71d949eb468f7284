import { Secret, TOTP } from "otpauth";
import type { StaffRole } from "#domain/staff/permissions.ts";
import { commandLine } from "#server/staff/audit.ts";
import { SESSION_COOKIE } from "#server/staff/sessions.ts";
import { staffServices } from "#server/staff/services.ts";
import { nextClientAddress } from "./client-address.ts";
import type { TestServer } from "./test-server.ts";

/** The code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });
}

export interface StaffClient {
  id: number;
  email: string;
  password: string;
  secret: string;
  /** The session cookie enrolment left, as a Cookie header value. */
  cookie: string;
  /** The address this member's requests come from. */
  ip: string;
}

/** The `staff_session=…` pair of a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(response: Response): string {
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error(`no ${SESSION_COOKIE} cookie in the answer`);
  return pair;
}

/** A request to the staff API as the console sends it: from the public origin, JSON in and out. */
export function staffRequest(
  server: TestServer,
  path: string,
  init: {
    method?: string;
    cookie?: string;
    body?: unknown;
    origin?: string | null;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.Cookie = init.cookie;
  const origin = init.origin === undefined ? server.env.PUBLIC_ORIGIN : init.origin;
  if (origin !== null && method !== "GET") headers.Origin = origin;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  return server.request(`/api/staff${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    ip: init.ip,
  });
}

/**
 * A staff member made as the command line makes one, then enrolled through the API at the server's
 * current time: password set, TOTP secret confirmed with a first code, signed in.
 */
export async function enrolStaff(
  server: TestServer,
  { email, role, name = "Test Staff" }: { email: string; role: StaffRole; name?: string },
): Promise<StaffClient> {
  const { accounts } = staffServices(server.deps);
  const { account, enrolmentLink } = await accounts.add({ email, role, name }, commandLine);
  const token = enrolmentLink.slice(enrolmentLink.indexOf("#") + 1);
  const ip = nextClientAddress();
  const start = await staffRequest(server, "/enrolment/start", { body: { token }, ip });
  if (start.status !== 200) throw new Error(`enrolment start answered ${start.status}`);
  const { secret } = (await start.json()) as { secret: string };
  const password = `long enough password for ${role}`;
  const confirm = await staffRequest(server, "/enrolment/confirm", {
    body: { token, password, code: totpCode(secret, server.deps.clock.now()) },
    ip,
  });
  if (confirm.status !== 200) throw new Error(`enrolment confirm answered ${confirm.status}: ${await confirm.text()}`);
  return { id: account.id, email, password, secret, cookie: sessionCookie(confirm), ip };
}

/** Signs in with password and the current TOTP code; answers the session cookie. */
export async function signInStaff(
  server: TestServer,
  member: StaffClient,
  at = server.deps.clock.now(),
): Promise<string> {
  const first = await staffRequest(server, "/sign-in", {
    body: { email: member.email, password: member.password },
    ip: member.ip,
  });
  if (first.status !== 200) throw new Error(`sign-in answered ${first.status}`);
  const { challenge } = (await first.json()) as { challenge: string };
  const second = await staffRequest(server, "/sign-in/code", {
    body: { challenge, code: totpCode(member.secret, at) },
    ip: member.ip,
  });
  if (second.status !== 200) throw new Error(`code answered ${second.status}: ${await second.text()}`);
  return sessionCookie(second);
}

/** A session opened now for a member, as a Cookie header value: tests that move the clock by hours need one per request. */
export async function freshSessionCookie(server: TestServer, member: Pick<StaffClient, "id" | "ip">): Promise<string> {
  const { token } = await staffServices(server.deps).sessions.create(member.id, member.ip, "vitest");
  return `${SESSION_COOKIE}=${token}`;
}
