import { enrolmentConfirmRequest, enrolmentStartRequest } from "#domain/staff/schemas.ts";
import { ApiError, readJson } from "#server/http/errors.ts";
import { clientKey } from "#server/http/client-ip.ts";
import type { RateLimitRule } from "#server/http/rate-limit.ts";
import { startSession } from "./auth.ts";
import type { StaffContext, StaffRouter } from "./router.ts";

const enrolmentWindow: RateLimitRule = {
  name: "staff-enrolment",
  limit: 20,
  windowMs: 15 * 60_000,
  message: "Too many attempts. Please wait a few minutes and try again.",
};

/**
 * Enrolment from a one-time link: the secret for the authenticator app, then a first code that
 * confirms it, answered with the recovery codes (this once) and a signed-in session.
 */
export function enrolmentEndpoints(router: StaffRouter): void {
  const { deps, staff } = router;
  const limit = (c: StaffContext) => {
    const { allowed, retryAfterS } = deps.limiter.hit(enrolmentWindow, clientKey(c, deps.env.TRUST_PROXY));
    if (allowed) return;
    c.header("Retry-After", String(retryAfterS));
    throw new ApiError(429, { error: enrolmentWindow.message });
  };

  router.post("/enrolment/start", "public", async (c) => {
    limit(c);
    const { token } = await readJson(c, enrolmentStartRequest);
    return c.json(await staff.accounts.startEnrolment(token));
  });

  router.post("/enrolment/confirm", "public", async (c) => {
    limit(c);
    const input = await readJson(c, enrolmentConfirmRequest);
    const { account, recoveryCodes } = await staff.accounts.confirmEnrolment(
      input,
      router.address(c),
      c.req.raw.signal,
    );
    await startSession(router, c, account, { method: "enrolment" });
    return c.json({ recoveryCodes });
  });
}
