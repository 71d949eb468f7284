import { spawnSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { baseURL } from "./browser.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { setServerClock } from "./clock.ts";

/**
 * `npm run staff -- …` against the test server's database (tests/e2e/support/server.ts names it),
 * with the server's public origin, as the resort runs it on its own machine. Answers the enrolment
 * link it printed.
 */
export function staffCli(...args: string[]): string {
  return staffCliOn(baseURL, ...args);
}

/** `npm run staff -- …` as staffCli runs it, for the test server at `origin` (a site of the test's own). */
export function staffCliOn(origin: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, ["scripts/staff.ts", ...args], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: testServerDatabaseUrl(origin),
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const link = /(http\S+\/staff\/enrol#\S+)$/m.exec(run.stdout)?.[1];
  if (!link) throw new Error(`no enrolment link in: ${run.stdout}`);
  return link;
}

/** The database of the test server at `origin` (tests/e2e/support/server.ts names it), the shared one's by default. */
export function testServerDatabaseUrl(origin: string = baseURL): string {
  return readFileSync(join(tmpdir(), `resort-e2e-${new URL(origin).port}.database`), "utf8");
}

/**
 * Makes the test server's mail to `to` look queued at `queuedAt`, as if the mail server had been
 * away since, without moving the server's clock under the tests running beside this one.
 */
export function backdateQueuedMail(to: string, queuedAt: Date): void {
  const database = new DatabaseSync(testServerDatabaseUrl().replace(/^file:/, ""));
  try {
    database.exec("PRAGMA busy_timeout = 5000;");
    database.prepare("UPDATE outbox SET created_at = ? WHERE to_address = ?").run(queuedAt.toISOString(), to);
  } finally {
    database.close();
  }
}

/** The code an authenticator app shows for `secret` (as the enrolment screen shows it) at `at`. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** An unused address for a staff member of this test run. */
export function staffEmail(role: string): string {
  return `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The password every account enrolled through the API chooses. */
export const STAFF_PASSWORD = "a long staff password";

/**
 * Enrols through the API, as the enrolment screen does, leaving the context signed in; the server's
 * clock must be at `at` (pinned by setServerClock, or the real one). `origin` is the site's, when
 * the context talks to a site of the test's own. Answers the account's TOTP secret.
 */
export async function enrolThroughApi(
  request: APIRequestContext,
  link: string,
  at: Date,
  origin: string = baseURL,
): Promise<string> {
  const token = link.slice(link.indexOf("#") + 1);
  const headers = { Origin: origin };
  const start = await request.post("/api/staff/enrolment/start", { data: { token }, headers });
  expect(start.status()).toBe(200);
  const { secret } = (await start.json()) as { secret: string };
  const confirm = await request.post("/api/staff/enrolment/confirm", {
    data: { token, password: STAFF_PASSWORD, code: totpCode(secret, at) },
    headers,
  });
  expect(confirm.status()).toBe(200);
  return secret;
}

/**
 * Signs in through the console's sign-in form, on screen, with the code an authenticator shows at
 * `at`, the instant the page's server clock is pinned at; the password is enrolThroughApi's unless given.
 */
export async function signInThroughForm(
  page: Page,
  { email, secret, at, password = STAFF_PASSWORD }: { email: string; secret: string; at: Date; password?: string },
): Promise<void> {
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Authentication code").fill(totpCode(secret, at));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
}

/**
 * A staff account added with `npm run staff` whose enrolment link is valid at `at`, for a test whose
 * server clock is pinned on a day the command (which runs on the real clock) does not know.
 */
export function staffCliValidAt(at: Date, ...args: string[]): string {
  const link = staffCli(...args);
  const email = args[args.indexOf("--email") + 1] ?? "";
  const database = new DatabaseSync(testServerDatabaseUrl().replace(/^file:/, ""));
  try {
    database.exec("PRAGMA busy_timeout = 5000;");
    database
      .prepare(
        `UPDATE staff_enrolments SET created_at = ?, expires_at = ?
         WHERE staff_id = (SELECT id FROM staff_accounts WHERE email = ?)`,
      )
      .run(at.toISOString(), new Date(at.getTime() + 60 * 60_000).toISOString(), email);
  } finally {
    database.close();
  }
  return link;
}

/**
 * A page in a browser of its own, as a second member of staff has: its own cookies and client
 * address, the server's clock at `at`, and with `pageClock` the page's clock installed there too.
 */
export async function pageOnOwnBrowser(
  browser: Browser,
  at: Date,
  { pageClock = false }: { pageClock?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": nextClientAddress(test.info().workerIndex) },
  });
  const page = await context.newPage();
  await setServerClock(page, at);
  if (pageClock) await page.clock.install({ time: at });
  return page;
}
