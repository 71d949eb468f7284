import { Hono, type Context } from "hono";
import { normaliseEmail } from "#domain/form-fields.ts";
import type { AppDeps } from "#server/app.ts";
import { Accounts } from "#server/auth/accounts.ts";
import { PbError, pbErrorBody, pbMessages, respondPbError } from "#server/auth/pb-error.ts";
import { toRecord, type UserRow } from "#server/auth/record.ts";
import { tokenFromHeader } from "#server/auth/tokens.ts";
import { DATABASE_UNAVAILABLE, databaseUnavailable, isDatabaseUnavailable } from "#server/db/faults.ts";
import {
  validateCreate,
  validateEmailRequest,
  validatePasswordAuth,
  validateResetConfirm,
  validateUpdate,
  validateVerificationConfirm,
} from "#server/auth/validate.ts";
import { PasswordWorkBusy } from "#server/auth/password.ts";
import { clientKey } from "#server/http/client-ip.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { DeviceCookies } from "#server/auth/device-cookies.ts";
import { signInThrottle, type SignInBackoffs } from "#server/auth/sign-in-throttle.ts";

const MINUTE = 60_000;
const rules = {
  signIn: { name: "users-sign-in", limit: 10, windowMs: 5 * MINUTE, message: pbMessages.tooMany },
  register: { name: "users-register", limit: 10, windowMs: 60 * MINUTE, message: pbMessages.tooMany },
  reset: { name: "users-reset", limit: 5, windowMs: 15 * MINUTE, message: pbMessages.tooMany },
  confirm: { name: "users-confirm", limit: 20, windowMs: 15 * MINUTE, message: pbMessages.tooMany },
  refresh: { name: "users-refresh", limit: 60, windowMs: MINUTE, message: pbMessages.tooMany },
} satisfies Record<string, RateLimitRule>;

/**
 * Failed sign-ins back off per account (whatever identity was typed, so a missing account behaves
 * like any other) and per address: after a few free failures each further one doubles the wait. A
 * device that signed in to the account before (its cookie says so) is limited by its own failures
 * instead, so nobody typing a guest's address elsewhere keeps that guest out
 * (server/auth/sign-in-throttle.ts). A sign-in during the wait is refused unchecked with the same
 * answer as a wrong password, so it tells an attacker neither whether the account exists nor
 * whether the guess was right.
 */
const signInBackoff: SignInBackoffs = {
  account: {
    name: "users-sign-in-account",
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * 60 * MINUTE,
  },
  address: {
    name: "users-sign-in-address",
    freeFailures: 20,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
  },
  device: {
    name: "users-sign-in-device",
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * 60 * MINUTE,
  },
};

/** PocketBase reads JSON (or multipart) bodies; the SDK always sends JSON. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) throw new PbError(400, pbMessages.loadData);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new PbError(400, pbMessages.loadData);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new PbError(400, pbMessages.loadData);
  return body as Record<string, unknown>;
}

/**
 * PocketBase's REST contract for the `users` auth collection, mounted at /api/collections/users,
 * so the official `pocketbase` SDK works against this server unchanged.
 */
export function usersRoutes(deps: AppDeps): Hono {
  const accounts = new Accounts(deps);
  const devices = new DeviceCookies({
    prefix: "guest_device",
    path: "/api/collections/users",
    secret: deps.env.APP_SECRET,
  });
  const limit = (rule: RateLimitRule) =>
    deps.limiter.middleware(rule, deps.env.TRUST_PROXY, (message) => pbErrorBody(429, message));
  const routes = new Hono();

  const signedIn = async (c: Context): Promise<UserRow> => {
    const user = await accounts.userFromToken(tokenFromHeader(c.req.header("authorization")), "auth");
    if (!user) throw new PbError(401, pbMessages.authRequired);
    return user;
  };

  routes.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  routes.post("/records", limit(rules.register), async (c) => {
    const record = await accounts.create(validateCreate(await readBody(c)));
    return c.json(record);
  });

  routes.get("/records/:id", async (c) => {
    const user = await accounts.userFromToken(tokenFromHeader(c.req.header("authorization")), "auth");
    // PocketBase's default rule for users: each account sees only itself; anything else is "not found".
    if (!user || user.id !== c.req.param("id")) throw new PbError(404, pbMessages.notFound);
    return c.json(toRecord(user, { owner: true }));
  });

  routes.patch("/records/:id", limit(rules.signIn), async (c) => {
    const user = await accounts.userFromToken(tokenFromHeader(c.req.header("authorization")), "auth");
    if (!user || user.id !== c.req.param("id")) throw new PbError(404, pbMessages.notFound);
    const updated = await accounts.update(user, validateUpdate(await readBody(c)));
    return c.json(toRecord(updated, { owner: true }));
  });

  routes.get("/auth-methods", (c) =>
    c.json({
      password: { enabled: true, identityFields: ["email", "username"] },
      oauth2: { enabled: false, providers: [] },
      mfa: { enabled: false, duration: 0 },
      otp: { enabled: false, duration: 0 },
    }),
  );

  routes.post("/auth-with-password", limit(rules.signIn), async (c) => {
    const { identity, password } = validatePasswordAuth(await readBody(c));
    const user = await accounts.byIdentity(identity);
    const throttle = signInThrottle(deps.limiter, signInBackoff, {
      account: normaliseEmail(identity),
      address: clientKey(c, deps.env.TRUST_PROXY),
      device: user ? devices.known(c, user.id) : null,
    });
    if (throttle.waiting) throw new PbError(400, pbMessages.authFailed);
    try {
      const auth = await accounts.authWithPassword(user, password, c.req.raw.signal);
      throttle.passed();
      devices.issue(c, auth.record.id);
      return c.json(auth);
    } catch (error) {
      if (error instanceof PbError && error.status === 400) throttle.failed();
      throw error;
    }
  });

  routes.post("/auth-refresh", limit(rules.refresh), async (c) => c.json(accounts.authResponse(await signedIn(c))));

  routes.post("/request-password-reset", limit(rules.reset), async (c) => {
    await accounts.requestPasswordReset(validateEmailRequest(await readBody(c)));
    return c.body(null, 204);
  });

  routes.post("/confirm-password-reset", limit(rules.confirm), async (c) => {
    const { token, password } = validateResetConfirm(await readBody(c));
    await accounts.confirmPasswordReset(token, password);
    return c.body(null, 204);
  });

  routes.post("/request-verification", limit(rules.reset), async (c) => {
    await accounts.requestVerification(validateEmailRequest(await readBody(c)));
    return c.body(null, 204);
  });

  routes.post("/confirm-verification", limit(rules.confirm), async (c) => {
    const token = validateVerificationConfirm(await readBody(c));
    await accounts.confirmVerification(token);
    return c.body(null, 204);
  });

  routes.all("*", () => {
    throw new PbError(404, pbMessages.notFound);
  });

  routes.onError((error, c) => {
    if (error instanceof PbError) return respondPbError(c, error);
    if (isDatabaseUnavailable(error))
      return databaseUnavailable(c, deps.log, error, pbErrorBody(503, DATABASE_UNAVAILABLE));
    if (error instanceof PasswordWorkBusy) {
      c.header("Retry-After", "1");
      return c.json(pbErrorBody(503, pbMessages.busy), 503);
    }
    // The visitor hung up while waiting for a hashing slot: nobody reads this answer.
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    deps.log.error({ err: error }, "users API failed");
    return c.json(pbErrorBody(500, "Something went wrong while processing your request."), 500);
  });

  return routes;
}

/** The signed-in account behind a request's Authorization header, for other API routes. */
export function accountFromRequest(deps: AppDeps) {
  const accounts = new Accounts(deps);
  return (c: Context) => accounts.userFromToken(tokenFromHeader(c.req.header("authorization")), "auth");
}
