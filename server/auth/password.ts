import { availableParallelism } from "node:os";
import { hash, hashSync, verify } from "@node-rs/bcrypt";
import { BoundedWork, type WorkLimits } from "#server/bounded-work.ts";

/** Cost 10 and the `$2a$` prefix, as PocketBase writes them; `$2b$` hashes (bcryptjs's) verify as well. */
const COST = 10;
const VERSION = "2a";

/** A hash of nothing anyone knows, compared against when an account is missing so timing reveals nothing. */
const DUMMY_HASH = hashSync("no account has this password", { cost: COST, version: VERSION });

/** Every hashing slot and queue place is taken: answered 503 with Retry-After, never queued further. */
export class PasswordWorkBusy extends Error {
  constructor() {
    super("password hashing is at capacity");
  }
}

/**
 * One hash per core, leaving a pool thread for file and DNS work: on 2 cores two at once, about
 * 30 sign-ins a second at cost 10, while the event loop keeps serving pages.
 */
function defaultLimits(): WorkLimits {
  const maxInFlight = Math.max(1, Math.min(availableParallelism(), 3));
  return { maxInFlight, maxQueued: 4 * maxInFlight };
}

/**
 * bcrypt, native and off the event loop (docs/decisions/022-sign-in-off-the-event-loop.md), with
 * its work bounded: a few hashes at a time, a short queue, and a refusal beyond it instead of a
 * backlog that would hold every later sign-in for seconds.
 */
export class PasswordHasher {
  private readonly work: BoundedWork;

  constructor(limits: WorkLimits = defaultLimits()) {
    this.work = new BoundedWork(limits, () => new PasswordWorkBusy());
  }

  /** `signal`: the request's; a visitor who hangs up while waiting leaves the queue without costing a hash. */
  hash(password: string, signal?: AbortSignal): Promise<string> {
    return this.work.run(() => hash(password, { cost: COST, version: VERSION }), signal);
  }

  async verify(password: string, stored: string | undefined, signal?: AbortSignal): Promise<boolean> {
    const matches = await this.work.run(() => verify(password, stored ?? DUMMY_HASH), signal);
    return matches && stored !== undefined;
  }
}
