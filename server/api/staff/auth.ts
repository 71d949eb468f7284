import { deleteCookie, setCookie } from "hono/cookie";
import { secondFactorRequest, signInRequest } from "#domain/staff/schemas.ts";
import { ApiError, readJson } from "#server/http/errors.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { DeviceCookies } from "#server/auth/device-cookies.ts";
import { signInThrottle, type SignInBackoffs } from "#server/auth/sign-in-throttle.ts";
import { clientKey } from "#server/http/client-ip.ts";
import { record } from "#server/staff/audit.ts";
import { SESSION_COOKIE } from "#server/staff/sessions.ts";
import { publicAccount, type StaffRow } from "#server/staff/accounts.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

const MINUTE = 60_000;
/** A password check is good for this long: time to open the authenticator app and type a code. */
const CHALLENGE_MS = 5 * MINUTE;

const signInWindow: RateLimitRule = {
  name: "staff-sign-in",
  limit: 20,
  windowMs: 5 * MINUTE,
  message: "Too many sign-in attempts. Please wait a few minutes and try again.",
};

/**
 * Failed passwords and codes back off per account and per address, as the guests' sign-in does, for
 * a device that has not signed in to the account before; a device that has (its cookie says so) is
 * limited by its own failures only (server/auth/sign-in-throttle.ts). While waiting, an attempt is
 * refused unchecked with the same answer as a wrong one.
 */
const staffSignInBackoff: SignInBackoffs = {
  account: {
    name: "staff-sign-in-account",
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * 60 * MINUTE,
  },
  address: {
    name: "staff-sign-in-address",
    freeFailures: 10,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
  },
  device: {
    name: "staff-sign-in-device",
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * 60 * MINUTE,
  },
};

/** The console's device cookies, sent to the staff API only. */
const staffDevices = (secret: string) => new DeviceCookies({ prefix: "staff_device", path: "/api/staff", secret });

const wrongPassword = "The email or password is not right.";
const wrongCode = "That code is not right. Try the current code from your app, or a recovery code.";

/** Sign-in (password, then a code), sign-out, and who is signed in. */
export function authEndpoints(router: StaffRouter): void {
  const { deps, staff } = router;
  const limiter = deps.limiter;

  const devices = staffDevices(deps.env.APP_SECRET);
  /** The throttle of an attempt on `email`, whose account (when there is one) also hears of its failure. */
  const throttled = (c: StaffContext, email: string, account: StaffRow | undefined, step: "password" | "code") => {
    const throttle = signInThrottle(limiter, staffSignInBackoff, {
      account: email,
      address: clientKey(c, deps.env.TRUST_PROXY),
      device: account ? devices.known(c, String(account.id)) : null,
    });
    const shown = async () => {
      if (account) await staff.accounts.recordFailedSignIn(account.id, router.address(c), step);
    };
    return {
      waiting: throttle.waiting,
      passed: throttle.passed,
      /** A wrong password or code: it backs off, and the account's owner sees it. */
      async failed() {
        throttle.failed();
        await shown();
      },
      /** An attempt refused unchecked while waiting: its owner sees it, but it does not lengthen the wait. */
      refused: shown,
    };
  };

  const windowLimit = (c: StaffContext) => {
    const { allowed, retryAfterS } = limiter.hit(signInWindow, clientKey(c, deps.env.TRUST_PROXY));
    if (allowed) return;
    c.header("Retry-After", String(retryAfterS));
    throw new ApiError(429, { error: signInWindow.message });
  };

  router.post("/sign-in", "public", async (c) => {
    windowLimit(c);
    const { email, password } = await readJson(c, signInRequest);
    const account = await staff.accounts.byEmail(email);
    const throttle = throttled(c, email, account, "password");
    if (throttle.waiting) {
      await throttle.refused();
      throw new ApiError(400, { error: wrongPassword });
    }
    const matches = await deps.passwords.verify(password, account?.password_hash ?? undefined, c.req.raw.signal);
    if (!account || !matches || account.disabled_at) {
      await throttle.failed();
      throw new ApiError(400, { error: wrongPassword });
    }
    if (!account.totp_secret) {
      throttle.passed();
      return c.json({ next: "enrolment-link" });
    }
    const challenge = staff.secrets.signChallenge(account.id, new Date(deps.clock.now().getTime() + CHALLENGE_MS));
    return c.json({ next: "code", challenge });
  });

  router.post("/sign-in/code", "public", async (c) => {
    windowLimit(c);
    const body = await readJson(c, secondFactorRequest);
    const staffId = staff.secrets.readChallenge(body.challenge, deps.clock.now());
    const account = staffId === null ? undefined : await staff.accounts.byId(staffId);
    if (!account || account.disabled_at) {
      throw new ApiError(400, { error: "The sign-in took too long. Please enter your password again." });
    }
    const throttle = throttled(c, account.email, account, "code");
    if (throttle.waiting) {
      await throttle.refused();
      throw new ApiError(400, { error: wrongCode });
    }
    const method = "code" in body ? "totp" : "recovery code";
    const accepted =
      "code" in body
        ? await staff.accounts.acceptTotp(account, body.code)
        : await staff.accounts.acceptRecoveryCode(account, body.recoveryCode);
    if (!accepted) {
      await throttle.failed();
      throw new ApiError(400, { error: wrongCode });
    }
    throttle.passed();
    const recoveryCodesLeft =
      method === "recovery code" ? await staff.accounts.recoveryCodesLeft(account.id) : undefined;
    const session = await startSession(router, c, account, { method, recoveryCodesLeft });
    return c.json({
      staff: publicAccount(account),
      sessionId: session.id,
      recoveryCodesLeft: recoveryCodesLeft ?? null,
    });
  });

  router.post("/sign-out", "signed-in", async (c) => {
    const { session } = router.current(c);
    await staff.sessions.end(session.id);
    await record(
      deps.db,
      router.actor(c),
      { action: "session.sign-out", target: `session:${session.id}` },
      deps.clock.now(),
    );
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Strict" });
    return c.body(null, 204);
  });

  router.get("/sign-in/failures", "signed-in", async (c) => {
    const { staff: member, session } = router.current(c);
    return c.json(await staff.accounts.failedSignIns(member.id, session.id));
  });

  router.get("/me", "signed-in", (c) => {
    const { staff: member, session } = router.current(c);
    return c.json({ staff: toMember(member), sessionId: session.id });
  });
}

function toMember(row: StaffRow) {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** Opens a session, sets its cookie and records the sign-in. */
export async function startSession(
  router: StaffRouter,
  c: StaffContext,
  account: StaffRow,
  details: Record<string, unknown>,
) {
  const address = router.address(c);
  const { token, session } = await router.staff.sessions.create(
    account.id,
    address,
    c.req.header("user-agent") ?? null,
  );
  // This device has now signed in to the account: its later attempts are limited per device.
  staffDevices(router.deps.env.APP_SECRET).issue(c, String(account.id));
  setCookie(c, SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    maxAge: Math.floor(router.staff.absoluteMs / 1000),
  });
  await record(
    router.deps.db,
    { staffId: account.id, label: account.email, address },
    { action: "session.sign-in", target: `session:${session.id}`, after: details },
    router.deps.clock.now(),
  );
  return session;
}
