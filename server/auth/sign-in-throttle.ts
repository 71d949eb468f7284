import type { BackoffRule, RateLimiter } from "#server/http/rate-limit.ts";

/** The backoffs a sign-in is throttled by: per account and per address for unknown devices, per device cookie for known ones. */
export interface SignInBackoffs {
  account: BackoffRule;
  address: BackoffRule;
  device: BackoffRule;
}

interface Attempt {
  /** The account as typed (normalised), so a missing account backs off like any other. */
  account: string;
  address: string;
  /** The key of a valid device cookie for this account (DeviceCookies.known), or null. */
  device: string | null;
}

/**
 * Failed sign-ins back off: after a few free failures each further one doubles the wait. A device
 * that signed in to the account before is limited by its own failures only, so a stranger failing
 * on the account's address from elsewhere cannot keep its owner out; every other attempt backs off
 * per account and per address, as before devices were known.
 */
export function signInThrottle(limiter: RateLimiter, backoffs: SignInBackoffs, attempt: Attempt) {
  const { device } = attempt;
  const waiting =
    device === null
      ? limiter.backoffWaitMs(backoffs.account, attempt.account) > 0 ||
        limiter.backoffWaitMs(backoffs.address, attempt.address) > 0
      : limiter.backoffWaitMs(backoffs.device, device) > 0;
  return {
    waiting,
    failed: () => {
      if (device !== null) {
        limiter.recordFailure(backoffs.device, device);
        return;
      }
      limiter.recordFailure(backoffs.account, attempt.account);
      limiter.recordFailure(backoffs.address, attempt.address);
    },
    passed: () => {
      if (device === null) limiter.clearFailures(backoffs.account, attempt.account);
      else limiter.clearFailures(backoffs.device, device);
    },
  };
}
